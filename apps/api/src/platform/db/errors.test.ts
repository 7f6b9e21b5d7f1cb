import { describe, expect, it } from 'vitest';
import { databaseFailureOf } from './errors.ts';

/** How a database error is answered (decision 110): through Drizzle's wrapping, by SQLSTATE or message. */
describe('databaseFailureOf', () => {
  const pgError = (code: string) => Object.assign(new Error('pg'), { code });
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: ...'), { cause });

  it('a lost or refused connection, or a pool that gave none in time, is unavailable', () => {
    expect(databaseFailureOf(wrapped(pgError('57P01')))).toBe('unavailable');
    expect(databaseFailureOf(pgError('08006'))).toBe('unavailable');
    expect(databaseFailureOf(pgError('53300'))).toBe('unavailable');
    expect(databaseFailureOf(pgError('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFailureOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFailureOf(new Error('timeout exceeded when trying to connect'))).toBe(
      'unavailable',
    );
  });

  it('a statement timeout is timeout; a lock timeout or a deadlock is locked', () => {
    expect(databaseFailureOf(wrapped(pgError('57014')))).toBe('timeout');
    expect(databaseFailureOf(wrapped(pgError('55P03')))).toBe('locked');
    expect(databaseFailureOf(pgError('40P01'))).toBe('locked');
  });

  it('anything else is not a database failure (a constraint, a bug)', () => {
    expect(databaseFailureOf(wrapped(pgError('23505')))).toBeNull();
    expect(databaseFailureOf(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFailureOf(undefined)).toBeNull();
  });
});
