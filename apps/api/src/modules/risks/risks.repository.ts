import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { userRoles } from '../companies/companies.tables.ts';
import { productPackages, productVersions } from '../products/products.tables.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from './risks.tables.ts';
import { riskActivities, riskInterestedParties } from './package-records.tables.ts';
import { riskEndorsements } from './adjustments/adjustments.tables.ts';

export type RiskRow = typeof risks.$inferSelect;
export type TransactionRow = typeof riskTransactions.$inferSelect;
export type TransactionValues = typeof riskTransactions.$inferInsert;
export type RiskValues = typeof risks.$inferInsert;
export type PackageValues = typeof riskPackages.$inferInsert;
export type VersionRow = typeof productVersions.$inferSelect;
export type ProductPackageRow = typeof productPackages.$inferSelect;

/** Transaction statuses that are still open (one per risk, decision 090). */
export const openStatuses: number[] = [
  TransactionStatus.Initiated,
  TransactionStatus.Submitted,
  TransactionStatus.Quoted,
  TransactionStatus.Referred,
];

/**
 * The package if one of its companies (broker, underwriting company, insurer) is the given one; with
 * `forUpdate` the row is locked `FOR NO KEY UPDATE` (decision 110): writers of the package still queue
 * on it, but an insert referencing it (a view, a message, a file) only needs `FOR KEY SHARE` for its
 * foreign key check and goes through. No change of a package alters its key; deleting it (discard)
 * strengthens the lock itself.
 */
export async function visiblePackageRow(
  db: Executor,
  companyId: number,
  riskPackageId: number,
  forUpdate: boolean,
): Promise<RiskPackageRow | undefined> {
  // A broker's draft (new business never submitted) is the broker's own (decision 134).
  const visible = or(
    eq(riskPackages.brokerCompanyId, companyId),
    and(
      eq(riskPackages.brokerDraft, false),
      or(
        eq(riskPackages.underwriterCompanyId, companyId),
        eq(riskPackages.insurerCompanyId, companyId),
        eq(riskPackages.insuredCompanyId, companyId),
      ),
    ),
  );
  const query = db
    .select()
    .from(riskPackages)
    .where(and(eq(riskPackages.id, riskPackageId), visible));
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row;
}

export async function packageRowById(db: Executor, id: number) {
  const [row] = await db.select().from(riskPackages).where(eq(riskPackages.id, id));
  return row;
}

export async function insertPackage(db: Executor, values: PackageValues) {
  const [row] = await db.insert(riskPackages).values(values).returning();
  return row!;
}

export async function updatePackage(db: Executor, id: number, values: Partial<PackageValues>) {
  const [row] = await db
    .update(riskPackages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(riskPackages.id, id))
    .returning();
  return row!;
}

export async function deletePackage(db: Executor, id: number): Promise<void> {
  await db.delete(riskPackages).where(eq(riskPackages.id, id));
}

export async function insertRisk(
  db: Executor,
  values: typeof risks.$inferInsert,
): Promise<RiskRow> {
  const [row] = await db.insert(risks).values(values).returning();
  return row!;
}

export async function updateRisk(
  db: Executor,
  id: number,
  values: Partial<typeof risks.$inferInsert>,
): Promise<RiskRow> {
  const [row] = await db
    .update(risks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(risks.id, id))
    .returning();
  return row!;
}

export async function deleteRisk(db: Executor, id: number): Promise<void> {
  await db.delete(risks).where(eq(risks.id, id));
}

/** The package's risks, main first then add-ons by sort order. */
export async function risksOfPackage(db: Executor, packageId: number): Promise<RiskRow[]> {
  return db
    .select()
    .from(risks)
    .where(eq(risks.riskPackageId, packageId))
    .orderBy(asc(risks.productRole), asc(risks.sortOrder), asc(risks.id));
}

export async function transactionsOfPackage(
  db: Executor,
  packageId: number,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(riskTransactions)
    .where(eq(riskTransactions.riskPackageId, packageId))
    .orderBy(asc(riskTransactions.riskId), asc(riskTransactions.sequence));
}

export async function transactionsOfRisk(db: Executor, riskId: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(riskTransactions)
    .where(eq(riskTransactions.riskId, riskId))
    .orderBy(asc(riskTransactions.sequence));
}

export async function insertTransaction(
  db: Executor,
  values: TransactionValues,
): Promise<TransactionRow> {
  const [row] = await db.insert(riskTransactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  db: Executor,
  id: number,
  values: Partial<TransactionValues>,
): Promise<TransactionRow> {
  const [row] = await db
    .update(riskTransactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(riskTransactions.id, id))
    .returning();
  return row!;
}

export async function deleteTransaction(db: Executor, id: number): Promise<void> {
  await db.delete(riskTransactions).where(eq(riskTransactions.id, id));
}

export async function assignedUserIds(db: Executor, packageId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: riskPackageAssignments.userId })
    .from(riskPackageAssignments)
    .where(eq(riskPackageAssignments.riskPackageId, packageId))
    .orderBy(asc(riskPackageAssignments.createdAt), asc(riskPackageAssignments.userId));
  return rows.map((r) => r.userId);
}

export async function addAssignments(
  db: Executor,
  packageId: number,
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(riskPackageAssignments)
    .values(userIds.map((userId) => ({ riskPackageId: packageId, userId })))
    .onConflictDoNothing();
}

export async function removeAssignments(
  db: Executor,
  packageId: number,
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(riskPackageAssignments)
    .where(
      and(
        eq(riskPackageAssignments.riskPackageId, packageId),
        inArray(riskPackageAssignments.userId, userIds),
      ),
    );
}

/** Users with any role in the company (membership check for assignments). */
export async function companyMemberIds(
  db: Executor,
  companyId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), inArray(userRoles.userId, userIds)));
  return rows.map((r) => r.userId);
}

export async function interestedPartyRows(db: Executor, packageId: number) {
  return db
    .select()
    .from(riskInterestedParties)
    .where(eq(riskInterestedParties.riskPackageId, packageId))
    .orderBy(asc(riskInterestedParties.id));
}

export async function insertRiskEndorsements(
  db: Executor,
  rows: (typeof riskEndorsements.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(riskEndorsements).values(rows).onConflictDoNothing();
}

export async function deleteRuleEndorsements(db: Executor, transactionId: number): Promise<void> {
  await db
    .delete(riskEndorsements)
    .where(
      and(
        eq(riskEndorsements.riskTransactionId, transactionId),
        eq(riskEndorsements.source, 'rule'),
      ),
    );
}

export async function endorsementVersionIdsOf(
  db: Executor,
  transactionId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: riskEndorsements.endorsementVersionId })
    .from(riskEndorsements)
    .where(eq(riskEndorsements.riskTransactionId, transactionId));
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

/** Whether the user viewed the package since `since` (the 'view' activity is throttled). */
export async function viewedSince(
  db: Executor,
  packageId: number,
  userId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: riskActivities.id })
    .from(riskActivities)
    .where(
      and(
        eq(riskActivities.riskPackageId, packageId),
        eq(riskActivities.kind, 'view'),
        eq(riskActivities.actorUserId, userId),
        gt(riskActivities.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a reference is already used by the underwriting company. */
export async function referenceTaken(
  db: Executor,
  underwriterCompanyId: number,
  reference: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: riskPackages.id })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.underwriterCompanyId, underwriterCompanyId),
        sql`lower(${riskPackages.reference}) = lower(${reference})`,
        ne(riskPackages.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The highest transaction sequence of a risk. */
export async function lastSequence(db: Executor, riskId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${riskTransactions.sequence}), 0)::int` })
    .from(riskTransactions)
    .where(eq(riskTransactions.riskId, riskId));
  return row?.max ?? 0;
}
