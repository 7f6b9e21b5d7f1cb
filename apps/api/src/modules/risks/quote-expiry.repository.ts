import { and, asc, eq, gt, lte, min, sql } from 'drizzle-orm';
import { TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackages, riskTransactions } from './risks.tables.ts';

/** A package with a quoted transaction: its earliest quote and the zone its days are read in. */
export interface QuotedPackage {
  riskPackageId: number;
  quotedAt: Date;
  timeZone: string;
}

/**
 * Packages with a transaction still Quoted since `quotedBefore` or earlier, by id after `afterId` (keyset
 * pages of the quote expiry job, decision 104). The caller decides in the risk's zone which have lapsed.
 */
export async function quotedPackagesPage(
  db: Executor,
  quotedBefore: Date,
  afterId: number,
  limit: number,
): Promise<QuotedPackage[]> {
  const rows = await db
    .select({
      riskPackageId: riskTransactions.riskPackageId,
      quotedAt: min(riskTransactions.quotedAt),
      timeZone: riskPackages.timeZone,
    })
    .from(riskTransactions)
    .innerJoin(riskPackages, eq(riskPackages.id, riskTransactions.riskPackageId))
    .where(
      and(
        // Written like the partial index risk_transactions_quoted_idx (status = 3) so it is used.
        sql`${riskTransactions.status} = ${sql.raw(String(TransactionStatus.Quoted))}`,
        lte(riskTransactions.quotedAt, quotedBefore),
        gt(riskTransactions.riskPackageId, afterId),
      ),
    )
    .groupBy(riskTransactions.riskPackageId, riskPackages.timeZone)
    .orderBy(asc(riskTransactions.riskPackageId))
    .limit(limit);
  return rows.map((r) => ({ ...r, quotedAt: r.quotedAt! }));
}

/**
 * Locks a package for the expiry job. SKIP LOCKED: a package a user is changing right now (a bind) is left
 * to the next run, which reads it as that change left it; undefined then, or when it is gone. `FOR NO KEY
 * UPDATE` like every package change (decision 110).
 */
export async function lockPackageUnlessBusy(
  db: Executor,
  id: number,
): Promise<RiskPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(riskPackages)
    .where(eq(riskPackages.id, id))
    .for('no key update', { skipLocked: true });
  return row;
}
