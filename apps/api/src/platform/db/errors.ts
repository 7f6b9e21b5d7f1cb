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
