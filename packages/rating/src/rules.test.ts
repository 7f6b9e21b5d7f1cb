import { describe, expect, it } from 'vitest';
import { rate } from './rate.ts';
import { piContext, property } from './testing/pi-product.ts';
import type { RatingVersion, Rule } from './types.ts';

function versionWith(rules: readonly Rule[]): RatingVersion {
  return {
    propertyFormulas: [
      property('basePremium', '1234.5', { dataType: 'currency' }),
      property('ratio', '1 / 8'),
    ],
    rules,
  };
}

const rule = (condition: string, message: string, extra: Partial<Rule> = {}): Rule => ({
  id: 1,
  name: 'r',
  condition,
  outcome: 'refer',
  message,
  visibleToBroker: true,
  ...extra,
});

describe('rules', () => {
  it('interpolate formulas (currency with two places), fields, nested paths, lists and context', () => {
    const result = rate(
      versionWith([
        rule(
          'TRUE',
          'Premium {{basePremium}}, ratio {{ratio}}, state {{ address.state }}, drivers {{drivers.name}}, from {{inceptionDate}}, missing [{{nothing}}]',
        ),
      ]),
      { address: { state: 'VIC' }, drivers: [{ name: 'Ann' }, { name: 'Bob' }] },
      piContext,
    );
    expect(result.rules[0]?.message).toBe(
      'Premium 1234.50, ratio 0.125, state VIC, drivers Ann, Bob, from 2024-07-01, missing []',
    );
  });

  it('do not fire when the condition is FALSE or blank', () => {
    const result = rate(
      versionWith([rule('FALSE', 'a'), rule('unanswered', 'b', { id: 2 })]),
      {},
      piContext,
    );
    expect(result.rules).toEqual([]);
    expect(result.decision).toBe('quote');
    expect(
      result.trace.filter((entry) => entry.kind === 'rule').map((entry) => entry.result),
    ).toEqual([false, false]);
  });

  it('fail with the rule name when the condition is not a boolean', () => {
    expect(() =>
      rate(versionWith([rule('basePremium', 'x', { name: 'Broken' })]), {}, piContext),
    ).toThrow('rule Broken: Expected TRUE or FALSE but got number at line 1, column 1');
  });

  it('collect endorsements and let decline win over refer', () => {
    const result = rate(
      versionWith([
        rule('TRUE', 'e1', { id: 'a', outcome: 'endorse', endorsementId: 'END-1' }),
        rule('TRUE', 'r', { id: 'b' }),
        rule('TRUE', 'd', { id: 'c', outcome: 'decline', visibleToBroker: false }),
        rule('TRUE', 'e2', { id: 'd', outcome: 'endorse', endorsementId: 7 }),
      ]),
      {},
      piContext,
    );
    expect(result.decision).toBe('decline');
    expect(result.endorsementIds).toEqual(['END-1', 7]);
    expect(result.rules.find((r) => r.id === 'c')?.visibleToBroker).toBe(false);
  });
});
