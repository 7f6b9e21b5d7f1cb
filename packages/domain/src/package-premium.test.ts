import { describe, expect, it } from 'vitest';
import { ProductRole } from './enums.ts';
import { packagePremium } from './package-premium.ts';

const part = (productRole: number, totalPremium: string | null) => ({
  productRole,
  current: { totalPremium },
});

describe('package premium (issue 19 item 5)', () => {
  it('adds the add-ons to the main product, exactly', () => {
    expect(
      packagePremium([part(ProductRole.Main, '9578.58'), part(ProductRole.AddOn, '770.00')]),
    ).toEqual({ total: '10348.58', main: '9578.58', addOns: '770.00' });
    expect(
      packagePremium([part(ProductRole.Main, '0.10'), part(ProductRole.AddOn, '0.20')]).total,
    ).toBe('0.30');
  });
  it('leaves out what is not rated yet', () => {
    expect(
      packagePremium([part(ProductRole.Main, '100.00'), part(ProductRole.AddOn, null)]),
    ).toEqual({ total: '100.00', main: '100.00', addOns: null });
    expect(packagePremium([part(ProductRole.Main, null)]).total).toBeNull();
  });
});
