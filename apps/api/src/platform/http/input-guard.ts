// The one input guard at the edge (issue 22, docs/decisions/103): every string a route receives in its
// body, query or path is checked before any schema or code sees it, so PostgreSQL never meets a NUL
// byte, a lone UTF-16 surrogate is never stored as U+FFFD, and a megabyte string is refused up front.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@turbine/domain';
import { AppError } from '../errors.ts';

/** The longest string any field may hold; schemas declare tighter limits (long texts such as messages). */
export const MAX_STRING_LENGTH = 100_000;

export const InputMessages = {
  invalidCharacters: 'This field contains characters that are not allowed.',
} as const;

type FieldErrors = Record<string, string[]>;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The refusal for one string, or null when it may pass. */
function stringProblem(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return Messages.maxLength(MAX_STRING_LENGTH);
  if (value.includes('\u0000') || loneSurrogate.test(value)) return InputMessages.invalidCharacters;
  return null;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** Collects the problems of every string (keys included) in a parsed JSON value, by field path. */
export function collectInputProblems(
  value: unknown,
  path = '',
  errors: FieldErrors = {},
): FieldErrors {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    if (problem) (errors[path || '_'] ??= []).push(problem);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectInputProblems(item, join(path, String(i)), errors));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = stringProblem(key);
      // A bad key cannot name its own field: it is reported under a printable stand-in.
      if (keyProblem) (errors[join(path, '(key)')] ??= []).push(keyProblem);
      else collectInputProblems(item, join(path, key), errors);
    }
  }
  return errors;
}

/** The field errors of a request's path, query and body; empty when every string may pass. */
export function requestInputProblems(request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  collectInputProblems(request.params, '', errors);
  collectInputProblems(request.query, '', errors);
  collectInputProblems(request.body, '', errors);
  return errors;
}

/**
 * Registers the guard as a preValidation hook: it runs after the access guard (so strangers still get
 * 401/419) and before the route's zod schema, answering 422 with the field's path in the one error model.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const errors = requestInputProblems(request);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  });
}
