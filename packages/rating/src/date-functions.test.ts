import { describe, expect, it } from 'vitest';
import { RatingError, type RatingErrorCode } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';

const run = (source: string) => evaluateFormula(source, { today: '2024-06-15' });

/** The error a formula throws: code, detail and where (offset of the call or operator). */
function failure(source: string): {
  code: RatingErrorCode;
  detail: string;
  offset: number | undefined;
} {
  try {
    run(source);
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
    return { code: error.code, detail: error.detail, offset: error.position?.offset };
  }
  throw new Error(`${source} did not fail`);
}

describe('dates: invalid and out of range', () => {
  it('text dates must be real calendar dates', () => {
    for (const bad of [
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-01-32',
      '2023-02-29',
      '2024-04-31',
      '1899-12-31',
      '24-01-01',
      '2024-1-1',
      '',
    ]) {
      expect(failure(`1 + DATEVALUE("${bad}")`)).toEqual({
        code: 'INVALID_DATE',
        detail: `"${bad}" is not a date (YYYY-MM-DD)`,
        offset: 4,
      });
    }
    for (const good of [
      '2024-12-01',
      '2024-01-01',
      '2024-01-31',
      '2024-02-29',
      '1900-01-01',
      '9999-12-31',
      '2024-04-30',
    ]) {
      expect(run(`DATEVALUE("${good}")`)).toBe(good);
    }
  });

  it('DATE accepts years 1900 to 9999 and rolls months and days over', () => {
    expect(run('DATE(1900,1,1)')).toBe('1900-01-01');
    expect(run('DATE(9999,12,31)')).toBe('9999-12-31');
    expect(failure('DATE(1899,12,31)')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'Expected a whole number from 1900 to 9999',
      offset: 0,
    });
    expect(failure('DATE(10000,1,1)').code).toBe('INVALID_ARGUMENT');
    expect(failure('DATE(2024.5,1,1)').code).toBe('INVALID_ARGUMENT');
    expect(run('DATE(2024,13,1)')).toBe('2025-01-01');
    expect(run('DATE(2024,0,1)')).toBe('2023-12-01');
    expect(run('DATE(2024,-11,1)')).toBe('2023-01-01');
    expect(run('DATE(2024,-12,1)')).toBe('2022-12-01');
    expect(run('DATE(2024,1,0)')).toBe('2023-12-31');
    expect(run('DATE(2024,2,30)')).toBe('2024-03-01');
    expect(run('DATE(2023,2,29)')).toBe('2023-03-01');
    expect(failure('DATE(9999,12,32)')).toEqual({
      code: 'INVALID_DATE',
      detail: 'The date is out of range (1900-9999)',
      offset: 0,
    });
    expect(failure('DATE(1900,1,0)').code).toBe('INVALID_DATE');
    expect(failure('DATE(1900,0,1)').code).toBe('INVALID_DATE');
  });

  it('date arithmetic stays within 1900..9999 and moves by whole days', () => {
    expect(run('DATE(9999,12,30) + 1')).toBe('9999-12-31');
    expect(run('1 + DATE(9999,12,30)')).toBe('9999-12-31');
    expect(run('DATE(1900,1,2) - 1')).toBe('1900-01-01');
    expect(failure('DATE(9999,12,31) + 1')).toEqual({
      code: 'INVALID_DATE',
      detail: 'The date is out of range',
      offset: 17,
    });
    expect(failure('DATE(1900,1,1) - 1').code).toBe('INVALID_DATE');
    expect(failure('DATE(2024,1,1) + 0.5')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'Dates move by whole days only',
      offset: 15,
    });
    expect(failure('DATE(2024,1,1) + 3000001').code).toBe('INVALID_ARGUMENT');
    expect(failure('DATE(2024,1,1) - -3000001').code).toBe('INVALID_ARGUMENT');
    expect(run('DATE(2024,3,1) - DATE(2024,2,1)')).toBe('29');
    expect(failure('5 - DATE(2024,1,1)')).toEqual({
      code: 'TYPE_ERROR',
      detail: 'Cannot subtract a date from a number',
      offset: 2,
    });
    expect(failure('EDATE(DATE(9999,12,1), 1)')).toEqual({
      code: 'INVALID_DATE',
      detail: 'The date is out of range (1900-9999)',
      offset: 0,
    });
    expect(run('EDATE(DATE(9999,11,30), 1)')).toBe('9999-12-30');
    expect(run('EDATE(DATE(2024,1,31), 1)')).toBe('2024-02-29');
  });

  it('DATEDIF counts whole days, months and years, same day included', () => {
    expect(run('DATEDIF(DATE(2024,1,31), DATE(2024,1,31), "D")')).toBe('0');
    expect(run('DATEDIF(DATE(2024,1,31), DATE(2024,1,31), "M")')).toBe('0');
    expect(run('DATEDIF(DATE(2024,1,31), DATE(2024,1,31), "y")')).toBe('0');
    expect(run('DATEDIF(DATE(2023,6,15), DATE(2024,6,14), "Y")')).toBe('0');
    expect(run('DATEDIF(DATE(2023,6,15), DATE(2024,6,15), "Y")')).toBe('1');
    expect(run('DATEDIF(DATE(2023,6,15), DATE(2024,6,15), "m")')).toBe('12');
    expect(run('DATEDIF(DATE(2023,6,15), DATE(2024,6,14), "M")')).toBe('11');
    expect(run('DATEDIF(DATE(2024,1,1), DATE(2024,3,1), "D")')).toBe('60');
    expect(failure('DATEDIF(DATE(2024,1,2), DATE(2024,1,1), "D")')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'DATEDIF needs start on or before end',
      offset: 0,
    });
    expect(failure('1+DATEDIF(DATE(2024,1,1), DATE(2024,1,2), "W")')).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'DATEDIF unit must be "D", "M" or "Y"',
      offset: 2,
    });
  });

  it('PRORATA checks its term and period and names itself as the position', () => {
    const term = 'DATE(2024,1,1), DATE(2025,1,1)';
    expect(
      failure(`2*PRORATA(100, DATE(2024,1,1), DATE(2024,2,1), DATE(2024,1,1), DATE(2024,1,1))`),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'The term must end after it starts',
      offset: 2,
    });
    expect(
      failure(`PRORATA(100, DATE(2024,1,1), DATE(2024,2,1), DATE(2025,1,1), DATE(2024,1,1))`)
        .detail,
    ).toBe('The term must end after it starts');
    expect(failure(`PRORATA(100, DATE(2024,2,2), DATE(2024,2,1), ${term})`)).toEqual({
      code: 'INVALID_ARGUMENT',
      detail: 'The period must not end before it starts',
      offset: 0,
    });
    expect(failure(`PRORATA(100, "2024-02-30", DATE(2024,3,1), ${term})`).code).toBe(
      'INVALID_DATE',
    );
    expect(failure(`PRORATA("x", DATE(2024,2,1), DATE(2024,3,1), ${term})`).code).toBe(
      'TYPE_ERROR',
    );
    expect(run(`PRORATA(366, DATE(2024,2,1), DATE(2024,2,2), ${term})`)).toBe('1');
    expect(
      run(`PRORATA(100, DATE(2024,2,1), DATE(2024,2,1), DATE(2024,2,1), DATE(2024,2,2))`),
    ).toBe('0');
    expect(
      run(`PRORATA(100, DATE(2024,2,1), DATE(2024,2,2), DATE(2024,2,1), DATE(2024,2,2))`),
    ).toBe('100');
    expect(run(`PRORATA(0.015, ${term}, ${term})`)).toBe('0.02');
    expect(run(`PRORATA(100, DATE(2024,1,1), DATE(2024,4,1), ${term})`)).toBe('24.86');
  });

  it('TODAY is the caller\u2019s date and date parts read back', () => {
    expect(run('TODAY()')).toBe('2024-06-15');
    expect(run('YEAR(TODAY()) * 10000 + MONTH(TODAY()) * 100 + DAY(TODAY())')).toBe('20240615');
    expect(run('DAYS(DATE(2024,6,15), DATE(2024,6,1))')).toBe('14');
    expect(run('DAYS(DATE(2024,6,1), DATE(2024,6,15))')).toBe('-14');
  });
});
