import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, internalError, isErrorCode } from './catalogue.ts';

describe('error catalogue (decision 095)', () => {
  it.each(errorCodes)('%s answers a 4xx status with a non-empty message', (code) => {
    const { status, message } = errorCatalogue[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(message.trim()).not.toBe('');
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
