import { LifecycleMessages } from '../lifecycle/messages.ts';
import { Messages } from '../messages.ts';
import { RiskMessages } from '../schemas/risk-messages.ts';
import { ClaimMessages } from '../schemas/claim-messages.ts';
import { QuoteOptionMessages } from '../schemas/quote-option-messages.ts';

/**
 * Every error code the API answers with, its HTTP status and the spec's message (CONVENTIONS "errors are
 * codes", docs/decisions/095-error-catalogue.md). The API throws `new AppError(code)` and its error
 * handler answers `{ code, message, errors?, reason? }`; the web switches on the code. A thrower may
 * give a more precise message (a lifecycle guard naming the action and status) but never another status.
 */
export const errorCatalogue = {
  // Request and session (DESIGN §4).
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  INVALID_JSON: { status: 400, message: Messages.invalidJson },
  UNAUTHENTICATED: { status: 401, message: Messages.unauthenticated },
  CSRF_MISMATCH: { status: 419, message: Messages.csrfMismatch },
  FORBIDDEN: { status: 403, message: Messages.noPermissionAccess },
  FORBIDDEN_EDIT: { status: 403, message: Messages.noPermissionEdit },
  PASSWORD_EXPIRED: { status: 403, message: Messages.passwordExpired },
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, message: Messages.setup2fa },
  TWO_FACTOR_VERIFY_REQUIRED: { status: 403, message: Messages.verify2fa },
  GUEST_ONLY: { status: 409, message: 'You are already signed in.' },
  NOT_FOUND: { status: 404, message: Messages.notFound },
  VALIDATION: { status: 422, message: Messages.correctErrors },
  TOO_MANY_ATTEMPTS: { status: 429, message: Messages.tooManyAttempts },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  IDEMPOTENCY_CONFLICT: { status: 422, message: RiskMessages.idempotencyConflict },
  IDEMPOTENCY_IN_FLIGHT: { status: 409, message: RiskMessages.idempotencyInFlight },
  // The database could not answer in time (issue 23, decision 110): retry after the Retry-After seconds.
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  DATABASE_TIMEOUT: {
    status: 503,
    message: 'The request took too long to complete. Please try again in a moment.',
  },
  RECORD_LOCKED: {
    status: 409,
    message: 'This record is being changed by another request. Please try again in a moment.',
  },

  // Identity, invitations and roles.
  INVITATION_INVALID: { status: 404, message: Messages.invitationInvalid },
  INVITATION_EMAIL_MISMATCH: {
    status: 403,
    message:
      'This invitation was sent to a different email address. Sign in with that address to accept it.',
  },
  INVITATION_SIGN_IN_REQUIRED: {
    status: 401,
    message: 'An account already exists for this email address. Sign in to accept the invitation.',
  },
  INVITATION_ALREADY_ACCEPTED: {
    status: 409,
    message: 'This invitation has already been accepted.',
  },
  RESET_LINK_INVALID: { status: 404, message: Messages.resetLinkExpired },
  ADMIN_ROLE_NOT_DELETABLE: { status: 409, message: Messages.adminRoleNotDeletable },
  NO_ROLE_TO_MOVE_USERS_TO: { status: 409, message: Messages.lastRoleNotDeletable },
  SUPPORT_READ_ONLY: {
    status: 403,
    message:
      'You are supporting this company read-only. Choose to act for it before changing anything.',
  },
  SUPPORT_SELF: { status: 409, message: 'The system company is not opened in support mode.' },
  LAST_ADMIN: { status: 409, message: Messages.cannotRemoveLastAdmin },

  // Items and files.
  ALREADY_EXISTS: { status: 409, message: Messages.alreadyExists },
  IN_USE_DELETE: { status: 409, message: Messages.cannotDeleteInUse },
  IN_USE_MODIFY: { status: 409, message: Messages.cannotModifyInUse },
  INVALID_FILE_TYPE: { status: 422, message: Messages.invalidFileType },
  FILE_TOO_LARGE: { status: 413, message: 'File too large.' },
  // Company documents (issue 12, decision 131): a locked folder or file changes only by being unlocked.
  ITEM_LOCKED: {
    status: 409,
    message: 'This item is locked. Unlock it before you change it.',
  },

  // Background jobs (decision 106).
  JOB_NOT_CANCELLABLE: { status: 409, message: 'This job has already finished.' },
  JOB_NOT_RETRYABLE: { status: 409, message: 'Only a failed job can be retried.' },
  JOB_RESULT_NOT_READY: { status: 409, message: 'This job has no file to download yet.' },

  // Import Policy Data (decision 128).
  IMPORT_ALREADY_DONE: {
    status: 409,
    message: 'This file has already been imported into this company.',
  },

  // The transaction lifecycle's refusals (decision 080): 409 illegal state, 403 wrong actor, 422 check.
  TRANSITION_NOT_ALLOWED: {
    status: 409,
    message: 'This action is not possible for the risk transaction in its current status.',
  },
  ACTOR_NOT_ALLOWED: {
    status: 403,
    message: 'You may not take this action on this risk transaction.',
  },
  TRANSACTION_NOT_DISCARDABLE: { status: 409, message: LifecycleMessages.discardOnlyInitiated },
  RISK_NOT_ASSIGNED: { status: 403, message: LifecycleMessages.notAssigned },
  RISK_NOT_LATEST: { status: 409, message: LifecycleMessages.notLatestInChain },
  TRANSACTION_LOCKED: { status: 409, message: LifecycleMessages.pastLocked },
  CLIENT_EDITING: { status: 409, message: LifecycleMessages.clientEditing },
  CLIENT_ACCESS_ENDED: { status: 403, message: LifecycleMessages.noClientAccess },
  CLIENT_NOT_EDITING: { status: 409, message: LifecycleMessages.clientNotEditing },
  PROPOSAL_DONE: { status: 409, message: LifecycleMessages.proposalDone },
  INCEPTION_FIXED: { status: 409, message: LifecycleMessages.inceptionFixed },
  OPEN_TRANSACTION: { status: 409, message: LifecycleMessages.openTransaction },
  POLICY_CANCELLED: { status: 409, message: LifecycleMessages.policyCancelled },
  ADD_ONS_ACTIVE: { status: 422, message: LifecycleMessages.addOnsActive },
  QUOTE_EXPIRED: { status: 422, message: LifecycleMessages.quoteExpired },
  APPROVAL_REQUIRED: { status: 422, message: LifecycleMessages.approvalBeforeQuote },
  DISCOUNT_AUTHORITY: { status: 422, message: LifecycleMessages.discountAuthority },
  BACKDATE_REFERRED: { status: 409, message: LifecycleMessages.backdateReferred },
  REFERRAL_TARGET_REQUIRED: { status: 422, message: LifecycleMessages.referralTarget },
  DECLINE_REASONS_REQUIRED: { status: 422, message: LifecycleMessages.declineReasons },
  APPROVAL_PENDING: { status: 409, message: LifecycleMessages.approvalAlreadyRequested },
  APPROVER_AUTHORITY: { status: 422, message: LifecycleMessages.approverAuthority },
  APPROVER_SELF: { status: 422, message: LifecycleMessages.approverSelf },
  NO_PENDING_APPROVAL: { status: 409, message: LifecycleMessages.noPendingApproval },
  NO_APPROVAL_TO_UNDO: { status: 409, message: LifecycleMessages.noApprovalToUndo },
  DECLARATION_REQUIRED: { status: 422, message: LifecycleMessages.declarationRequired },
  QUOTE_STILL_VALID: { status: 409, message: LifecycleMessages.onlyExpiredQuotesLapse },
  PACKAGE_NOT_INITIATED: { status: 409, message: LifecycleMessages.packageNotInitiated },

  // The risks capability's own checks (decision 090).
  QUOTE_OPTIONS_NOT_QUOTED: { status: 409, message: QuoteOptionMessages.notQuoted },
  QUOTE_OPTION_LAPSED: { status: 409, message: QuoteOptionMessages.lapsed },
  QUOTE_OPTIONS_STALE: { status: 409, message: QuoteOptionMessages.stale },
  QUOTE_OPTION_CHOSEN: { status: 409, message: QuoteOptionMessages.someChosen },
  QUOTE_OPTION_NEEDS_REFERRAL: { status: 422, message: QuoteOptionMessages.needsReferral },
  QUOTE_OPTION_DECLINED: { status: 422, message: QuoteOptionMessages.declined },
  QUOTE_OPTION_QUOTES: { status: 422, message: QuoteOptionMessages.bindable },
  AFS_NOT_CURRENT: {
    status: 422,
    message: 'The brokerage has no current AFS authorisation, so it cannot bind.',
  },
  EXCHANGE_REQUIRED: { status: 409, message: RiskMessages.exchangeRequired },
  NO_NEWER_VERSION: { status: 409, message: RiskMessages.noNewerVersion },
  NO_LIVE_VERSION: { status: 409, message: RiskMessages.noLiveVersion },
  NOTHING_TO_RENEW: { status: 409, message: 'There is no policy in force to renew.' },
  STATUS_IN_USE: { status: 409, message: RiskMessages.statusInUse },
  TRANSACTION_CLOSED: {
    status: 409,
    message: 'This risk has no open transaction to confirm a declaration for.',
  },
  USE_CLIENT_ACCESS_ROUTES: {
    status: 409,
    message:
      'Send the proposal to the client, or revoke their access, from the send to client form.',
  },

  // Incidents and claims (issue 16, decision 120).
  CLAIM_ALREADY_DECIDED: { status: 409, message: ClaimMessages.alreadyDecided },
  CLAIM_NOT_ACCEPTED: { status: 409, message: ClaimMessages.notAccepted },
  CLAIM_CLOSED: { status: 409, message: ClaimMessages.closedClaim },
} as const satisfies Record<string, { status: number; message: string }>;

/** A code the API answers with; the web's reactions are exhaustive over it. */
export type ErrorCode = keyof typeof errorCatalogue;

/** Every code of the catalogue, in catalogue order. */
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Whether a value read from a response body is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The one answer outside the catalogue: an unexpected server failure (500), never a client's fault. */
export const internalError = {
  code: 'INTERNAL',
  status: 500,
  message: Messages.unknownError,
} as const;
