import { describe, expect, it } from 'vitest';
import { RatingError } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';

const operators = ['=', '<>', '<', '<=', '>', '>='] as const;
const holds = (operator: (typeof operators)[number], order: number): boolean =>
  ({
    '=': order === 0,
    '<>': order !== 0,
    '<': order < 0,
    '<=': order <= 0,
    '>': order > 0,
    '>=': order >= 0,
  })[operator];

/** Pairs written so that `low` orders before `high`, of each kind and across kinds. */
const pairs: readonly { name: string; low: string; high: string }[] = [
  { name: 'numbers', low: '24', high: '25' },
  { name: 'negative numbers', low: '-25', high: '-24' },
  {
    name: 'decimals in the last digit',
    low: '0.1234567890123456789012345678901233',
    high: '0.1234567890123456789012345678901234',
  },
  { name: 'text, ignoring case', low: '"apple"', high: '"Banana"' },
  { name: 'text prefixes', low: '"ab"', high: '"abc"' },
  { name: 'booleans', low: 'FALSE', high: 'TRUE' },
  { name: 'dates', low: 'DATE(2024,2,28)', high: 'DATE(2024,2,29)' },
  { name: 'a number and numeric text', low: '999', high: '"1000"' },
  { name: 'numeric text and a number', low: '"999"', high: '1000' },
  { name: 'a date and date text', low: 'DATE(2024,1,1)', high: '"2024-01-02"' },
  { name: 'date text and a date', low: '"2024-01-01"', high: 'DATE(2024,1,2)' },
  { name: 'blank and a positive number', low: 'BLANK()', high: '0.01' },
  { name: 'a negative number and blank', low: '-0.01', high: 'BLANK()' },
  { name: 'blank and text', low: 'BLANK()', high: '"a"' },
  { name: 'blank and TRUE', low: 'BLANK()', high: 'TRUE' },
  { name: 'blank and a date', low: 'BLANK()', high: 'DATE(1900,1,1)' },
];

/** Pairs that are equal although written differently. */
const equals: readonly [string, string][] = [
  ['25', '25'],
  ['25', '25.000'],
  ['-0', '0'],
  ['"Abc"', '"aBC"'],
  ['TRUE', 'TRUE'],
  ['DATE(2024,3,1)', 'DATE(2024,2,30)'],
  ['25', '"25"'],
  ['"25.0"', '25'],
  ['DATE(2024,1,1)', '"2024-01-01"'],
  ['BLANK()', 'BLANK()'],
  ['BLANK()', '0'],
  ['0', 'BLANK()'],
  ['BLANK()', '""'],
  ['BLANK()', 'FALSE'],
];

describe('comparisons at, below and above equality', () => {
  for (const { name, low, high } of pairs) {
    it(`orders ${name}`, () => {
      for (const operator of operators) {
        expect(evaluateFormula(`${low} ${operator} ${high}`), `${low} ${operator} ${high}`).toBe(
          holds(operator, -1),
        );
        expect(evaluateFormula(`${high} ${operator} ${low}`), `${high} ${operator} ${low}`).toBe(
          holds(operator, 1),
        );
        expect(evaluateFormula(`${high} ${operator} ${high}`), `${high} ${operator} ${high}`).toBe(
          holds(operator, 0),
        );
      }
    });
  }

  it('treats values written differently as equal', () => {
    for (const [a, b] of equals) {
      for (const operator of operators) {
        expect(evaluateFormula(`${a} ${operator} ${b}`), `${a} ${operator} ${b}`).toBe(
          holds(operator, 0),
        );
      }
    }
  });

  it('= and <> answer for values that cannot be ordered; the others refuse them at the operator', () => {
    const unordered: [string, string, string][] = [
      ['1', '"abc"', 'number with text'],
      ['"abc"', '1', 'text with number'],
      ['TRUE', '1', 'boolean with number'],
      ['DATE(2024,1,1)', '"not a date"', 'date with text'],
      ['DATE(2024,1,1)', '5', 'date with number'],
    ];
    for (const [a, b, what] of unordered) {
      expect(evaluateFormula(`${a} = ${b}`)).toBe(false);
      expect(evaluateFormula(`${a} <> ${b}`)).toBe(true);
      for (const operator of ['<', '<=', '>', '>='] as const) {
        const source = `${a} ${operator} ${b}`;
        try {
          evaluateFormula(source);
          expect.unreachable(`${source} should fail`);
        } catch (error) {
          expect(error).toBeInstanceOf(RatingError);
          expect(error).toMatchObject({
            code: 'TYPE_ERROR',
            detail: `Cannot compare ${what}`,
            position: { offset: a.length + 1 },
          });
        }
      }
    }
  });

  it('IN uses the same equality', () => {
    expect(evaluateFormula('IN(25, 24, "25")')).toBe(true);
    expect(evaluateFormula('IN(25, 24, 26)')).toBe(false);
    expect(evaluateFormula('IN("a", "A")')).toBe(true);
  });
});
