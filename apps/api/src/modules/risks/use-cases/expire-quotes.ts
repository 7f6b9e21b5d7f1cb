import {
  ProductRole,
  QUOTE_VALID_DAYS,
  quoteExpiresAt,
  transitionOf,
  TransactionStatus,
  type LifecycleCommand,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import type { TransitionRun } from '../lifecycle/action-run.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import { publishNotices } from '../lifecycle/notices.ts';
import { noticeRecipients, syncPackageCaches } from '../lifecycle/run-action.ts';
import { lockPackageUnlessBusy, quotedPackagesPage } from '../quote-expiry.repository.ts';
import { loadPackage, riskIn, snapshotOf, systemActor } from '../risk-snapshot.ts';

/** Packages examined, and lapsed, per database transaction. */
export const QUOTE_EXPIRY_BATCH = 200;

const DAY = 86_400;
/**
 * No quote lapses sooner than this after it was issued: issued at a day's last second it lives 30 days and
 * a second, less at most one hour of a daylight-saving change. Older quotes are read and checked exactly.
 */
const SHORTEST_LIFE = (QUOTE_VALID_DAYS - 1) * DAY;

export interface ExpiryRun {
  /** Packages whose quotes lapsed in this run. */
  packages: number;
  /** Risks moved to Not taken up. */
  risks: number;
  /** Lapsed packages left for the next run because a user was changing them. */
  busy: number;
}

const notTakenUp: LifecycleCommand = { action: 'notTakenUp' };
/** The scheduler: no user, no company (decision 080 `system`). */
const scheduler = systemActor(0);

/**
 * The quote expiry job (decision 104; spec §4, §9): every quote whose validity ended by `now` (the end of
 * day 30 in the risk's zone, `quoteExpiresAt`) takes the system's Not taken up transition, with its
 * timeline entry and the broker's notification. Pages of `batchSize` packages, each lapsed in one
 * transaction. Idempotent: a package is locked and re-read before it changes, so one already lapsed,
 * bound or reopened meanwhile is left as it is.
 */
export async function expireQuotes(
  ctx: AppContext,
  opts: { now: number; batchSize?: number },
): Promise<ExpiryRun> {
  const batchSize = opts.batchSize ?? QUOTE_EXPIRY_BATCH;
  const quotedBefore = new Date((opts.now - SHORTEST_LIFE) * 1000);
  const total: ExpiryRun = { packages: 0, risks: 0, busy: 0 };
  for (let afterId = 0; ;) {
    const page = await quotedPackagesPage(ctx.db, quotedBefore, afterId, batchSize);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.riskPackageId;
    const lapsed = page
      .filter(
        (p) => quoteExpiresAt(Math.floor(p.quotedAt.getTime() / 1000), p.timeZone) <= opts.now,
      )
      .map((p) => p.riskPackageId);
    if (lapsed.length > 0) {
      const run = await lapsePackages(ctx, lapsed, opts.now);
      total.packages += run.packages;
      total.risks += run.risks;
      total.busy += run.busy;
    }
    if (page.length < batchSize) break;
  }
  return total;
}

/**
 * One transaction: each package locked (skipped when busy), re-read, and every risk of it whose quote has
 * lapsed at `now` moved to Not taken up by the lifecycle's system row (guard `quoteLapsed`), the main risk
 * first; then the package caches and the notices, recorded in the outbox with the change.
 */
export async function lapsePackages(
  ctx: AppContext,
  riskPackageIds: readonly number[],
  now: number,
): Promise<ExpiryRun> {
  return inTransaction(ctx, async (tx, after) => {
    const result: ExpiryRun = { packages: 0, risks: 0, busy: 0 };
    for (const id of riskPackageIds) {
      const pkg = await lockPackageUnlessBusy(tx, id);
      if (!pkg) {
        result.busy++;
        continue;
      }
      let next = await loadPackage(tx, pkg);
      const run: TransitionRun = { tx, by: { userId: null, companyId: null }, now, notices: [] };
      const riskIds = [...next.risks]
        .sort(
          (a, b) =>
            Number(b.risk.productRole === ProductRole.Main) -
            Number(a.risk.productRole === ProductRole.Main),
        )
        .map((r) => r.risk.id);
      let lapsed = 0;
      for (const riskId of riskIds) {
        const r = riskIn(next, riskId);
        if (r.current.status !== TransactionStatus.Quoted) continue;
        const outcome = transitionOf(snapshotOf(next, r), notTakenUp, scheduler, now);
        if (!outcome.ok) continue;
        next = await applyEffects(run, next, r, outcome, notTakenUp);
        lapsed++;
      }
      if (lapsed === 0) continue;
      const synced = await syncPackageCaches(tx, next);
      await publishNotices(ctx, tx, after, run, synced, await noticeRecipients(tx, synced));
      result.packages++;
      result.risks += lapsed;
    }
    return result;
  });
}
