import Decimal from 'decimal.js';
import type { ImpactPolicyDto, ImpactSummaryDto } from '@turbine/domain';

/** Premium change bands of the histogram, in percent: [lower, upper) with open ends. */
const BANDS: readonly { band: string; test: (p: Decimal) => boolean }[] = [
  { band: '< -20%', test: (p) => p.lt(-20) },
  { band: '-20% to -10%', test: (p) => p.gte(-20) && p.lt(-10) },
  { band: '-10% to -5%', test: (p) => p.gte(-10) && p.lt(-5) },
  { band: '-5% to 0%', test: (p) => p.gte(-5) && p.lt(0) },
  { band: 'No change', test: (p) => p.isZero() },
  { band: '0% to 5%', test: (p) => p.gt(0) && p.lte(5) },
  { band: '5% to 10%', test: (p) => p.gt(5) && p.lte(10) },
  { band: '10% to 20%', test: (p) => p.gt(10) && p.lte(20) },
  { band: '> 20%', test: (p) => p.gt(20) },
];

/** The limit of indemnity band a policy falls in. */
export function limitBand(limit: string | null): string {
  if (limit === null) return 'No limit';
  const l = new Decimal(limit);
  if (l.lte(1_000_000)) return 'Up to $1m';
  if (l.lte(2_000_000)) return '$1m to $2m';
  if (l.lte(5_000_000)) return '$2m to $5m';
  return 'Over $5m';
}

const LIMITS = { decisionChanges: 500, largestMovers: 20, failures: 100 };

interface Bucket {
  policies: number;
  before: Decimal;
  after: Decimal;
}

/**
 * Adds up the policies of an impact test (decision 216): totals before and after over the policies the
 * draft rated, the histogram of percent change, the groups, the decision changes, the largest movers by
 * absolute change and the failures. A policy the draft cannot rate is counted in `failed` and left out of
 * the totals (its "after" is unknown), so before and after cover the same policies.
 */
export function summarise(policies: readonly ImpactPolicyDto[]): ImpactSummaryDto {
  const rated = policies.filter((p) => p.after !== null);
  const groups = {
    byState: new Map<string, Bucket>(),
    byClass: new Map<string, Bucket>(),
    byBroker: new Map<string, Bucket>(),
    byLimitBand: new Map<string, Bucket>(),
  };
  const histogram = new Map(BANDS.map((b) => [b.band, 0]));
  let before = new Decimal(0);
  let after = new Decimal(0);
  for (const p of rated) {
    before = before.plus(p.before);
    after = after.plus(p.after!);
    const keys = {
      byState: p.state,
      byClass: p.className,
      byBroker: p.broker,
      byLimitBand: limitBand(p.limit),
    };
    for (const [group, key] of Object.entries(keys) as [keyof typeof groups, string][]) {
      const bucket = groups[group].get(key) ?? {
        policies: 0,
        before: new Decimal(0),
        after: new Decimal(0),
      };
      bucket.policies++;
      bucket.before = bucket.before.plus(p.before);
      bucket.after = bucket.after.plus(p.after!);
      groups[group].set(key, bucket);
    }
    // From a zero premium any change is off the scale: the outermost band of its sign.
    const percent = new Decimal(p.changePercent ?? Decimal.sign(p.change ?? 0) * 100);
    const band = BANDS.find((b) => b.test(percent))!.band;
    histogram.set(band, (histogram.get(band) ?? 0) + 1);
  }
  const list = (m: Map<string, Bucket>) =>
    [...m]
      .map(([key, b]) => ({
        key,
        policies: b.policies,
        before: b.before.toFixed(2),
        after: b.after.toFixed(2),
        change: b.after.minus(b.before).toFixed(2),
      }))
      .sort((x, y) => y.policies - x.policies || x.key.localeCompare(y.key));
  const movers = [...rated].sort(
    (x, y) =>
      new Decimal(y.change!).abs().comparedTo(new Decimal(x.change!).abs()) ||
      x.transactionId - y.transactionId,
  );
  return {
    policies: policies.length,
    rated: rated.length,
    failed: policies.length - rated.length,
    totalBefore: before.toFixed(2),
    totalAfter: after.toFixed(2),
    histogram: [...histogram].map(([band, n]) => ({ band, policies: n })),
    byState: list(groups.byState),
    byClass: list(groups.byClass),
    byBroker: list(groups.byBroker),
    byLimitBand: list(groups.byLimitBand),
    decisionChanges: rated
      .filter((p) => p.decisionAfter !== p.decisionBefore)
      .slice(0, LIMITS.decisionChanges),
    largestMovers: movers.slice(0, LIMITS.largestMovers),
    failures: policies.filter((p) => p.after === null).slice(0, LIMITS.failures),
  };
}

/** A percent change to two places (null when before is zero: no meaningful ratio). */
export function percentChange(before: string, after: string): string | null {
  const b = new Decimal(before);
  if (b.isZero()) return null;
  return new Decimal(after)
    .minus(b)
    .div(b)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
