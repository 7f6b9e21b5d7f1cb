import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, internalError, Messages, type ErrorCode } from '@turbine/domain';
import { AppError } from '../errors.ts';
import { databaseFailureOf, type DatabaseFailure } from '../db/errors.ts';
import { isJsonRoute } from './body-parsing.ts';

/** The shape fastify-type-provider-zod gives each zod issue. */
interface ZodishIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

function fieldPath(issue: ZodishIssue): string {
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
}

/** Turns zod issues into `{ "field.path": ["message"] }`; unknown keys are reported under their own names. */
function toFieldErrors(issues: ZodishIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const base = fieldPath(issue);
    if (issue.keyword === 'unrecognized_keys' && issue.params?.keys) {
      for (const key of issue.params.keys)
        (errors[base === '_' ? key : `${base}.${key}`] ??= []).push('This field is not allowed.');
      continue;
    }
    let message = issue.message ?? Messages.required;
    // zod's own wording for a missing value becomes the spec's required message.
    if (/^Invalid input: expected .*, received undefined$/.test(message))
      message = Messages.required;
    (errors[base] ??= []).push(message);
  }
  return errors;
}

/** The catalogue's code for a request Fastify refused before any route ran (its status is kept). */
function requestErrorCode(status: number, invalidJson: boolean): ErrorCode {
  if (invalidJson) return 'INVALID_JSON';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}

const DEFAULT_RETRY_AFTER_SECONDS = 60;

const failureCodes: Record<DatabaseFailure, ErrorCode> = {
  unavailable: 'DATABASE_UNAVAILABLE',
  timeout: 'DATABASE_TIMEOUT',
  locked: 'RECORD_LOCKED',
};

/**
 * One error handler producing the shapes of DESIGN §4; never a 500 for bad input. A database that is
 * gone, slow or holding a lock answers its catalogue code with Retry-After (decision 110), never a 500.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { databaseRetryAfterSeconds?: number } = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = error instanceof AppError ? null : databaseFailureOf(error);
    if (failure) {
      const code = failureCodes[failure];
      const { status, message } = errorCatalogue[code];
      request.log.warn({ err: error, code }, 'database failure answered');
      return reply
        .status(status)
        .header('retry-after', String(options.databaseRetryAfterSeconds ?? 2))
        .send({ message, code });
    }
    // Every 429 says when to come back (issue 22): the throttle's window, else a minute.
    if (error instanceof AppError ? error.status === 429 : error.statusCode === 429)
      reply.header(
        'retry-after',
        String(
          (error instanceof AppError && error.retryAfterSeconds) || DEFAULT_RETRY_AFTER_SECONDS,
        ),
      );
    if (error instanceof AppError) {
      // The same codes thrown directly (the row gate, the readiness probe) say when to come back too.
      if (Object.values(failureCodes).includes(error.code))
        reply.header('retry-after', String(options.databaseRetryAfterSeconds ?? 2));
      return reply.status(error.status).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation as ZodishIssue[]);
      return reply
        .status(422)
        .send({ message: Messages.correctErrors, code: 'VALIDATION' satisfies ErrorCode, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send({ message: Messages.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' satisfies ErrorCode });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      if (isJsonRoute(request)) {
        const { status: tooLarge, message } = errorCatalogue.PAYLOAD_TOO_LARGE;
        return reply
          .status(tooLarge)
          .send({ message, code: 'PAYLOAD_TOO_LARGE' satisfies ErrorCode });
      }
      // An upload's limit is the upload limit plus 1 MB of slack (body-parsing.ts): said as the spec's file message.
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit!;
      const mb = Math.max(1, Math.round(limit / (1024 * 1024)) - 1);
      const message = Messages.fileTooLarge(mb);
      return reply
        .status(413)
        .send({ message, code: 'FILE_TOO_LARGE' satisfies ErrorCode, errors: { file: [message] } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      const invalidJson =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      const message = invalidJson ? Messages.invalidJson : error.message;
      return reply.status(status).send({ message, code: requestErrorCode(status, invalidJson) });
    }
    request.log.error({ err: error }, 'unhandled error');
    const { status: internal, code, message } = internalError;
    return reply.status(internal).send({ message, code });
  });
}
