import { describe, expect, it } from 'vitest';
import { RatingError } from './errors.ts';
import { rate } from './rate.ts';
import { piContext, piProposal, piVersion, property } from './testing/pi-product.ts';
import type { RatingVersion } from './types.ts';

describe('rate: professional indemnity end to end', () => {
  // Rated inside each test, never at describe level: mutation testing then knows which tests reach
  // which code and re-runs only those (work at describe level makes every mutant "static").
  const ratePi = () => rate(piVersion, piProposal, piContext);

  it('computes the premium breakdown to the cent', () => {
    const result = ratePi();
    // 1234567 × 0.009 × 1.25 × 1.2 × 1.1 = 18333.31995 → 18333.32; levy 2% 366.67; discount 5% 916.67.
    expect(result.premium).toEqual({
      base: '18333.32',
      otherCharges: '366.67',
      discountCharges: '916.67',
      gross: '17783.32',
      fees: '75.00',
      feeLines: [
        { name: 'policyFee', amount: '50.00' },
        { name: 'administrationFee', amount: '25.00' },
      ],
      commissionPercent: '15',
      commission: '2667.50',
      net: '15115.82',
      taxes: '1785.83',
      taxLines: [{ name: 'GST', amount: '1785.83' }],
      total: '19644.15',
    });
  });

  it('returns each property value in declaration order with its display flags', () => {
    const result = ratePi();
    expect(result.properties.map((p) => p.name)).toEqual(
      piVersion.propertyFormulas.map((p) => p.name),
    );
    const byName = Object.fromEntries(result.properties.map((p) => [p.name, p]));
    expect(byName.basePremium).toMatchObject({
      value: '18333.32',
      dataType: 'currency',
      overridden: false,
      showOnPremiumSummary: true,
    });
    expect(byName.baseRate?.value).toBe('0.009');
    expect(byName.claimsLoading?.value).toBe('1.1');
    expect(byName.minimumPremium?.value).toBe('500.00');
    expect(byName.insuredName?.value).toBe('ACME ENGINEERING');
    expect(byName.brokerNote?.value).toBeNull();
  });

  it('runs underwriting formulas over the repeating group', () => {
    const result = ratePi();
    expect(result.underwriting).toEqual([
      { name: 'largeClaims', value: '1' },
      { name: 'largestOpenClaim', value: '15000' },
    ]);
  });

  it('fires rules with interpolated messages and derives the decision', () => {
    const result = ratePi();
    expect(result.rules).toEqual([
      {
        id: 2,
        name: 'Claims history',
        outcome: 'refer',
        message: '1 large claim(s); base premium 18333.32',
        visibleToBroker: false,
      },
      {
        id: 'nsw',
        name: 'NSW endorsement',
        outcome: 'endorse',
        message: 'NSW wording',
        visibleToBroker: true,
        endorsementId: 12,
      },
    ]);
    expect(result.decision).toBe('refer');
    expect(result.endorsementIds).toEqual([12]);
  });

  it('lists required formulas that came out blank', () => {
    const result = ratePi();
    expect(result.missingRequired).toEqual(['brokerNote']);
  });

  it('traces every computed value with its expression and inputs', () => {
    const result = ratePi();
    const base = result.trace.find(
      (entry) => entry.kind === 'property' && entry.name === 'basePremium',
    );
    expect(base).toEqual({
      kind: 'property',
      name: 'basePremium',
      expression: 'ROUND(MAX(rawPremium, minimumPremium) * termFactor, 2)',
      inputs: [
        { name: 'rawPremium', value: '18333.31995' },
        { name: 'minimumPremium', value: '500.00' },
        { name: 'termFactor', value: '1' },
      ],
      result: '18333.32',
      note: 'rounded half-up to cents',
    });
    const names = result.trace.map((entry) => `${entry.kind}:${entry.name}`);
    for (const p of piVersion.propertyFormulas) expect(names).toContain(`property:${p.name}`);
    expect(names).toContain('step:largeClaims.count');
    expect(names).toContain('rule:Lawyers');
    expect(names).toContain('premium:total');
    const loopStep = result.trace.find((entry) => entry.note === 'claims item 1 of 2');
    expect(loopStep).toMatchObject({ kind: 'step', name: 'largeClaims.count', result: '1' });
    expect(result.stepsUsed).toBeGreaterThan(0);
  });

  it('evaluates dependencies first regardless of declaration order', () => {
    const result = ratePi();
    const order = result.trace
      .filter((e) => e.kind === 'property' || e.kind === 'underwriting')
      .map((e) => e.name);
    expect(order.indexOf('largeClaims')).toBeLessThan(order.indexOf('claimsLoading'));
    expect(order.indexOf('rawPremium')).toBeLessThan(order.indexOf('basePremium'));
    expect(order.indexOf('basePremium')).toBeLessThan(order.indexOf('loyaltyDiscount'));
  });
});

describe('rate: overrides, commission, context', () => {
  it('uses an override for an overridable formula and keeps the calculated value', () => {
    const result = rate(piVersion, piProposal, {
      ...piContext,
      overrides: { basePremium: '20000.005' },
    });
    expect(result.properties[0]).toMatchObject({
      name: 'basePremium',
      value: '20000.01',
      calculated: '18333.32',
      overridden: true,
    });
    // Charges derive from the overridden base: levy 400.00, discount 1000.00.
    expect(result.premium).toMatchObject({
      base: '20000.01',
      otherCharges: '400.00',
      discountCharges: '1000.00',
      gross: '19400.01',
    });
  });

  it('rejects overrides of fixed or unknown formulas, and bad override text', () => {
    expect(() =>
      rate(piVersion, piProposal, { ...piContext, overrides: { baseRate: '1' } }),
    ).toThrow('baseRate cannot be overridden');
    expect(() => rate(piVersion, piProposal, { ...piContext, overrides: { nope: '1' } })).toThrow(
      'Override for unknown formula "nope"',
    );
    expect(() =>
      rate(piVersion, piProposal, { ...piContext, overrides: { basePremium: '1e5' } }),
    ).toThrow(RatingError);
  });

  it('falls back to the product commission when the context gives none', () => {
    const { brokerCommissionPercent: _omit, ...context } = piContext;
    const result = rate(piVersion, piProposal, context);
    expect(result.premium).toMatchObject({
      commissionPercent: '20',
      commission: '3556.66',
      net: '14226.66',
    });
  });

  it('validates the context', () => {
    expect(() => rate(piVersion, piProposal, { ...piContext, timeZone: 'Mars/Olympus' })).toThrow(
      'Invalid timezone: Mars/Olympus',
    );
    expect(() => rate(piVersion, piProposal, { ...piContext, today: '2024-02-30' })).toThrow(
      'today must be a date',
    );
    expect(() =>
      rate(piVersion, piProposal, { ...piContext, brokerCommissionPercent: '150' }),
    ).toThrow('between 0 and 100');
    expect(() => rate(piVersion, piProposal, { ...piContext, administrationFee: 'ten' })).toThrow(
      'administrationFee must be a decimal string',
    );
  });

  it('pro-rates the term through the context dates', () => {
    const halfYear = rate(piVersion, piProposal, { ...piContext, expiryDate: '2024-12-30' });
    // 182 days / 365 of 18333.31995 = 9141.5458... → 9141.55
    expect(halfYear.premium.base).toBe('9141.55');
  });

  it('declines and refers from rules', () => {
    const result = rate(
      piVersion,
      { ...piProposal, profession: 'LAW', turnover: 6000000 },
      piContext,
    );
    expect(result.decision).toBe('decline');
    expect(result.rules.map((r) => r.id)).toEqual([1, 2, 3, 'nsw']);
    expect(result.rules[2]?.message).toBe('We do not insure LAW');
  });
});

describe('rate: errors', () => {
  it('rejects an invalid version listing every issue', () => {
    const version: RatingVersion = {
      propertyFormulas: [
        property('basePremium', 'a +', { dataType: 'currency' }),
        property('a', 'basePremium'),
      ],
    };
    try {
      rate(version, {}, piContext);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RatingError);
      const ratingError = error as RatingError;
      expect(ratingError.code).toBe('INVALID_VERSION');
      expect(ratingError.issues.map((issue) => issue.code)).toEqual(['SYNTAX_ERROR']);
      expect(ratingError.message).toContain(
        'basePremium: Unexpected end of formula at line 1, column 4',
      );
    }
  });

  it('requires a standard currency base premium formula', () => {
    expect(() => rate({ propertyFormulas: [property('x', '1')] }, {}, piContext)).toThrow(
      'Base premium formula "basePremium"',
    );
    const custom = rate(
      {
        propertyFormulas: [property('premium', '100', { dataType: 'currency' })],
        premium: { basePremiumFormula: 'premium' },
      },
      {},
      piContext,
    );
    expect(custom.premium.base).toBe('100.00');
  });

  it('names the formula and position of a runtime error', () => {
    const version: RatingVersion = {
      propertyFormulas: [
        property('basePremium', '100 / (turnover - turnover)', { dataType: 'currency' }),
      ],
    };
    expect(() => rate(version, { turnover: 5 }, piContext)).toThrow(
      'basePremium: Division by zero at line 1, column 5',
    );
  });

  it('stops at the step budget', () => {
    expect(() => rate(piVersion, piProposal, { ...piContext, limits: { maxSteps: 50 } })).toThrow(
      expect.objectContaining({ code: 'STEP_LIMIT_EXCEEDED' }),
    );
  });

  it('rejects a proposal that is not plain JSON data', () => {
    expect(() => rate(piVersion, { ...piProposal, turnover: Number.NaN }, piContext)).toThrow(
      'Proposal field turnover is not a finite number',
    );
    expect(() => rate(piVersion, { when: new Date(0) as never }, piContext)).toThrow(
      'unsupported value',
    );
  });
});
