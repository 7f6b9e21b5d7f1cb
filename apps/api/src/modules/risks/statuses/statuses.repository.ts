import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ProductRole, TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { riskPackages, risks, underwritingStatuses } from '../risks.tables.ts';

export type StatusRow = typeof underwritingStatuses.$inferSelect;

/** A package is active while its main risk is not declined, not taken up, or a cancelled policy. */
const activePackage = sql`${riskPackages.status} not in (${TransactionStatus.Declined}, ${TransactionStatus.NotTakenUp})
  and not exists (select 1 from ${risks} where ${risks.riskPackageId} = ${riskPackages.id} and ${risks.productRole} = ${ProductRole.Main} and ${risks.cancelled})`;

/** A status of the company, or undefined. */
export async function companyStatus(
  db: Executor,
  companyId: number,
  statusId: number,
): Promise<StatusRow | undefined> {
  const [row] = await db
    .select()
    .from(underwritingStatuses)
    .where(
      and(eq(underwritingStatuses.id, statusId), eq(underwritingStatuses.companyId, companyId)),
    );
  return row;
}

/** A status by id, whatever its company. */
export async function statusById(db: Executor, statusId: number): Promise<StatusRow | undefined> {
  const [row] = await db
    .select()
    .from(underwritingStatuses)
    .where(eq(underwritingStatuses.id, statusId));
  return row;
}

/** How many active packages carry the status. */
export async function activePackageCount(db: Executor, statusId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(riskPackages)
    .where(and(eq(riskPackages.underwritingStatusId, statusId), activePackage));
  return Number(row?.n ?? 0);
}

/** How many packages carry the status, active or not. */
export async function packageCount(db: Executor, statusId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(riskPackages)
    .where(eq(riskPackages.underwritingStatusId, statusId));
  return Number(row?.n ?? 0);
}

/** The company's statuses in workflow order, each with its number of active packages. */
export async function statusesWithActiveCounts(
  db: Executor,
  companyId: number,
): Promise<{ s: StatusRow; active: number }[]> {
  const rows = await db
    .select({ s: underwritingStatuses, active: count(riskPackages.id) })
    .from(underwritingStatuses)
    .leftJoin(
      riskPackages,
      and(eq(riskPackages.underwritingStatusId, underwritingStatuses.id), activePackage),
    )
    .where(eq(underwritingStatuses.companyId, companyId))
    .groupBy(underwritingStatuses.id)
    .orderBy(asc(underwritingStatuses.sortOrder), asc(underwritingStatuses.id));
  return rows.map((r) => ({ s: r.s, active: Number(r.active) }));
}

/** The id of the company's status with this name (case-insensitive), if any. */
export async function statusIdNamed(
  db: Executor,
  companyId: number,
  name: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: underwritingStatuses.id })
    .from(underwritingStatuses)
    .where(
      and(
        eq(underwritingStatuses.companyId, companyId),
        sql`lower(${underwritingStatuses.name}) = lower(${name})`,
      ),
    );
  return row?.id;
}

/** The highest sort order among the company's statuses, or null when it has none. */
export async function maxSortOrder(db: Executor, companyId: number): Promise<number | null> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${underwritingStatuses.sortOrder})` })
    .from(underwritingStatuses)
    .where(eq(underwritingStatuses.companyId, companyId));
  return last?.max === null || last?.max === undefined ? null : Number(last.max);
}

export async function insertStatus(
  db: Executor,
  values: typeof underwritingStatuses.$inferInsert,
): Promise<StatusRow> {
  const [row] = await db.insert(underwritingStatuses).values(values).returning();
  return row!;
}

export async function updateStatus(
  db: Executor,
  id: number,
  values: Pick<StatusRow, 'name' | 'colour' | 'sortOrder'>,
): Promise<StatusRow> {
  const [row] = await db
    .update(underwritingStatuses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(underwritingStatuses.id, id))
    .returning();
  return row!;
}

/** Moves every package from one status to another. */
export async function moveStatusPackages(db: Executor, from: number, to: number): Promise<void> {
  await db
    .update(riskPackages)
    .set({ underwritingStatusId: to, updatedAt: new Date() })
    .where(eq(riskPackages.underwritingStatusId, from));
}

export async function deleteStatus(db: Executor, id: number): Promise<void> {
  await db.delete(underwritingStatuses).where(eq(underwritingStatuses.id, id));
}
