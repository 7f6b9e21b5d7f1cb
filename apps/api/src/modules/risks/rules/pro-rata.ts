import Decimal from 'decimal.js';
import { daysBetween } from '@turbine/domain';

/** Own decimal settings: half-up (away from zero on a tie, so a refund and a charge round alike), ample precision. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface ProRataInput {
  inceptionDate: string;
  expiryDate: string;
  /** The date the amendment or cancellation takes effect. */
  effectiveDate: string;
  /** The policy's current annual total premium (decimal string). */
  currentAnnualTotal: string;
  /** The amended annual total; null for a cancellation. */
  newAnnualTotal: string | null;
}

/** `0.00`, never `-0.00`. */
const money = (value: Decimal) => (value.isZero() ? new D(0) : value).toFixed(2);

/**
 * Pro-rata premium of an amendment or cancellation (decision 090 "Policy rules"). The factor is the share of
 * the term still to run: calendar days from the effective date to expiry over days from inception to expiry
 * (the lifecycle's `daysBetween`, no time zone arithmetic), clamped to 0–1 and kept to 8 decimal places.
 * An amendment changes the premium by (new − current) × factor; a cancellation returns current × factor
 * (a negative change). Money is rounded half-up to cents; the factor applied is the stored 8-place one, so
 * the figures shown can be recomputed from the transaction's own fields.
 */
export function proRata(q: ProRataInput): { factor: string; premiumChange: string } {
  const termDays = daysBetween(q.inceptionDate, q.expiryDate);
  const remainingDays = daysBetween(q.effectiveDate, q.expiryDate);
  // A term of no days has nothing left to charge or return.
  const raw = termDays <= 0 ? new D(0) : D.min(1, D.max(0, new D(remainingDays).div(termDays)));
  const factor = raw.toDecimalPlaces(8);
  const current = new D(q.currentAnnualTotal);
  const difference =
    q.newAnnualTotal === null ? current.neg() : new D(q.newAnnualTotal).minus(current);
  return {
    factor: factor.toFixed(8),
    premiumChange: money(difference.times(factor).toDecimalPlaces(2)),
  };
}
