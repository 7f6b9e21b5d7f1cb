import { describe, expect, it } from 'vitest';
import { RatingError, type RatingErrorCode } from './errors.ts';
import { evaluateFormula, type EvaluateOptions } from './evaluate-formula.ts';
import { listFunctions } from './functions.ts';

const datasets = [
  {
    name: 'occupations',
    columns: ['code', 'label', 'loading'],
    rows: [
      ['ACC', 'Accountant', 1],
      ['ENG', 'Engineer', '1.25'],
      ['LAW', 'Lawyer', null],
    ],
  },
  {
    name: 'turnoverBands',
    columns: ['from', 'rate'],
    rows: [
      [250000, 0.011],
      [0, 0.012],
      [1000000, 0.009],
    ],
  },
];
const data = {
  turnover: 300000,
  turnoverText: '1500000',
  name: 'Acme Pty Ltd',
  started: '2020-02-29',
  claims: [
    { amount: 1000.1, open: true },
    { amount: 250.2, open: false },
    { amount: null, open: true },
  ],
  business: { address: { state: 'NSW' } },
  empty: null,
};
const options: EvaluateOptions = { data, datasets, today: '2024-06-15' };
const run = (source: string) => evaluateFormula(source, options);

function codeOf(source: string): RatingErrorCode {
  try {
    run(source);
  } catch (error) {
    if (error instanceof RatingError) return error.code;
    throw error;
  }
  throw new Error(`expected ${source} to fail`);
}

describe('operators', () => {
  it.each([
    ['1 + 2', '3'],
    ['0.1 + 0.2', '0.3'],
    ['5 - 7', '-2'],
    ['1.1 * 1.1', '1.21'],
    ['1 / 4', '0.25'],
    // 34 significant digits, not exact thirds: formulas round where money is meant (documented).
    ['1 / 3 * 3', '0.9999999999999999999999999999999999'],
    ['ROUND(1 / 3 * 3, 2)', '1'],
    ['2 ^ 10', '1024'],
    ['4 ^ 0.5', '2'],
    ['-2 ^ 2', '-4'],
    ['-(3)', '-3'],
    ['12.5%', '0.125'],
    ['"a" & 1 & TRUE', 'a1TRUE'],
    ['turnoverText * 2', '3000000'],
    ['empty + 1', '1'],
    ['TRUE + TRUE', '2'],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it.each([
    ['1 = 1', true],
    ['1 = 1.0', true],
    ['"abc" = "ABC"', true],
    ['1 <> 2', true],
    ['"a" < "b"', true],
    ['2 <= 2', true],
    ['3 > 2', true],
    ['2 >= 3', false],
    ['turnoverText > 1000000', true],
    ['"x" = 1', false],
    ['"x" <> 1', true],
    ['empty = 0', true],
    ['empty = ""', true],
    ['DATE(2024,1,2) > DATE(2024,1,1)', true],
    ['DATE(2024,1,1) = "2024-01-01"', true],
    ['TRUE > FALSE', true],
  ])('%s is %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('does date arithmetic in whole days', () => {
    expect(run('DATE(2024,2,28) + 2')).toBe('2024-03-01');
    expect(run('DATE(2024,3,1) - 1')).toBe('2024-02-29');
    expect(run('DATE(2025,1,1) - DATE(2024,1,1)')).toBe('366');
    expect(codeOf('DATE(2024,1,1) + 0.5')).toBe('INVALID_ARGUMENT');
    expect(codeOf('1 - DATE(2024,1,1)')).toBe('TYPE_ERROR');
  });

  it.each<[string, RatingErrorCode]>([
    ['1 / 0', 'DIVISION_BY_ZERO'],
    ['"abc" * 2', 'TYPE_ERROR'],
    ['"x" < 1', 'TYPE_ERROR'],
    ['10 ^ 100', 'NUMBER_OVERFLOW'],
    ['(-8) ^ 0.5', 'INVALID_ARGUMENT'],
    ['claims + 1', 'TYPE_ERROR'],
    ['name.first', 'TYPE_ERROR'],
  ])('%s fails with %s', (source, code) => {
    expect(codeOf(source)).toBe(code);
  });
});

describe('logic functions', () => {
  it('IF takes the branch and leaves the other unevaluated', () => {
    expect(run('IF(turnover > 100, "big", 1/0)')).toBe('big');
    expect(run('IF(FALSE, 1)')).toBeNull();
    expect(run('IF(empty, 1, 2)')).toBe('2');
    expect(codeOf('IF(1, 2, 3)')).toBe('TYPE_ERROR');
  });

  it('AND and OR short-circuit', () => {
    expect(run('AND(TRUE, 1 < 2)')).toBe(true);
    expect(run('AND(FALSE, 1/0)')).toBe(false);
    expect(run('OR(TRUE, 1/0)')).toBe(true);
    expect(run('OR(FALSE, FALSE)')).toBe(false);
  });

  it('NOT, ISBLANK, COALESCE, BLANK, IN', () => {
    expect(run('NOT(FALSE)')).toBe(true);
    expect(run('ISBLANK(empty)')).toBe(true);
    expect(run('ISBLANK(missingField)')).toBe(true);
    expect(run('ISBLANK("")')).toBe(false);
    expect(run('COALESCE(empty, missing, 7, 1/0)')).toBe('7');
    expect(run('COALESCE(empty)')).toBeNull();
    expect(run('BLANK()')).toBeNull();
    expect(run('IN(business.address.state, "VIC", "nsw")')).toBe(true);
    expect(run('IN(3, 1, 2)')).toBe(false);
    expect(run('IN(250.2, claims.amount)')).toBe(true);
  });
});

describe('math functions', () => {
  it.each([
    ['ROUND(2.345, 2)', '2.35'],
    ['ROUND(-2.345, 2)', '-2.35'],
    ['ROUND(2.5)', '3'],
    ['ROUND(1234.5, -2)', '1200'],
    ['ROUND(1250, -2)', '1300'],
    ['ROUNDUP(2.341, 2)', '2.35'],
    ['ROUNDUP(-2.341, 2)', '-2.35'],
    ['ROUNDDOWN(2.349, 2)', '2.34'],
    ['ROUNDDOWN(-2.349, 2)', '-2.34'],
    ['MIN(3, 1, 2)', '1'],
    ['MAX(3, claims.amount)', '1000.1'],
    ['MIN(empty)', '0'],
    ['SUM(1, 2, 3)', '6'],
    ['SUM(claims.amount)', '1250.3'],
    ['COUNT(claims)', '3'],
    ['COUNT(claims.amount)', '2'],
    ['COUNT(1, empty, "x")', '2'],
    ['ABS(-4.5)', '4.5'],
    ['MOD(7, 3)', '1'],
    ['MOD(-7, 3)', '2'],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('checks decimal places and divisors', () => {
    expect(codeOf('ROUND(1, 0.5)')).toBe('INVALID_ARGUMENT');
    expect(codeOf('ROUND(1, 99)')).toBe('INVALID_ARGUMENT');
    expect(codeOf('MOD(1, 0)')).toBe('DIVISION_BY_ZERO');
    expect(codeOf('SUM(claims)')).toBe('TYPE_ERROR');
  });
});

describe('text functions', () => {
  it.each([
    ['LEN(name)', '12'],
    ['LEN("héllo")', '5'],
    ['UPPER(name)', 'ACME PTY LTD'],
    ['LOWER("ABC")', 'abc'],
    ['VALUE("12.50")', '12.5'],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('CONTAINS ignores case', () => {
    expect(run('CONTAINS(name, "pty")')).toBe(true);
    expect(run('CONTAINS(name, "inc")')).toBe(false);
  });
});

describe('date functions', () => {
  it.each([
    ['DATE(2024, 2, 29)', '2024-02-29'],
    ['DATE(2024, 13, 1)', '2025-01-01'],
    ['DATE(2024, 0, 1)', '2023-12-01'],
    ['DATE(2024, 3, 0)', '2024-02-29'],
    ['TODAY()', '2024-06-15'],
    ['YEAR(started)', '2020'],
    ['MONTH(started)', '2'],
    ['DAY(started)', '29'],
    ['DATEVALUE("2024-01-05")', '2024-01-05'],
    ['DAYS("2024-03-01", "2024-02-01")', '29'],
    ['EDATE("2024-01-31", 1)', '2024-02-29'],
    ['EDATE(started, 12)', '2021-02-28'],
    ['EDATE("2024-03-31", -1)', '2024-02-29'],
    ['DATEDIF("2024-01-15", "2024-03-14", "M")', '1'],
    ['DATEDIF("2024-01-15", "2024-03-15", "M")', '2'],
    ['DATEDIF(started, TODAY(), "Y")', '4'],
    ['DATEDIF("2024-01-01", "2024-12-31", "d")', '365'],
    ['PRORATA(1000, "2024-07-01", "2025-01-01", "2024-01-01", "2025-01-01")', '502.73'],
  ])('%s = %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('rejects impossible dates and units', () => {
    expect(codeOf('DATEVALUE("2023-02-29")')).toBe('INVALID_DATE');
    expect(codeOf('YEAR("yesterday")')).toBe('INVALID_DATE');
    expect(codeOf('DATE(1800, 1, 1)')).toBe('INVALID_ARGUMENT');
    expect(codeOf('DATEDIF("2024-02-01", "2024-01-01", "M")')).toBe('INVALID_ARGUMENT');
    expect(codeOf('DATEDIF("2024-01-01", "2024-02-01", "W")')).toBe('INVALID_ARGUMENT');
    expect(codeOf('YEAR(5)')).toBe('TYPE_ERROR');
  });
});

describe('dataset functions', () => {
  it('LOOKUP finds the first matching row, loosely on type and case', () => {
    expect(run('LOOKUP("occupations", "code", "eng", "loading")')).toBe('1.25');
    expect(run('LOOKUP("occupations", "code", "ACC", "label")')).toBe('Accountant');
    expect(run('LOOKUP("occupations", "code", "LAW", "loading")')).toBeNull();
    expect(run('LOOKUP("occupations", "code", "XYZ", "loading", 2)')).toBe('2');
  });

  it('BAND picks the largest lower bound at or below the value, in any row order', () => {
    expect(run('BAND("turnoverBands", "from", turnover, "rate")')).toBe('0.011');
    expect(run('BAND("turnoverBands", "from", 249999.99, "rate")')).toBe('0.012');
    expect(run('BAND("turnoverBands", "from", 1000000, "rate")')).toBe('0.009');
    expect(run('BAND("turnoverBands", "from", -1, "rate", 0)')).toBe('0');
  });

  it.each<[string, RatingErrorCode]>([
    ['LOOKUP("occupations", "code", "XYZ", "loading")', 'LOOKUP_NOT_FOUND'],
    ['BAND("turnoverBands", "from", -1, "rate")', 'LOOKUP_NOT_FOUND'],
    ['LOOKUP("nope", "code", "ACC", "label")', 'UNKNOWN_DATASET'],
    ['LOOKUP("occupations", "nope", "ACC", "label")', 'UNKNOWN_COLUMN'],
    ['BAND("occupations", "code", 1, "label")', 'TYPE_ERROR'],
  ])('%s fails with %s', (source, code) => {
    expect(codeOf(source)).toBe(code);
  });
});

describe('calls', () => {
  it('rejects unknown functions and wrong argument counts with positions', () => {
    expect(() => run('1 + NOPE(1)')).toThrow('Unknown function NOPE at line 1, column 5');
    expect(() => run('ROUND()')).toThrow('ROUND takes 1 to 2 arguments, got 0 at line 1, column 1');
    expect(() => run('NOT(1, 2)')).toThrow('NOT takes 1 argument, got 2');
    expect(() => run('SUM()')).toThrow('SUM takes at least 1 argument, got 0');
  });

  it('lists every function with a signature', () => {
    const names = listFunctions().map((fn) => fn.name);
    for (const name of [
      'IF',
      'AND',
      'OR',
      'NOT',
      'ROUND',
      'ROUNDUP',
      'ROUNDDOWN',
      'MIN',
      'MAX',
      'SUM',
      'ABS',
      'ISBLANK',
      'COALESCE',
      'LEN',
      'UPPER',
      'LOWER',
      'CONTAINS',
      'IN',
      'LOOKUP',
      'BAND',
      'COUNT',
      'DATE',
      'TODAY',
      'YEAR',
      'MONTH',
      'DAY',
      'DAYS',
      'EDATE',
      'DATEDIF',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('paths and limits', () => {
  it('reads nested records and projects lists', () => {
    expect(run('business.address.state')).toBe('NSW');
    expect(run('business.missing.deeper')).toBeNull();
    expect(run('claims.open')).toEqual([true, false, true]);
  });

  it('stops runaway text growth and step use', () => {
    expect(() => evaluateFormula('"ab" & "cd"', { limits: { maxTextLength: 3 } })).toThrow(
      RatingError,
    );
    expect(() => evaluateFormula('1+1+1+1', { limits: { maxSteps: 3 } })).toThrow(
      'Evaluation exceeded 3 steps',
    );
  });
});

describe('the function catalogue editors show', () => {
  it('lists every function with its exact signature and description', () => {
    expect(listFunctions()).toMatchSnapshot();
  });
});
