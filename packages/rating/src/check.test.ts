import { describe, expect, it } from 'vitest';
import { checkFormulaSet, suggestions } from './check.ts';
import { RatingError } from './errors.ts';
import { dependencyOrder, describeCycle, referencesOf } from './references.ts';
import { piVersion, property } from './testing/pi-product.ts';
import type { RatingVersion } from './types.ts';

const formulas = (...pairs: [string, string][]): RatingVersion => ({
  propertyFormulas: pairs.map(([name, formula]) => property(name, formula)),
});

describe('referencesOf', () => {
  it('lists distinct names in first-use order, including dotted paths', () => {
    expect(referencesOf('IF(a > b, vehicle.value * a, SUM(claims.amount))')).toEqual([
      'a',
      'b',
      'vehicle.value',
      'claims.amount',
    ]);
    expect(referencesOf('ROUND(1.5, 0) & "text"')).toEqual([]);
  });

  it('throws a positioned RatingError for bad syntax', () => {
    expect(() => referencesOf('a +* b')).toThrow(RatingError);
  });
});

describe('dependencyOrder', () => {
  it('puts dependencies first and keeps declaration order otherwise', () => {
    const graph = new Map([
      ['total', ['net', 'tax']],
      ['tax', ['net']],
      ['net', []],
      ['other', []],
    ]);
    expect(dependencyOrder(graph)).toEqual({ order: ['net', 'tax', 'total', 'other'], cycles: [] });
  });

  it('reports each cycle once as a closed path', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['c']],
      ['d', ['a']],
    ]);
    const { cycles } = dependencyOrder(graph);
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['c', 'c'],
    ]);
    expect(describeCycle(['a', 'b', 'a'])).toBe('Circular reference: a → b → a');
  });

  it('handles long chains without recursion', () => {
    const graph = new Map(
      Array.from({ length: 20000 }, (_, i) => [`f${i}`, i === 0 ? [] : [`f${i - 1}`]] as const),
    );
    expect(dependencyOrder(graph).order[19999]).toBe('f19999');
  });
});

describe('checkFormulaSet', () => {
  it('accepts the sample product and returns the evaluation order and field references', () => {
    const result = checkFormulaSet(piVersion, {
      fields: [
        'turnover',
        'profession',
        'limitOfIndemnity',
        'yearsTrading',
        'business',
        'claims',
        'note',
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.order.indexOf('rawPremium')).toBeLessThan(result.order.indexOf('basePremium'));
    expect(result.fieldReferences).toEqual(
      expect.arrayContaining(['turnover', 'business.name', 'claims', 'claims.amount']),
    );
  });

  it('reports syntax errors with positions', () => {
    const result = checkFormulaSet(formulas(['a', 'ROUND(1,'], ['b', '1 + )']));
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: 'SYNTAX_ERROR',
        source: 'a',
        position: { offset: 8, line: 1, column: 9 },
      }),
      expect.objectContaining({
        code: 'SYNTAX_ERROR',
        source: 'b',
        message: 'Unexpected ")" at line 1, column 5',
      }),
    ]);
  });

  it('reports cycles naming the formulas', () => {
    const result = checkFormulaSet(
      formulas(['a', 'b + 1'], ['b', 'c * 2'], ['c', 'a'], ['d', 'd']),
    );
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'Circular reference: a → b → c → a',
      'Circular reference: d → d',
    ]);
  });

  it('reports unknown references only when the form fields are known', () => {
    const set = formulas(
      ['a', 'turnover * rate'],
      ['rate', '0.1'],
      ['b', 'inceptionDate + tunrover'],
    );
    expect(checkFormulaSet(set).ok).toBe(true);
    const result = checkFormulaSet(set, { fields: ['turnover'] });
    expect(result.issues).toEqual([
      {
        code: 'UNKNOWN_REFERENCE',
        message: 'Unknown name "tunrover" at line 1, column 17',
        source: 'b',
        position: { offset: 16, line: 1, column: 17 },
      },
    ]);
  });

  it('reports unknown functions, argument counts, datasets and columns', () => {
    const set: RatingVersion = {
      ...formulas(
        ['a', 'FOO(1)'],
        ['b', 'ROUND()'],
        ['c', 'LOOKUP("nope", "k", 1, "v")'],
        ['d', 'LOOKUP("t", "k", 1, "zzz")'],
      ),
      datasets: [{ name: 't', columns: ['k', 'v'], rows: [[1, 2]] }],
    };
    expect(checkFormulaSet(set).issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['UNKNOWN_FUNCTION', 'Unknown function FOO at line 1, column 1'],
      ['WRONG_ARGUMENT_COUNT', 'ROUND takes 1 to 2 arguments, got 0 at line 1, column 1'],
      ['UNKNOWN_DATASET', 'Unknown dataset "nope" at line 1, column 8'],
      ['UNKNOWN_COLUMN', 'Dataset "t" has no column "zzz" at line 1, column 21'],
    ]);
  });

  it('rejects bad, reserved, duplicate and context names', () => {
    const result = checkFormulaSet(
      formulas(
        ['1abc', '1'],
        ['constructor', '1'],
        ['x', '1'],
        ['x', '2'],
        ['today', '1'],
        ['TRUE', '1'],
      ),
    );
    expect(result.issues.map((issue) => issue.code)).toEqual([
      'INVALID_NAME',
      'INVALID_NAME',
      'DUPLICATE_NAME',
      'INVALID_NAME',
      'INVALID_NAME',
    ]);
  });

  it('checks rule messages and conditions', () => {
    const result = checkFormulaSet(
      {
        propertyFormulas: [],
        rules: [
          {
            id: 1,
            name: 'r',
            condition: 'x >',
            outcome: 'refer',
            message: 'ok',
            visibleToBroker: true,
          },
          {
            id: 2,
            name: 's',
            condition: 'TRUE',
            outcome: 'refer',
            message: 'bad {{__proto__}}',
            visibleToBroker: true,
          },
          {
            id: 3,
            name: 't',
            condition: 'TRUE',
            outcome: 'explode' as never,
            message: '{{ y }}',
            visibleToBroker: true,
          },
        ],
      },
      { fields: ['x'] },
    );
    expect(result.issues.map((issue) => [issue.code, issue.source])).toEqual([
      ['SYNTAX_ERROR', 'rule r'],
      ['SYNTAX_ERROR', 'rule s'],
      ['INVALID_VERSION', 'rule t'],
      ['UNKNOWN_REFERENCE', 'rule t'],
    ]);
  });
});

describe('suggestions', () => {
  it('offers formulas, context values, fields, functions and datasets', () => {
    const all = suggestions(piVersion, { fields: ['turnover'], editing: 'basePremium' });
    const kinds = new Set(all.map((s) => s.kind));
    expect(kinds).toEqual(
      new Set(['formula', 'underwriting', 'context', 'field', 'function', 'dataset']),
    );
    expect(all.some((s) => s.name === 'basePremium')).toBe(false);
    expect(all.find((s) => s.name === 'ROUND')?.insert).toBe('ROUND(');
    expect(all.find((s) => s.name === 'turnoverBands')?.insert).toBe('"turnoverBands"');
  });

  it('filters by prefix, ignoring case', () => {
    expect(suggestions(piVersion, { prefix: 'ro' }).map((s) => s.name)).toEqual([
      'ROUND',
      'ROUNDUP',
      'ROUNDDOWN',
    ]);
  });
});
