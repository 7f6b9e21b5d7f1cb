import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from './decimal.ts';
import { RatingError } from './errors.ts';
import { explainPremiumChange, stableText, type RatingCase } from './explain-change.ts';
import { rate } from './rate.ts';
import { piContext, piProposal, piVersion, property } from './testing/pi-product.ts';
import type { RatingVersion } from './types.ts';

const pi = (): RatingCase => ({ version: piVersion, proposal: piProposal, context: piContext });

const sum = (amounts: readonly string[]) =>
  amounts.reduce((acc, amount) => acc.add(new D(amount)), new D(0)).toFixed(2);

/** The PI version with one property formula's text replaced. */
function withFormula(version: RatingVersion, name: string, formula: string): RatingVersion {
  return {
    ...version,
    propertyFormulas: version.propertyFormulas.map((p) =>
      p.name === name ? { ...p, formula } : p,
    ),
  };
}

describe('explainPremiumChange', () => {
  it('names nothing and explains nothing when the two ratings are the same', () => {
    const result = explainPremiumChange(pi(), pi());
    expect(result.difference).toBe('0.00');
    expect(result.steps).toEqual([]);
  });

  it('walks a renewal: each changed input and formula with its share, in the fixed order', () => {
    const from = pi();
    const to: RatingCase = {
      proposal: { ...piProposal, turnover: 2500000, yearsTrading: 2 },
      context: { ...piContext, inceptionDate: '2025-07-01', expiryDate: '2026-07-01' },
      version: withFormula(piVersion, 'minimumPremium', '750'),
    };
    const result = explainPremiumChange(from, to);
    expect(result.steps.map((s) => `${s.kind}:${s.name}`)).toEqual([
      'input:turnover',
      'input:yearsTrading',
      'context:inceptionDate',
      'context:expiryDate',
      'propertyFormula:minimumPremium',
    ]);
    expect(result.from.premium.total).toBe(rate(piVersion, piProposal, piContext).premium.total);
    expect(result.difference).toBe(
      new D(result.to.premium.total).sub(new D(result.from.premium.total)).toFixed(2),
    );
    expect(sum(result.steps.map((s) => s.amount))).toBe(result.difference);
    // The turnover doubles the rate base: it explains most of the change, on its own re-rating.
    const turnover = rate(piVersion, { ...piProposal, turnover: 2500000 }, piContext);
    expect(result.steps[0]).toMatchObject({
      before: '1234567',
      after: '2500000',
      totalAfter: turnover.premium.total,
      amount: new D(turnover.premium.total).sub(new D(result.from.premium.total)).toFixed(2),
      unrated: false,
    });
    // The minimum premium is not reached by this risk: the formula changed and explains nothing.
    expect(result.steps[4]).toMatchObject({ before: '500', after: '750', amount: '0.00' });
    expect(result.steps[4]?.totalAfter).toBe(result.to.premium.total);
  });

  it('reports the decision after each step (quote → decline when the profession changes)', () => {
    const result = explainPremiumChange(
      { ...pi(), proposal: { ...piProposal, claims: [] } },
      { ...pi(), proposal: { ...piProposal, claims: [], profession: 'LAW' } },
    );
    expect(result.from.decision).toBe('quote');
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({ name: 'profession', decisionAfter: 'decline' });
  });

  it('marks a mix that cannot be rated and counts its effect in the next step', () => {
    // The draft adds a formula reading a dataset the live version lacks: the formula alone cannot rate.
    const to: RatingCase = {
      ...pi(),
      version: {
        ...piVersion,
        datasets: [
          ...(piVersion.datasets ?? []),
          { name: 'loads', columns: ['k', 'v'], rows: [['x', 2]] },
        ],
        propertyFormulas: piVersion.propertyFormulas.map((p) =>
          p.name === 'claimsLoading' ? { ...p, formula: 'LOOKUP("loads", "k", "x", "v")' } : p,
        ),
      },
    };
    // Swap order puts datasets before formulas, so here it rates; reverse the dependency to force a gap.
    const from: RatingCase = { ...pi(), version: to.version };
    const back = explainPremiumChange(from, pi());
    expect(sum(back.steps.map((s) => s.amount))).toBe(back.difference);
    // Removing the dataset first (datasets swap before formulas) leaves a formula reading nothing.
    expect(back.steps[0]).toMatchObject({
      kind: 'dataset',
      name: 'loads',
      after: null,
      unrated: true,
    });
    expect(back.steps[0]?.amount).toBe('0.00');
    expect(back.steps[1]).toMatchObject({ kind: 'propertyFormula', name: 'claimsLoading' });
    expect(back.steps[1]?.amount).toBe(back.difference);
  });

  it('knows a rule by its name: a copied version’s new rule ids are no change', () => {
    const copied = {
      ...piVersion,
      rules: (piVersion.rules ?? []).map((r) => ({ ...r, id: `copy-${r.id}` })),
    };
    expect(explainPremiumChange(pi(), { ...pi(), version: copied }).steps).toEqual([]);
  });

  it('throws the RatingError of a side that cannot be rated', () => {
    const broken = withFormula(piVersion, 'baseRate', 'NOPE(');
    expect(() => explainPremiumChange(pi(), { ...pi(), version: broken })).toThrow(RatingError);
  });

  it('compares equal objects whatever their key order', () => {
    expect(stableText({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      stableText({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(stableText({ a: 1 })).not.toBe(stableText({ a: 2 }));
  });

  it('property: the steps always add up to the difference, to the cent, and end at the second total', () => {
    const money = fc.integer({ min: 0, max: 400_000_000 }).map((c) => (c / 100).toFixed(2));
    const side = fc.record({
      turnover: fc.integer({ min: 1, max: 9_000_000 }),
      profession: fc.constantFrom('ACC', 'ENG'),
      limit: fc.constantFrom(1000000, 2000000, 5000000),
      years: fc.integer({ min: 0, max: 10 }),
      claims: fc.array(fc.integer({ min: 0, max: 50000 }), { maxLength: 3 }),
      minimum: money,
      levy: fc.integer({ min: 0, max: 9 }),
      commission: fc.integer({ min: 0, max: 30 }),
      fee: money,
      gst: fc.constantFrom('10', '15', '0'),
      months: fc.integer({ min: 1, max: 18 }),
    });
    type Side = typeof side extends fc.Arbitrary<infer T> ? T : never;
    const build = (s: Side) =>
      ({
        proposal: {
          ...piProposal,
          turnover: s.turnover,
          profession: s.profession,
          limitOfIndemnity: s.limit,
          yearsTrading: s.years,
          claims: s.claims.map((amount) => ({ amount, open: amount > 100 })),
        },
        context: {
          ...piContext,
          expiryDate: `${2024 + Math.floor((6 + s.months) / 12)}-${String(((6 + s.months) % 12) + 1).padStart(2, '0')}-01`,
          brokerCommissionPercent: String(s.commission),
          administrationFee: s.fee,
        },
        version: {
          ...piVersion,
          premium: {
            ...piVersion.premium,
            taxes: [{ name: 'GST', ratePercent: s.gst, base: 'grossAndFees' as const }],
          },
          propertyFormulas: [
            ...withFormula(piVersion, 'minimumPremium', s.minimum).propertyFormulas.map((p) =>
              p.name === 'emergencyServicesLevy'
                ? { ...p, formula: `basePremium * ${s.levy}%` }
                : p,
            ),
            ...(s.levy > 5 ? [property('extra', 'basePremium / 3', { dataType: 'currency' })] : []),
          ],
        },
      }) satisfies RatingCase;
    fc.assert(
      fc.property(side, side, (x, y) => {
        const result = explainPremiumChange(build(x), build(y));
        expect(sum(result.steps.map((s) => s.amount))).toBe(result.difference);
        expect(result.difference).toBe(
          new D(result.to.premium.total).sub(new D(result.from.premium.total)).toFixed(2),
        );
        const last = result.steps.at(-1);
        if (last) expect(last.totalAfter).toBe(result.to.premium.total);
        // Every step names an item that really differs.
        for (const step of result.steps) expect(step.before).not.toBe(step.after);
      }),
      { numRuns: 60 },
    );
  });
});
