import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, internalError, isErrorCode } from './catalogue.ts';

describe('error catalogue (decision 095)', () => {
  // 4xx refusals, and 503 for a database that cannot answer now (decision 110); never another 5xx.
  it.each(errorCodes)('%s answers a 4xx or 503 status with a non-empty message', (code) => {
    const { status, message } = errorCatalogue[code];
    expect(status >= 400 && (status < 500 || status === 503)).toBe(true);
    expect(message.trim()).not.toBe('');
  });

  it('only the database codes answer 503', () => {
    expect(errorCodes.filter((code) => errorCatalogue[code].status === 503)).toEqual([
      'DATABASE_UNAVAILABLE',
      'DATABASE_TIMEOUT',
    ]);
  });

  it('names every code in upper snake case', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('TRANSITION_NOT_ALLOWED')).toBe(true);
    expect(isErrorCode('VALIDATION')).toBe(true);
    expect(isErrorCode(internalError.code)).toBe(false);
    expect(isErrorCode('FST_ERR_CTP_INVALID_JSON_BODY')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(422)).toBe(false);
  });
});
