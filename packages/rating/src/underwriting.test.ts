import { describe, expect, it } from 'vitest';
import { checkFormulaSet } from './check.ts';
import { rate } from './rate.ts';
import { piContext, property } from './testing/pi-product.ts';
import type { RatingVersion, UnderwritingStep } from './types.ts';

const drivers = [
  { name: 'Ann', age: 17, points: 0 },
  { name: 'Bob', age: 45, points: 3 },
  { name: 'Cy', age: 70, points: 1 },
];

function versionWith(steps: readonly UnderwritingStep[], base = '100'): RatingVersion {
  return {
    propertyFormulas: [property('basePremium', base, { dataType: 'currency' })],
    underwritingFormulas: [{ name: 'uw', steps }],
  };
}

const uwValue = (steps: readonly UnderwritingStep[], proposal = { drivers }) =>
  rate(versionWith(steps), proposal, piContext).underwriting[0]?.value;

describe('underwriting steps', () => {
  it('set and return', () => {
    expect(
      uwValue([
        { type: 'set', variable: 'x', expression: '2' },
        { type: 'return', expression: 'x * 21' },
      ]),
    ).toBe('42');
  });

  it('if / else', () => {
    const steps: UnderwritingStep[] = [
      {
        type: 'if',
        condition: 'COUNT(drivers) > 2',
        then: [{ type: 'return', expression: '"many"' }],
        else: [{ type: 'return', expression: '"few"' }],
      },
    ];
    expect(uwValue(steps)).toBe('many');
    expect(uwValue(steps, { drivers: [] })).toBe('few');
  });

  it('forEach accumulates over a repeating group and restores the item variable', () => {
    const steps: UnderwritingStep[] = [
      { type: 'set', variable: 'loading', expression: '0' },
      {
        type: 'forEach',
        list: 'drivers',
        item: 'driver',
        steps: [
          {
            type: 'if',
            condition: 'OR(driver.age < 25, driver.age > 65)',
            then: [{ type: 'set', variable: 'loading', expression: 'loading + 10' }],
          },
          { type: 'set', variable: 'loading', expression: 'loading + driver.points * 5' },
        ],
      },
      { type: 'return', expression: 'loading & "/" & ISBLANK(driver)' },
    ];
    expect(uwValue(steps)).toBe('40/TRUE');
  });

  it('return inside a loop ends the whole formula', () => {
    const steps: UnderwritingStep[] = [
      {
        type: 'forEach',
        list: 'drivers',
        item: 'd',
        steps: [
          {
            type: 'if',
            condition: 'd.points > 2',
            then: [{ type: 'return', expression: 'd.name' }],
          },
        ],
      },
      { type: 'return', expression: '"none"' },
    ];
    expect(uwValue(steps)).toBe('Bob');
  });

  it('find takes the first matching item, or blank', () => {
    const steps: UnderwritingStep[] = [
      { type: 'find', list: 'drivers', item: 'd', condition: 'd.age > 40', variable: 'older' },
      { type: 'find', list: 'drivers', item: 'd', condition: 'd.age > 90', variable: 'ancient' },
      { type: 'return', expression: 'older.name & ISBLANK(ancient)' },
    ];
    expect(uwValue(steps)).toBe('BobTRUE');
  });

  it('a formula without return is blank; blank lists are empty groups', () => {
    expect(uwValue([{ type: 'set', variable: 'x', expression: '1' }])).toBeNull();
    expect(
      uwValue([
        {
          type: 'forEach',
          list: 'missing',
          item: 'm',
          steps: [{ type: 'return', expression: '1' }],
        },
        { type: 'return', expression: '0' },
      ]),
    ).toBe('0');
  });

  it('fails on a non-list, naming the formula', () => {
    expect(() => uwValue([{ type: 'forEach', list: '5', item: 'm', steps: [] }])).toThrow(
      'uw: Expected a list but got number at line 1, column 1',
    );
  });

  it('is bounded by the step budget even for nested loops', () => {
    const big = { drivers: Array.from({ length: 300 }, (_, age) => ({ age })) };
    const steps: UnderwritingStep[] = [
      { type: 'set', variable: 'n', expression: '0' },
      {
        type: 'forEach',
        list: 'drivers',
        item: 'a',
        steps: [
          {
            type: 'forEach',
            list: 'drivers',
            item: 'b',
            steps: [{ type: 'set', variable: 'n', expression: 'n + 1' }],
          },
        ],
      },
      { type: 'return', expression: 'n' },
    ];
    expect(() =>
      rate(versionWith(steps), big, { ...piContext, limits: { maxSteps: 100_000 } }),
    ).toThrow('Evaluation exceeded 100000 steps');
  });

  it('other formulas can use the underwriting value', () => {
    const result = rate(
      versionWith([{ type: 'return', expression: 'COUNT(drivers) * 10' }], '100 + uw'),
      { drivers },
      piContext,
    );
    expect(result.premium.base).toBe('130.00');
  });
});

describe('underwriting step schema', () => {
  const issuesOf = (steps: unknown) =>
    checkFormulaSet({
      propertyFormulas: [],
      underwritingFormulas: [{ name: 'uw', steps: steps as UnderwritingStep[] }],
    }).issues.map((issue) => [issue.path, issue.message]);

  it('reports shape problems with a JSON path', () => {
    expect(issuesOf('nope')).toEqual([['steps', 'Expected a list of steps']]);
    expect(issuesOf([{ type: 'loop' }])).toEqual([
      ['steps[0].type', 'Expected one of set, return, if, forEach, find'],
    ]);
    expect(issuesOf([{ type: 'set', variable: 'x', expression: '1', extra: 1 }])).toEqual([
      ['steps[0]', 'Unexpected field "extra"'],
    ]);
    expect(issuesOf([{ type: 'set', variable: '9x', expression: 1 }])).toEqual([
      [
        'steps[0].variable',
        '"9x" is not a valid name (letters, digits and _, starting with a letter or _)',
      ],
      ['steps[0].expression', 'Expected formula text'],
    ]);
    expect(
      issuesOf([{ type: 'if', condition: 'TRUE', then: [{ type: 'return', expression: '1 +' }] }]),
    ).toEqual([['steps[0].then[0].expression', 'Unexpected end of formula at line 1, column 4']]);
    expect(issuesOf([null])).toEqual([['steps[0]', 'Expected a step object']]);
  });

  it('ignores inherited properties and rejects prototype tricks', () => {
    const inherited = Object.create({ type: 'return', expression: '1' }) as unknown;
    expect(issuesOf([inherited])).toEqual([['steps[0]', 'Expected a step object']]);
    expect(issuesOf([{ type: 'toString' }])).toEqual([
      ['steps[0].type', 'Expected one of set, return, if, forEach, find'],
    ]);
    expect(issuesOf([{ type: 'set', variable: '__proto__', expression: '1' }])[0]?.[0]).toBe(
      'steps[0].variable',
    );
  });

  it('limits nesting depth', () => {
    let steps: UnderwritingStep[] = [{ type: 'return', expression: '1' }];
    for (let i = 0; i < 30; i += 1) steps = [{ type: 'if', condition: 'TRUE', then: steps }];
    expect(issuesOf(steps).some(([, message]) => message?.includes('nest more than 20'))).toBe(
      true,
    );
  });

  it('rejects variables named like formulas', () => {
    const result = checkFormulaSet({
      propertyFormulas: [property('rate', '1')],
      underwritingFormulas: [
        { name: 'uw', steps: [{ type: 'set', variable: 'rate', expression: '2' }] },
      ],
    });
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'Variable "rate" has the name of a formula',
    ]);
  });

  it('orders underwriting formulas among property formulas and detects cycles through them', () => {
    const result = checkFormulaSet({
      propertyFormulas: [property('a', 'uw + 1')],
      underwritingFormulas: [{ name: 'uw', steps: [{ type: 'return', expression: 'a' }] }],
    });
    expect(result.issues.map((issue) => issue.message)).toEqual(['Circular reference: a → uw → a']);
  });
});
