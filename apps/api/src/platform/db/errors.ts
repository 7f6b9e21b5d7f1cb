/** True when a database error (possibly wrapped by Drizzle) is a unique violation of the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505')
      return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
    current = e.cause;
  }
  return false;
}

/**
 * What a database failure means for the request that met it (decision 110): the database cannot be
 * reached or dropped the connection (`unavailable`, 503), a statement ran past statement_timeout
 * (`timeout`, 503), or a row lock was not granted within lock_timeout or deadlocked (`locked`, 409).
 * Null for anything else (a constraint, a bug).
 */
export type DatabaseFailure = 'unavailable' | 'timeout' | 'locked';

const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'terminating connection',
];

export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === '57014') return 'timeout';
    if (code === '55P03' || code === '40P01') return 'locked';
    if (unavailableCodes.has(code) || code.startsWith('08') || networkCodes.has(code))
      return 'unavailable';
    const message = typeof e.message === 'string' ? e.message : '';
    if (unavailableMessages.some((m) => message.includes(m))) return 'unavailable';
    current = e.cause;
  }
  return null;
}
