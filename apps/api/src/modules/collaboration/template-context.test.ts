// Issue 12: the policy schedule's premium lines add up to the total (other charges and discounts included).
import { describe, expect, it } from 'vitest';
import {
  mergeFieldLoops,
  TransactionStatus,
  type PremiumBreakdownDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { renderHtml } from './template-render.ts';
import { calendarDate, contextOfPackage, money } from './template-context.ts';

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

describe('money and dates in merge data (§9)', () => {
  it('formats each currency in its locale from the exact decimal string: the euro after the amount', () => {
    expect(money('1234.5', 'aud')).toBe('$1,234.50');
    expect(money('1234.5', 'eur')).toBe('1.234,50\u00a0€');
    expect(money('-0.5', 'eur')).toBe('-0,50\u00a0€');
    expect(money('1234.5', 'gbp')).toBe('£1,234.50');
    expect(money('1234.5', 'nzd')).toBe('$1,234.50');
    expect(money('1234.5', 'usd')).toBe('$1,234.50');
    // More digits than a double holds: none is lost.
    expect(money('12345678901234567.89', 'aud')).toBe('$12,345,678,901,234,567.89');
    expect(money(null, 'aud')).toBe('');
    expect(money('', 'aud')).toBe('');
  });

  it('writes a calendar date in en-AU words', () => {
    expect(calendarDate('2026-11-27')).toBe('27 November 2026');
    expect(calendarDate(null)).toBe('');
  });
});

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

describe('endorsements in force', () => {
  it('lists the bound adjustments of risks not cancelled, by effective date, and a template renders them', async () => {
    const pkg = pkgWith({});
    const tx = (sequence: number, type: number, status: number, date: string, change: string) =>
      ({ sequence, type, status, effectiveDate: date, premiumChange: change }) as never;
    const risk = pkg.risks[0]! as unknown as Record<string, unknown>;
    risk.cancelled = false;
    risk.transactions = [
      tx(1, 1, TransactionStatus.Bound, '2026-11-28', '0.00'),
      tx(3, 2, TransactionStatus.Bound, '2027-05-01', '-120.50'),
      tx(2, 2, TransactionStatus.Bound, '2027-02-15', '1234.50'),
      tx(4, 2, TransactionStatus.Quoted, '2027-06-01', '99.00'),
    ];
    const data = contextOfPackage(pkg);
    expect(data.endorsements).toEqual([
      {
        number: 1,
        name: 'PI endorsement 1',
        product: 'PI',
        effective: '15 February 2027',
        premium_change: '$1,234.50',
      },
      {
        number: 2,
        name: 'PI endorsement 2',
        product: 'PI',
        effective: '1 May 2027',
        premium_change: '-$120.50',
      },
    ]);
    const loop = mergeFieldLoops.find((l) => l.label === 'Endorsements in force')!.snippet;
    const html = await renderHtml(loop, data);
    expect(html).toContain('1. PI endorsement 1, effective 15 February 2027: $1,234.50');
    expect(html).toContain('2. PI endorsement 2, effective 1 May 2027: -$120.50');
    risk.cancelled = true;
    expect(contextOfPackage(pkg).endorsements).toEqual([]);
  });
});
