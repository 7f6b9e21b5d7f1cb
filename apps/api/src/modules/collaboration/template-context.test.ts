// Issue 12: the policy schedule's premium lines add up to the total (other charges and discounts included).
import { describe, expect, it } from 'vitest';
import type { PremiumBreakdownDto, RiskPackageDto } from '@turbine/domain';
import { contextOfPackage } from './template-context.ts';

function pkgWith(premium: Partial<PremiumBreakdownDto>): RiskPackageDto {
  const breakdown: PremiumBreakdownDto = {
    base: '10560.00',
    otherCharges: '0.00',
    discountCharges: '0.00',
    gross: '10560.00',
    fees: '75.00',
    feeLines: [{ name: 'policyFee', title: 'Policy fee', amount: '75.00' }],
    commissionPercent: '15',
    commission: '1584.00',
    net: '8976.00',
    taxes: '1063.50',
    taxLines: [{ name: 'gst', title: 'GST', amount: '1063.50' }],
    total: '11698.50',
    ...premium,
  };
  // Only what the context reads.
  return {
    reference: 'MER-1',
    status: 6,
    currency: 'aud',
    timeZone: 'Australia/Sydney',
    insured: { name: 'Zoë Pty Ltd' },
    brokerCompany: { id: 1, name: 'Broker' },
    underwriterCompany: { id: 2, name: 'Underwriter' },
    insurerCompany: null,
    assignedUnderwriter: null,
    productPackage: { id: 3, name: 'Package' },
    inceptionDate: '2026-11-28',
    expiryDate: '2027-11-28',
    boundAt: null,
    risks: [
      {
        product: { id: 4, name: 'PI' },
        productVersion: { id: 5, versionNumber: 1 },
        current: { premium: breakdown, quoteLines: [], proposal: {} },
      },
    ],
  } as unknown as RiskPackageDto;
}

describe('premium lines of the merge data', () => {
  it('lists base, fees, taxes and total when there are no other charges or discounts', () => {
    expect(contextOfPackage(pkgWith({})).premium.lines).toEqual([
      { title: 'Base premium', amount: '$10,560.00' },
      { title: 'Policy fee', amount: '$75.00' },
      { title: 'GST', amount: '$1,063.50' },
      { title: 'Total', amount: '$11,698.50' },
    ]);
  });

  it('includes other charges and discounts (negative), so the lines add up to the total', () => {
    const lines = contextOfPackage(
      pkgWith({
        otherCharges: '374.88',
        discountCharges: '100.00',
        gross: '10834.88',
        taxes: '1090.99',
        taxLines: [{ name: 'gst', title: 'GST', amount: '1090.99' }],
        total: '12000.87',
      }),
    ).premium.lines;
    expect(lines).toEqual([
      { title: 'Base premium', amount: '$10,560.00' },
      { title: 'Other charges', amount: '$374.88' },
      { title: 'Discounts', amount: '-$100.00' },
      { title: 'Policy fee', amount: '$75.00' },
      { title: 'GST', amount: '$1,090.99' },
      { title: 'Total', amount: '$12,000.87' },
    ]);
  });
});
