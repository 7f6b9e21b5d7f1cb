import { errorCatalogue, type ErrorCode } from '@turbine/domain';

/**
 * A refusal of the API: a code of the domain's error catalogue (docs/decisions/095-error-catalogue.md),
 * whose status and default message come from the catalogue; a thrower may give a more precise message,
 * field errors or a 403 reason, never another status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly reason?: string;
  /** For a 429: the seconds after which a retry may succeed (the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    opts: {
      message?: string;
      errors?: Record<string, string[]>;
      reason?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(opts.message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.errors = opts.errors;
    this.reason = opts.reason;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

/** A 422 with one message under one field, as forms show it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { errors: { [field]: [message] } });
}
