import { Messages } from '@turbine/domain';

/** Every error code the API answers with, its status and the spec's message (CONVENTIONS: errors are codes). */
export const errorCatalogue = {
  UNAUTHENTICATED: { status: 401, message: Messages.unauthenticated },
  CSRF_MISMATCH: { status: 419, message: Messages.csrfMismatch },
  FORBIDDEN: { status: 403, message: Messages.noPermissionAccess },
  FORBIDDEN_EDIT: { status: 403, message: Messages.noPermissionEdit },
  PASSWORD_EXPIRED: { status: 403, message: Messages.passwordExpired },
  GUEST_ONLY: { status: 409, message: 'You are already signed in.' },
  NOT_FOUND: { status: 404, message: Messages.notFound },
  INVITATION_INVALID: { status: 404, message: Messages.invitationInvalid },
  RESET_LINK_INVALID: { status: 404, message: Messages.resetLinkExpired },
  VALIDATION: { status: 422, message: Messages.correctErrors },
  TOO_MANY_ATTEMPTS: { status: 429, message: Messages.tooManyAttempts },
  ADMIN_ROLE_NOT_DELETABLE: { status: 409, message: Messages.adminRoleNotDeletable },
  NO_ROLE_TO_MOVE_USERS_TO: { status: 409, message: Messages.lastRoleNotDeletable },
  LAST_ADMIN: { status: 409, message: Messages.cannotRemoveLastAdmin },
  ALREADY_EXISTS: { status: 409, message: Messages.alreadyExists },
  INVITATION_EMAIL_MISMATCH: {
    status: 403,
    message:
      'This invitation was sent to a different email address. Sign in with that address to accept it.',
  },
  INVALID_FILE_TYPE: { status: 422, message: Messages.invalidFileType },
  FILE_TOO_LARGE: { status: 413, message: 'File too large.' },
  IN_USE_DELETE: { status: 409, message: Messages.cannotDeleteInUse },
  IN_USE_MODIFY: { status: 409, message: Messages.cannotModifyInUse },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  INVITATION_SIGN_IN_REQUIRED: {
    status: 401,
    message: 'An account already exists for this email address. Sign in to accept the invitation.',
  },
  INVITATION_ALREADY_ACCEPTED: {
    status: 409,
    message: 'This invitation has already been accepted.',
  },
} as const;
export type ErrorCode = keyof typeof errorCatalogue;

/** A business error: a code from the catalogue, optionally a different message, field errors or a reason. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly reason?: string;

  constructor(
    code: ErrorCode,
    opts: { message?: string; errors?: Record<string, string[]>; reason?: string } = {},
  ) {
    super(opts.message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.errors = opts.errors;
    this.reason = opts.reason;
  }
}

/** A 422 with one message under one field, as forms show it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { errors: { [field]: [message] } });
}

/**
 * A refusal whose code and status come from a domain table rather than the catalogue: the lifecycle
 * guards of decision 080 (RISK_NOT_ASSIGNED 403, QUOTE_EXPIRED 422, TRANSITION_NOT_ALLOWED 409...) and
 * the risks capability's own checks (decision 090). The error handler answers it like an AppError.
 */
export class RuleError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(code: string, status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}
