import { describe, expect, it } from 'vitest';
import { D, decimalText, parseDecimal } from './decimal.ts';
import { RatingError } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';

describe('decimal text', () => {
  it('parses strict decimal text, trimmed, up to 80 characters', () => {
    expect(parseDecimal(' 12.50 ')?.toFixed()).toBe('12.5');
    expect(parseDecimal('-0.5')?.toFixed()).toBe('-0.5');
    expect(parseDecimal('+3')?.toFixed()).toBe('3');
    expect(parseDecimal('.25')?.toFixed()).toBe('0.25');
    expect(parseDecimal('.125')?.toFixed()).toBe('0.125');
    expect(parseDecimal('7.')?.toFixed()).toBe('7');
    expect(parseDecimal('1'.repeat(80))).toBeDefined();
    expect(parseDecimal('1'.repeat(81))).toBeUndefined();
    for (const bad of [
      '',
      '   ',
      '.',
      '.a',
      '.5a',
      '1e3',
      '1,000',
      '0x10',
      'NaN',
      'Infinity',
      '--1',
      '1 2',
    ]) {
      expect(parseDecimal(bad), bad).toBeUndefined();
    }
  });

  it('prints without exponent or trailing zeros, -0 as 0', () => {
    expect(decimalText(new D('-0'))).toBe('0');
    expect(decimalText(new D('0'))).toBe('0');
    expect(decimalText(new D('1e-39'))).toBe(`0.${'0'.repeat(38)}1`);
    expect(decimalText(new D('1.50'))).toBe('1.5');
    expect(decimalText(new D('1e59'))).toBe(`1${'0'.repeat(59)}`);
  });
});

describe('operator errors carry their detail and position', () => {
  const failure = (source: string, limits = {}) => {
    try {
      evaluateFormula(source, { limits });
    } catch (error) {
      if (error instanceof RatingError)
        return { code: error.code, detail: error.detail, offset: error.position?.offset };
      throw error;
    }
    throw new Error(`${source} did not fail`);
  };

  it('underflow, 0 to a negative power, text length', () => {
    expect(failure('1 + 0.1^61')).toEqual({
      code: 'NUMBER_OVERFLOW',
      detail: 'The result is too small',
      offset: 7,
    });
    expect(failure('1 + 0^-1')).toEqual({
      code: 'DIVISION_BY_ZERO',
      detail: 'Division by zero',
      offset: 5,
    });
    const limits = { maxTextLength: 5 };
    expect(evaluateFormula('"ab" & "cde"', { limits })).toBe('abcde');
    expect(failure('"ab" & "cdef"', limits)).toEqual({
      code: 'TEXT_TOO_LONG',
      detail: 'Text longer than 5 characters',
      offset: 5,
    });
  });

  it('a full-term PRORATA gives the amount itself, not amount × days / days re-rounded', () => {
    // a × 3 needs 35 digits and rounds up to 0.015, which would round to 0.01; a itself rounds to 0.00.
    const a = '0.004999999999999999999999999999999999';
    const term = 'DATE(2024,1,1), DATE(2024,1,4)';
    expect(evaluateFormula(`PRORATA(${a}, ${term}, ${term})`)).toBe('0');
  });
});
