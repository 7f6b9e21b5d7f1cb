import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { CompanyType, TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { companies, userRoles } from '../companies/index.ts';
import { users } from '../identity/identity.tables.ts';
import {
  productPackageAddOns,
  productPackageBrokers,
  productPackages,
  products,
  productVersions,
} from '../products/products.tables.ts';
import { endorsementVersions } from '../authority/endorsements/endorsements.tables.ts';
import {
  riskActivities,
  riskEndorsements,
  riskInterestedParties,
  riskPackageAssignments,
  riskPackages,
  risks,
  riskTransactions,
} from './risks.tables.ts';

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

const hasPublishedVersion = (
  productId: typeof productPackages.mainProductId | typeof productPackageAddOns.productId,
) =>
  sql`exists (select 1 from ${productVersions} where ${productVersions.productId} = ${productId} and ${productVersions.status} in ('live', 'locked'))`;

/** The broker whitelist / blacklist of a package admits the broker (§3 product package permissions). */
const admitsBroker = (brokerCompanyId: number) => sql`(
  ${productPackages.brokerAccess} = 'all'
  or (${productPackages.brokerAccess} = 'whitelist' and exists (select 1 from ${productPackageBrokers} where ${productPackageBrokers.packageId} = ${productPackages.id} and ${productPackageBrokers.brokerCompanyId} = ${brokerCompanyId}))
  or (${productPackages.brokerAccess} = 'blacklist' and not exists (select 1 from ${productPackageBrokers} where ${productPackageBrokers.packageId} = ${productPackages.id} and ${productPackageBrokers.brokerCompanyId} = ${brokerCompanyId}))
)`;

/** Packages of active underwriting companies a broker may sell: main product published, broker admitted. */
export async function availablePackageRows(
  db: Executor,
  brokerCompanyId: number,
  packageId?: number,
) {
  return db
    .select({
      pkg: productPackages,
      underwriterName: companies.name,
      mainProductName: products.name,
    })
    .from(productPackages)
    .innerJoin(companies, eq(companies.id, productPackages.companyId))
    .innerJoin(products, eq(products.id, productPackages.mainProductId))
    .where(
      and(
        eq(companies.refCompanyTypeId, CompanyType.Underwriter),
        eq(companies.isActive, true),
        hasPublishedVersion(productPackages.mainProductId),
        admitsBroker(brokerCompanyId),
        packageId === undefined ? undefined : eq(productPackages.id, packageId),
      ),
    )
    .orderBy(asc(productPackages.name), asc(productPackages.id));
}

/** Add-ons of packages that have a published version, in package order. */
export async function publishedAddOns(db: Executor, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({ packageId: productPackageAddOns.packageId, id: products.id, name: products.name })
    .from(productPackageAddOns)
    .innerJoin(products, eq(products.id, productPackageAddOns.productId))
    .where(
      and(
        inArray(productPackageAddOns.packageId, packageIds),
        hasPublishedVersion(productPackageAddOns.productId),
      ),
    )
    .orderBy(asc(productPackageAddOns.sortOrder), asc(products.id));
}

/** Every add-on product id of a package (published or not). */
export async function packageAddOnIds(db: Executor, packageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productPackageAddOns.productId })
    .from(productPackageAddOns)
    .where(eq(productPackageAddOns.packageId, packageId))
    .orderBy(asc(productPackageAddOns.sortOrder));
  return rows.map((r) => r.id);
}

/** The broker's client companies: companies it created, of type Client. */
export async function clientCompanyRows(db: Executor, brokerCompanyId: number, id?: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.createdByCompanyId, brokerCompanyId),
        eq(companies.refCompanyTypeId, CompanyType.Client),
        id === undefined ? undefined : eq(companies.id, id),
      ),
    )
    .orderBy(asc(companies.name));
}

/** The product's current published version (the highest live or locked version number). */
export async function currentPublishedVersion(
  db: Executor,
  productId: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.productId, productId),
        inArray(productVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  return row;
}

export async function versionById(db: Executor, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(productVersions).where(eq(productVersions.id, id));
  return row;
}

export async function productNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function companyNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The package if one of its companies (broker, underwriting company, insurer) is the given one; with `forUpdate` the row is locked. */
export async function visiblePackageRow(
  db: Executor,
  companyId: number,
  riskPackageId: number,
  forUpdate: boolean,
): Promise<RiskPackageRow | undefined> {
  const visible = or(
    eq(riskPackages.brokerCompanyId, companyId),
    eq(riskPackages.underwriterCompanyId, companyId),
    eq(riskPackages.insurerCompanyId, companyId),
  );
  const query = db
    .select()
    .from(riskPackages)
    .where(and(eq(riskPackages.id, riskPackageId), visible));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function packageRowById(db: Executor, id: number) {
  const [row] = await db.select().from(riskPackages).where(eq(riskPackages.id, id));
  return row;
}

export async function productPackageName(db: Executor, id: number): Promise<string> {
  const [row] = await db
    .select({ name: productPackages.name })
    .from(productPackages)
    .where(eq(productPackages.id, id));
  return row?.name ?? '';
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

/** A client company's details as the insured (§2 insured details). */
export async function clientCompanyDetails(db: Executor, brokerCompanyId: number, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      registrationNumber: companies.businessRegistryNumber,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      city: companies.city,
      state: companies.state,
      postcode: companies.postcode,
      country: companies.country,
    })
    .from(companies)
    .where(
      and(
        eq(companies.id, id),
        eq(companies.createdByCompanyId, brokerCompanyId),
        eq(companies.refCompanyTypeId, CompanyType.Client),
      ),
    );
  return row;
}

/** The published (live or locked) version of each endorsement, highest first: what a rule's endorsement attaches. */
export async function publishedEndorsementVersions(
  db: Executor,
  endorsementIds: number[],
): Promise<Map<number, number>> {
  if (endorsementIds.length === 0) return new Map();
  const rows = await db
    .select({ id: endorsementVersions.id, endorsementId: endorsementVersions.endorsementId })
    .from(endorsementVersions)
    .where(
      and(
        inArray(endorsementVersions.endorsementId, endorsementIds),
        inArray(endorsementVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(desc(endorsementVersions.version));
  const map = new Map<number, number>();
  for (const r of rows) if (!map.has(r.endorsementId)) map.set(r.endorsementId, r.id);
  return map;
}

/** The highest transaction sequence of a risk. */
export async function lastSequence(db: Executor, riskId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${riskTransactions.sequence}), 0)::int` })
    .from(riskTransactions)
    .where(eq(riskTransactions.riskId, riskId));
  return row?.max ?? 0;
}
