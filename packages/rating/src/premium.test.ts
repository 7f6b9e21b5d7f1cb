import { describe, expect, it } from 'vitest';
import { RatingError } from './errors.ts';
import { rate } from './rate.ts';
import { piContext, property } from './testing/pi-product.ts';
import type { PremiumSettings, RatingContext, RatingVersion } from './types.ts';

const currency = { dataType: 'currency' } as const;

/** A small product: base 1000.00, a levy of 20.00, a discount of 50.00 (gross 970.00). */
function version(premium: PremiumSettings, base = '1000'): RatingVersion {
  return {
    propertyFormulas: [
      property('basePremium', base, currency),
      property('levy', '20', { ...currency, kind: 'otherCharge' }),
      property('stampLevy', 'BLANK()', { ...currency, kind: 'otherCharge' }),
      property('discount', '50', { ...currency, kind: 'discountCharge' }),
    ],
    premium,
  };
}
const context: RatingContext = {
  ...piContext,
  brokerCommissionPercent: undefined,
  administrationFee: undefined,
};
const premiumOf = (premium: PremiumSettings, ctx: Partial<RatingContext> = {}, base?: string) =>
  rate(version(premium, base), {}, { ...context, ...ctx });

describe('premium breakdown', () => {
  it('taxes on gross and on gross plus fees differ by the tax on the fees', () => {
    const result = premiumOf({
      fees: [{ name: 'policyFee', amount: '30' }],
      taxes: [
        { name: 'onGross', ratePercent: '10', base: 'gross' },
        { name: 'onGrossAndFees', ratePercent: '10', base: 'grossAndFees' },
      ],
    });
    expect(result.premium.taxLines).toEqual([
      { name: 'onGross', amount: '97.00' },
      { name: 'onGrossAndFees', amount: '100.00' },
    ]);
    expect(result.premium).toMatchObject({
      base: '1000.00',
      otherCharges: '20.00',
      discountCharges: '50.00',
      gross: '970.00',
      fees: '30.00',
      taxes: '197.00',
      total: '1197.00',
      commissionPercent: '0',
      commission: '0.00',
      net: '970.00',
    });
  });

  it('rounds each tax and the commission half-up to cents once', () => {
    const result = premiumOf(
      {
        commissionPercent: '12.5',
        taxes: [
          { name: 'a', ratePercent: '0.125', base: 'gross' }, // 970.04 × 0.125% = 1.21255 → 1.21
          { name: 'b', ratePercent: '0.5', base: 'gross' }, // 4.8502 → 4.85
        ],
      },
      {},
      '1000.04',
    );
    expect(result.premium).toMatchObject({
      gross: '970.04',
      commission: '121.26', // 121.255 → 121.26 (half-up)
      net: '848.78',
      taxLines: [
        { name: 'a', amount: '1.21' },
        { name: 'b', amount: '4.85' },
      ],
      taxes: '6.06',
      total: '976.10',
    });
  });

  it('takes the commission and administration fee from the context over the product', () => {
    const result = premiumOf(
      { commissionPercent: '20', fees: [{ name: 'policyFee', amount: '10.005' }] },
      { brokerCommissionPercent: '100', administrationFee: '2.994' },
    );
    expect(result.premium).toMatchObject({
      commissionPercent: '100',
      commission: '970.00',
      net: '0.00',
      feeLines: [
        { name: 'policyFee', amount: '10.01' },
        { name: 'administrationFee', amount: '2.99' },
      ],
      fees: '13.00',
      total: '983.00',
    });
    expect(
      premiumOf({ commissionPercent: '0' }, { brokerCommissionPercent: '0' }).premium.commission,
    ).toBe('0.00');
  });

  it('refuses a commission outside 0..100 at each boundary', () => {
    for (const percent of ['-0.01', '100.01']) {
      expect(() => premiumOf({}, { brokerCommissionPercent: percent })).toThrow(
        expect.objectContaining({
          code: 'INVALID_CONTEXT',
          message: 'Commission percentage must be between 0 and 100',
        }),
      );
    }
    expect(() => premiumOf({}, { brokerCommissionPercent: '100' })).not.toThrow();
    expect(() => premiumOf({}, { brokerCommissionPercent: '0' })).not.toThrow();
    expect(() => premiumOf({}, { brokerCommissionPercent: '101' })).toThrow(RatingError);
  });

  it('traces the premium line by line', () => {
    const result = premiumOf(
      {
        commissionPercent: '15',
        fees: [{ name: 'policyFee', amount: '30' }],
        taxes: [
          { name: 'GST', ratePercent: '10', base: 'grossAndFees' },
          { name: 'duty', ratePercent: '9', base: 'gross' },
        ],
      },
      { administrationFee: '5' },
    );
    const premiumTrace = result.trace.filter((entry) => entry.kind === 'premium');
    // Only commission and taxes carry a note; the others have no note key at all.
    expect(premiumTrace.filter((entry) => 'note' in entry).map((entry) => entry.name)).toEqual([
      'commission',
      'taxes',
    ]);
    const line = (name: string, value: string) => ({ name, value });
    expect(premiumTrace).toEqual([
      {
        kind: 'premium',
        name: 'base',
        expression: 'basePremium',
        inputs: [line('basePremium', '1000.00')],
        result: '1000.00',
      },
      {
        kind: 'premium',
        name: 'otherCharges',
        expression: 'levy + stampLevy',
        inputs: [line('levy', '20.00'), line('stampLevy', '0.00')],
        result: '20.00',
      },
      {
        kind: 'premium',
        name: 'discountCharges',
        expression: 'discount',
        inputs: [line('discount', '50.00')],
        result: '50.00',
      },
      {
        kind: 'premium',
        name: 'gross',
        expression: 'base + otherCharges - discountCharges',
        inputs: [
          line('base', '1000.00'),
          line('otherCharges', '20.00'),
          line('discountCharges', '50.00'),
        ],
        result: '970.00',
      },
      {
        kind: 'premium',
        name: 'fees',
        expression: 'policyFee + administrationFee',
        inputs: [line('policyFee', '30.00'), line('administrationFee', '5.00')],
        result: '35.00',
      },
      {
        kind: 'premium',
        name: 'commission',
        expression: 'ROUND(gross * 15%, 2)',
        inputs: [line('gross', '970.00')],
        result: '145.50',
        note: 'rounded half-up to cents',
      },
      {
        kind: 'premium',
        name: 'net',
        expression: 'gross - commission',
        inputs: [line('gross', '970.00'), line('commission', '145.50')],
        result: '824.50',
      },
      {
        kind: 'premium',
        name: 'taxes',
        expression: 'GST + duty',
        inputs: [line('GST', '100.50'), line('duty', '87.30')],
        result: '187.80',
        note: 'each tax rounded half-up to cents',
      },
      {
        kind: 'premium',
        name: 'total',
        expression: 'gross + fees + taxes',
        inputs: [line('gross', '970.00'), line('fees', '35.00'), line('taxes', '187.80')],
        result: '1192.80',
      },
    ]);
  });

  it('names empty sums 0 in the trace', () => {
    const result = rate(
      { propertyFormulas: [property('basePremium', '10', currency)], premium: {} },
      {},
      context,
    );
    const byName = Object.fromEntries(
      result.trace.filter((e) => e.kind === 'premium').map((e) => [e.name, e]),
    );
    for (const name of ['otherCharges', 'discountCharges', 'fees', 'taxes']) {
      expect(byName[name]).toMatchObject({ expression: '0', inputs: [], result: '0.00' });
    }
    expect(result.premium).toMatchObject({
      gross: '10.00',
      total: '10.00',
      feeLines: [],
      taxLines: [],
    });
  });
});
