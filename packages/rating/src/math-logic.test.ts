import { describe, expect, it } from 'vitest';
import { RatingError } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';

const data = { empty: null, amounts: [5, null, -2], flags: [true, false] };
const run = (source: string) => evaluateFormula(source, { data });
function failure(source: string) {
  try {
    run(source);
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
    return { code: error.code, detail: error.detail, offset: error.position?.offset };
  }
  throw new Error(`${source} did not fail`);
}

describe('math and logic functions at their edges', () => {
  it('ROUND, ROUNDUP and ROUNDDOWN take places from -30 to 30', () => {
    expect(run('ROUND(1.5, 30)')).toBe('1.5');
    expect(run('ROUND(123, -30)')).toBe('0');
    expect(run('ROUNDUP(123, -30)')).toBe('1000000000000000000000000000000');
    expect(failure('ROUND(1, 31)')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'Expected a whole number from -30 to 30',
      offset: 0,
    });
    expect(failure('1+ROUND(1, -31)')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'Expected a whole number from -30 to 30',
      offset: 2,
    });
    expect(run('ROUNDUP(1201, -2)')).toBe('1300');
    expect(run('ROUNDDOWN(1299, -2)')).toBe('1200');
    expect(run('ROUNDUP(-1201, -2)')).toBe('-1300');
    expect(run('ROUND(-1250, -2)')).toBe('-1300');
    expect(run('ROUND(1249.99, -2)')).toBe('1200');
    expect(run('ROUNDDOWN(2.9)')).toBe('2');
    expect(run('ROUNDUP(2.1)')).toBe('3');
    expect(run('ROUND(empty)')).toBe('0');
  });

  it('MIN and MAX skip blanks and give 0 only when nothing is left', () => {
    expect(run('MIN(empty, 5)')).toBe('5');
    expect(run('MAX(empty, -5)')).toBe('-5');
    expect(run('MIN(amounts)')).toBe('-2');
    expect(run('MAX(amounts)')).toBe('5');
    expect(run('MIN(empty, empty)')).toBe('0');
    expect(run('MAX(empty)')).toBe('0');
    expect(run('MIN(2, 2)')).toBe('2');
    expect(failure('MIN(1, "x")')).toMatchObject({ code: 'TYPE_ERROR', offset: 0 });
  });

  it('SUM and COUNT skip blanks; SUM overflows like +', () => {
    expect(run('SUM(amounts, empty, 1)')).toBe('4');
    expect(run('SUM(empty)')).toBe('0');
    expect(run('COUNT(amounts, empty)')).toBe('2');
    expect(run('COUNT(empty)')).toBe('0');
    expect(run('COUNT(flags)')).toBe('2');
    expect(failure('SUM(6*10^60, 6*10^60)')).toMatchObject({
      code: 'NUMBER_OVERFLOW',
      detail: 'The result is too large',
      offset: 0,
    });
  });

  it('-0 prints as 0 and equals 0', () => {
    expect(run('-0')).toBe('0');
    expect(run('0 * -1')).toBe('0');
    expect(run('ABS(-0)')).toBe('0');
    expect(run('-0 = 0')).toBe(true);
    expect(run('ROUND(-0.001, 2)')).toBe('0');
    expect(run('-0 & ""')).toBe('0');
  });

  it('AND, OR and NOT accept TRUE, FALSE and blank, and name the offending argument otherwise', () => {
    expect(run('AND(TRUE, TRUE)')).toBe(true);
    expect(run('AND(TRUE, empty)')).toBe(false);
    expect(run('OR(FALSE, empty)')).toBe(false);
    expect(run('OR(FALSE, TRUE)')).toBe(true);
    expect(run('NOT(empty)')).toBe(true);
    expect(run('NOT(TRUE)')).toBe(false);
    expect(failure('AND(TRUE, 1)')).toMatchObject({ code: 'TYPE_ERROR', offset: 0 });
    expect(failure('OR(FALSE, "yes")')).toMatchObject({ code: 'TYPE_ERROR', offset: 0 });
    expect(failure('IF(1, 2, 3)')).toMatchObject({ code: 'TYPE_ERROR', offset: 0 });
    expect(run('IF(FALSE, 1)')).toBeNull();
    expect(run('IF(TRUE, 1)')).toBe('1');
    expect(run('IF(empty, 1, 2)')).toBe('2');
  });

  it('IN compares against every candidate, lists flattened', () => {
    expect(run('IN(-2, amounts)')).toBe(true);
    expect(run('IN(3, amounts)')).toBe(false);
    expect(run('IN(empty, amounts)')).toBe(true);
    expect(run('IN("x", "y", "X")')).toBe(true);
    expect(run('ISBLANK(BLANK())')).toBe(true);
    expect(run('ISBLANK(0)')).toBe(false);
  });

  it('MOD needs a non-zero divisor and reads blanks as 0', () => {
    expect(failure('2*MOD(5, empty)')).toEqual({
      code: 'DIVISION_BY_ZERO',
      detail: 'Division by zero',
      offset: 2,
    });
    expect(run('MOD(empty, 3)')).toBe('0');
    expect(run('MOD(-6, 3)')).toBe('0');
  });

  it('arithmetic reads booleans, blanks and numeric text as numbers', () => {
    expect(run('TRUE + TRUE')).toBe('2');
    expect(run('empty + 1')).toBe('1');
    expect(run('"2.5" * 2')).toBe('5');
    expect(run('50%')).toBe('0.5');
    expect(run('+"3"')).toBe('3');
    expect(failure('1 + "x"')).toMatchObject({ code: 'TYPE_ERROR', offset: 2 });
    expect(failure('1 / 0')).toEqual({
      code: 'DIVISION_BY_ZERO',
      detail: 'Division by zero',
      offset: 2,
    });
    expect(failure('(-8) ^ 0.5')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'The result is not a number',
      offset: 5,
    });
    expect(run('"a" & 1 & TRUE & empty')).toBe('a1TRUE');
  });
});
