import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@turbine/domain';
import { proRata } from './pro-rata.ts';

const cents = (n: bigint) => new Decimal(n.toString()).div(100).toFixed(2);
const amount = fc.bigInt({ min: 0n, max: 99_999_999_999n }).map(cents);
/** A policy: inception between 2020 and 2040, a term of 1 day to 3 years, an effective date around it. */
const policy = fc
  .record({
    start: fc.integer({ min: 0, max: 7300 }),
    termDays: fc.integer({ min: 1, max: 1100 }),
    offset: fc.integer({ min: -60, max: 1200 }),
  })
  .map(({ start, termDays, offset }) => {
    const inceptionDate = addDays('2020-01-01', start);
    return {
      inceptionDate,
      expiryDate: addDays(inceptionDate, termDays),
      effectiveDate: addDays(inceptionDate, Math.min(offset, termDays + 60)),
    };
  });

describe('proRata examples', () => {
  it('halfway through a 366-day term returns half the premium on cancellation', () => {
    expect(
      proRata({
        inceptionDate: '2024-01-01',
        expiryDate: '2025-01-01',
        effectiveDate: '2024-07-02',
        currentAnnualTotal: '1000.00',
        newAnnualTotal: null,
      }),
    ).toEqual({ factor: '0.50000000', premiumChange: '-500.00' });
  });

  it('an amendment charges or returns the difference for the days left (a leap year has 366)', () => {
    // 2025-03-01 → 2026-03-01 is 365 days; 100 days remain from 2025-11-21.
    expect(
      proRata({
        inceptionDate: '2025-03-01',
        expiryDate: '2026-03-01',
        effectiveDate: '2025-11-21',
        currentAnnualTotal: '1200.00',
        newAnnualTotal: '1565.00',
      }),
    ).toEqual({ factor: '0.27397260', premiumChange: '100.00' });
    expect(
      proRata({
        inceptionDate: '2025-03-01',
        expiryDate: '2026-03-01',
        effectiveDate: '2025-11-21',
        currentAnnualTotal: '1565.00',
        newAnnualTotal: '1200.00',
      }),
    ).toEqual({ factor: '0.27397260', premiumChange: '-100.00' });
  });

  it('rounds money half-up (away from zero) to cents, the factor to 8 places', () => {
    // 1 day of 3 left: 0.33333333 × 0.03 = 0.0099999999 → 0.01; as a refund −0.01.
    expect(
      proRata({
        inceptionDate: '2025-01-01',
        expiryDate: '2025-01-04',
        effectiveDate: '2025-01-03',
        currentAnnualTotal: '0.03',
        newAnnualTotal: null,
      }),
    ).toEqual({ factor: '0.33333333', premiumChange: '-0.01' });
    // 2 days of 3: 0.66666667 × 0.01 = 0.0066… → 0.01.
    expect(
      proRata({
        inceptionDate: '2025-01-01',
        expiryDate: '2025-01-04',
        effectiveDate: '2025-01-02',
        currentAnnualTotal: '0.00',
        newAnnualTotal: '0.01',
      }).premiumChange,
    ).toBe('0.01');
    // Exactly half a cent rounds away from zero.
    expect(
      proRata({
        inceptionDate: '2025-01-01',
        expiryDate: '2025-01-03',
        effectiveDate: '2025-01-02',
        currentAnnualTotal: '0.01',
        newAnnualTotal: null,
      }).premiumChange,
    ).toBe('-0.01');
  });

  it('clamps effective dates before inception to the whole term and after expiry to nothing; never "-0.00"', () => {
    const base = {
      inceptionDate: '2025-01-01',
      expiryDate: '2026-01-01',
      currentAnnualTotal: '800.00',
      newAnnualTotal: null,
    };
    expect(proRata({ ...base, effectiveDate: '2024-12-01' })).toEqual({
      factor: '1.00000000',
      premiumChange: '-800.00',
    });
    expect(proRata({ ...base, effectiveDate: '2026-02-01' })).toEqual({
      factor: '0.00000000',
      premiumChange: '0.00',
    });
    expect(proRata({ ...base, inceptionDate: '2026-01-01', effectiveDate: '2026-01-01' })).toEqual({
      factor: '0.00000000',
      premiumChange: '0.00',
    });
  });
});

describe('proRata properties', () => {
  it('cancelling on the inception date returns the whole premium', () => {
    fc.assert(
      fc.property(policy, amount, (p, current) => {
        const r = proRata({
          ...p,
          effectiveDate: p.inceptionDate,
          currentAnnualTotal: current,
          newAnnualTotal: null,
        });
        expect(r.factor).toBe('1.00000000');
        expect(new Decimal(r.premiumChange).neg().eq(current)).toBe(true);
      }),
    );
  });

  it('on or after the expiry date nothing changes', () => {
    fc.assert(
      fc.property(
        policy,
        amount,
        fc.option(amount, { nil: null }),
        fc.integer({ min: 0, max: 400 }),
        (p, current, next, after) => {
          const r = proRata({
            ...p,
            effectiveDate: addDays(p.expiryDate, after),
            currentAnnualTotal: current,
            newAnnualTotal: next,
          });
          expect(r).toEqual({ factor: '0.00000000', premiumChange: '0.00' });
        },
      ),
    );
  });

  it('the change never exceeds the annual difference and has its sign', () => {
    fc.assert(
      fc.property(policy, amount, fc.option(amount, { nil: null }), (p, current, next) => {
        const r = proRata({ ...p, currentAnnualTotal: current, newAnnualTotal: next });
        const difference = new Decimal(next ?? '0').minus(current);
        const change = new Decimal(r.premiumChange);
        expect(change.abs().lte(difference.abs())).toBe(true);
        expect(change.isZero() || change.isNegative() === difference.isNegative()).toBe(true);
        const factor = new Decimal(r.factor);
        expect(factor.gte(0) && factor.lte(1) && factor.decimalPlaces() <= 8).toBe(true);
      }),
    );
  });

  it('amounts add up exactly: the premium kept lies within 0 and the premium, a cancellation is an amendment to nothing, an amendment undone returns its charge', () => {
    fc.assert(
      fc.property(policy, amount, amount, (p, current, next) => {
        const cancel = proRata({ ...p, currentAnnualTotal: current, newAnnualTotal: null });
        const kept = new Decimal(current).plus(cancel.premiumChange);
        expect(kept.gte(0) && kept.lte(current)).toBe(true);
        // A cancellation is exactly an amendment to a premium of nothing.
        expect(proRata({ ...p, currentAnnualTotal: current, newAnnualTotal: '0.00' })).toEqual(
          cancel,
        );
        const up = proRata({ ...p, currentAnnualTotal: current, newAnnualTotal: next });
        const down = proRata({ ...p, currentAnnualTotal: next, newAnnualTotal: current });
        expect(new Decimal(up.premiumChange).plus(down.premiumChange).isZero()).toBe(true);
        expect(new Decimal(up.premiumChange).decimalPlaces()).toBeLessThanOrEqual(2);
        // Recomputable from the stored factor: (new − current) × factor, half-up to cents.
        expect(up.premiumChange).toBe(
          new Decimal(next)
            .minus(current)
            .times(up.factor)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
            .toFixed(2)
            .replace(/^-0\.00$/, '0.00'),
        );
      }),
    );
  });

  it('a whole-month term counts calendar days (no time zone math): the factor is remaining over term days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7300 }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 1100 }),
        (start, months, into) => {
          const inceptionDate = addDays('2020-01-01', start);
          const expiryDate = addMonths(inceptionDate, months);
          const termDays = Math.round(
            (Date.parse(expiryDate) - Date.parse(inceptionDate)) / 86_400_000,
          );
          const effectiveDate = addDays(inceptionDate, Math.min(into, termDays));
          const expected = new Decimal(termDays - Math.min(into, termDays))
            .div(termDays)
            .toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
            .toFixed(8);
          expect(
            proRata({
              inceptionDate,
              expiryDate,
              effectiveDate,
              currentAnnualTotal: '1.00',
              newAnnualTotal: null,
            }).factor,
          ).toBe(expected);
        },
      ),
    );
  });
});
