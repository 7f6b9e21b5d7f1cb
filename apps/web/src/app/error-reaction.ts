import { ForbiddenReason, isErrorCode, Messages, type ErrorCode } from '@turbine/domain';

/** The body every API error carries (docs/api.md). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  reason?: string;
  errors?: Record<string, string[]>;
}

/**
 * How the web reacts to a refusal of the API (§4, §8; docs/decisions/095-error-catalogue.md). The global
 * listener (auth-middleware.ts) signs out and follows detours, the error toast reads `toast`, forms read
 * `fieldErrors`. A stale-state conflict (409) needs no extra step here: RTK Query invalidates a failed
 * mutation's tags too, so the page refetches what changed.
 */
export interface ErrorReaction {
  /** Show the server's message as an error toast; false for the standard messages that never toast (§8). */
  toast: boolean;
  /** §4 forced logout of a signed-in user: the session is gone. */
  signOut: boolean;
  /** The page a 403 reason sends the user to (2FA setup or verify, password expired), else null. */
  detour: string | null;
  /** The form shows the body's field errors under its fields (422). */
  fieldErrors: boolean;
}

/** §4: where each 403 reason sends the user. */
export const forbiddenReasonPaths: Record<string, string> = {
  [ForbiddenReason.TwoFactorSetup]: '/two-factor-auth/setup',
  [ForbiddenReason.TwoFactorVerify]: '/two-factor-auth/verify',
  [ForbiddenReason.PasswordExpired]: '/password-expired',
};

const none: ErrorReaction = { toast: true, signOut: false, detour: null, fieldErrors: false };

/** 401: the session is gone; the standard "Unauthenticated." never toasts. */
const signedOut = (body: ApiErrorBody): ErrorReaction => ({
  ...none,
  signOut: true,
  toast: body.message !== Messages.unauthenticated,
});

/** 403: a reason detours to its page; the standard 2FA-verify message never toasts. */
const forbidden = (body: ApiErrorBody): ErrorReaction => ({
  ...none,
  detour: forbiddenReasonPaths[body.reason ?? ''] ?? null,
  toast: body.message !== Messages.verify2fa,
});

/**
 * The one place deciding the web's reaction to each code of the catalogue. The `never` default makes
 * the build fail when the catalogue gains a code this switch does not place.
 */
export function reactionTo(code: ErrorCode, body: ApiErrorBody = {}): ErrorReaction {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'INVITATION_SIGN_IN_REQUIRED':
      return signedOut(body);
    case 'FORBIDDEN':
    case 'FORBIDDEN_EDIT':
    case 'PASSWORD_EXPIRED':
    case 'TWO_FACTOR_SETUP_REQUIRED':
    case 'TWO_FACTOR_VERIFY_REQUIRED':
    case 'INVITATION_EMAIL_MISMATCH':
    case 'ACTOR_NOT_ALLOWED':
    case 'RISK_NOT_ASSIGNED':
    case 'CLIENT_ACCESS_ENDED':
    case 'SUPPORT_READ_ONLY':
      return forbidden(body);
    case 'CSRF_MISMATCH':
      // The base query already fetched a fresh XSRF cookie and retried once (§7): only a second 419 lands here.
      return { ...none, toast: body.message !== Messages.csrfMismatch };
    case 'VALIDATION':
    case 'INVALID_FILE_TYPE':
    case 'IDEMPOTENCY_CONFLICT':
    case 'ADD_ONS_ACTIVE':
    case 'QUOTE_EXPIRED':
    case 'AFS_NOT_CURRENT':
    case 'QUOTE_OPTION_NEEDS_REFERRAL':
    case 'QUOTE_OPTION_DECLINED':
    case 'QUOTE_OPTION_QUOTES':
    case 'APPROVAL_REQUIRED':
    case 'DISCOUNT_AUTHORITY':
    case 'REFERRAL_TARGET_REQUIRED':
    case 'DECLINE_REASONS_REQUIRED':
    case 'APPROVER_AUTHORITY':
    case 'APPROVER_SELF':
    case 'DECLARATION_REQUIRED':
      return { ...none, fieldErrors: true };
    case 'BAD_REQUEST':
    case 'INVALID_JSON':
    case 'NOT_FOUND':
    case 'INVITATION_INVALID':
    case 'RESET_LINK_INVALID':
    case 'GUEST_ONLY':
    case 'TOO_MANY_ATTEMPTS':
    case 'PAYLOAD_TOO_LARGE':
    case 'FILE_TOO_LARGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'IDEMPOTENCY_IN_FLIGHT':
    case 'DATABASE_UNAVAILABLE':
    case 'DATABASE_TIMEOUT':
    case 'RECORD_LOCKED':
    case 'ITEM_LOCKED':
    case 'INVITATION_ALREADY_ACCEPTED':
    case 'ADMIN_ROLE_NOT_DELETABLE':
    case 'NO_ROLE_TO_MOVE_USERS_TO':
    case 'LAST_ADMIN':
    case 'SUPPORT_SELF':
    case 'ALREADY_EXISTS':
    case 'IN_USE_DELETE':
    case 'IN_USE_MODIFY':
    case 'STATUS_IN_USE':
      return none;
    // Conflicts with the risk's (or a background job's, decision 106) current state (decisions 080, 090):
    // the message says what changed, and the failed mutation's invalidated tags refetch it.
    case 'TRANSITION_NOT_ALLOWED':
    case 'TRANSACTION_NOT_DISCARDABLE':
    case 'RISK_NOT_LATEST':
    case 'TRANSACTION_LOCKED':
    case 'CLIENT_EDITING':
    case 'CLIENT_NOT_EDITING':
    case 'PROPOSAL_DONE':
    case 'INCEPTION_FIXED':
    case 'OPEN_TRANSACTION':
    case 'POLICY_CANCELLED':
    case 'BACKDATE_REFERRED':
    case 'APPROVAL_PENDING':
    case 'NO_PENDING_APPROVAL':
    case 'NO_APPROVAL_TO_UNDO':
    case 'QUOTE_STILL_VALID':
    case 'PACKAGE_NOT_INITIATED':
    case 'EXCHANGE_REQUIRED':
    case 'NO_NEWER_VERSION':
    case 'NO_LIVE_VERSION':
    case 'NOTHING_TO_RENEW':
    case 'TRANSACTION_CLOSED':
    case 'USE_CLIENT_ACCESS_ROUTES':
    case 'JOB_NOT_CANCELLABLE':
    case 'JOB_NOT_RETRYABLE':
    case 'JOB_RESULT_NOT_READY':
    case 'IMPORT_ALREADY_DONE':
    case 'CLAIM_ALREADY_DECIDED':
    case 'CLAIM_NOT_ACCEPTED':
    case 'CLAIM_CLOSED':
    case 'QUOTE_OPTIONS_NOT_QUOTED':
    case 'QUOTE_OPTION_LAPSED':
    case 'QUOTE_OPTIONS_STALE':
    case 'QUOTE_OPTION_CHOSEN':
      return none;
    default: {
      const unplaced: never = code;
      throw new Error(`No reaction for error code ${String(unplaced)}`);
    }
  }
}

/** The code a body without a catalogue code stands for, by status (an older server, a proxy, a test double). */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  419: 'CSRF_MISMATCH',
  422: 'VALIDATION',
};

/** The catalogue code of an answer: the body's `code`, else the one its status stands for, else null. */
export function codeOf(
  status: number | string | null,
  body: ApiErrorBody | null,
): ErrorCode | null {
  if (isErrorCode(body?.code)) return body.code;
  return typeof status === 'number' ? (codeByStatus[status] ?? null) : null;
}

/** The web's reaction to an answer; a failure without a known code (network, 5xx) only toasts. */
export function reactionOf(
  status: number | string | null,
  body: ApiErrorBody | null,
): ErrorReaction {
  const code = codeOf(status, body);
  return code ? reactionTo(code, body ?? {}) : none;
}
