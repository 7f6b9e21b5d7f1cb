import { and, eq } from 'drizzle-orm';
import { ProductRole, TransactionStatus, TransactionType } from '@turbine/domain';
import type { TestServer } from '../../../../test/harness.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { insertRole } from '../../companies/roles.repository.ts';
import { memberWithRole } from '../../companies/companies.test-support.ts';
import { productVersions } from '../../products/products.tables.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from '../risks.tables.ts';
import { riskWorld } from '../risks.test-support.ts';

/**
 * Risk packages written straight into the tables, for the list and report tests (decision 092): the
 * create route is another piece of work, and these tests are about reading what the tables hold.
 */
export async function listWorld(server: TestServer) {
  const world = await riskWorld(server);
  const [mainVersion] = await server.ctx.db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, world.products.mainProductId));
  const [addOnVersion] = await server.ctx.db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, world.products.addOnProductId));
  return { ...world, mainVersionId: mainVersion!.id, addOnVersionId: addOnVersion!.id };
}
export type ListWorld = Awaited<ReturnType<typeof listWorld>>;

export interface PackageValues {
  reference: string;
  insuredName?: string;
  brokerCompanyId?: number;
  insurerCompanyId?: number | null;
  status?: number;
  transactionType?: number;
  inceptionDate?: string;
  totalPremium?: string | null;
  updatedAt?: Date;
  assignedUnderwriterId?: number | null;
  referredToTeam?: boolean;
  underwritingStatusId?: number | null;
  assignedUserIds?: number[];
  boundAt?: Date | null;
  /** Columns of the main risk's transaction beyond those the package caches (premiums, reasons...). */
  transaction?: Partial<typeof riskTransactions.$inferInsert>;
}

/** A package of the world's underwriter with a main risk and its one transaction, as the caches say. */
export async function insertPackage(db: Executor, w: ListWorld, v: PackageValues) {
  const status = v.status ?? TransactionStatus.Initiated;
  const type = v.transactionType ?? TransactionType.NewBusiness;
  const inceptionDate = v.inceptionDate ?? '2026-07-01';
  const expiryDate = `${Number(inceptionDate.slice(0, 4)) + 1}${inceptionDate.slice(4)}`;
  const insurerCompanyId =
    v.insurerCompanyId === undefined ? w.insurer.company.id : v.insurerCompanyId;
  const [pkg] = await db
    .insert(riskPackages)
    .values({
      reference: v.reference,
      brokerCompanyId: v.brokerCompanyId ?? w.broker.company.id,
      underwriterCompanyId: w.underwriter.company.id,
      insurerCompanyId,
      productPackageId: w.productPackageId,
      insured: { name: v.insuredName ?? 'Insured Pty Ltd' },
      insuredName: v.insuredName ?? 'Insured Pty Ltd',
      timeZone: 'Australia/Sydney',
      currency: 'aud',
      status,
      transactionType: type,
      inceptionDate,
      expiryDate,
      totalPremium: v.totalPremium ?? null,
      boundAt: v.boundAt ?? null,
      assignedUnderwriterId: v.assignedUnderwriterId ?? null,
      referredToTeam: v.referredToTeam ?? false,
      underwritingStatusId: v.underwritingStatusId ?? null,
      ...(v.updatedAt ? { updatedAt: v.updatedAt } : {}),
    })
    .returning();
  const [risk] = await db
    .insert(risks)
    .values({
      riskPackageId: pkg!.id,
      productId: w.products.mainProductId,
      productRole: ProductRole.Main,
      productVersionId: w.mainVersionId,
    })
    .returning();
  const [tx] = await db
    .insert(riskTransactions)
    .values({
      riskId: risk!.id,
      riskPackageId: pkg!.id,
      underwriterCompanyId: pkg!.underwriterCompanyId,
      brokerCompanyId: pkg!.brokerCompanyId,
      insurerCompanyId,
      sequence: 1,
      type,
      status,
      effectiveDate: inceptionDate,
      inceptionDate,
      expiryDate,
      totalPremium: v.totalPremium ?? null,
      boundAt: v.boundAt ?? null,
      ...v.transaction,
    })
    .returning();
  for (const userId of v.assignedUserIds ?? [])
    await db.insert(riskPackageAssignments).values({ riskPackageId: pkg!.id, userId });
  return { pkg: pkg!, risk: risk!, transaction: tx! };
}

/** An add-on risk of a package inserted by `insertPackage`, with one transaction (bound with the main one by default). */
export async function insertAddOn(
  db: Executor,
  w: ListWorld,
  made: Awaited<ReturnType<typeof insertPackage>>,
  transaction: Partial<typeof riskTransactions.$inferInsert>,
) {
  const [risk] = await db
    .insert(risks)
    .values({
      riskPackageId: made.pkg.id,
      productId: w.products.addOnProductId,
      productRole: ProductRole.AddOn,
      productVersionId: w.addOnVersionId,
    })
    .returning();
  const { id: _id, riskId: _r, createdAt: _c, updatedAt: _u, ...main } = made.transaction;
  const [tx] = await db
    .insert(riskTransactions)
    .values({ ...main, riskId: risk!.id, sequence: 1, ...transaction })
    .returning();
  return { risk: risk!, transaction: tx! };
}

/** Sets the main product version's "hide assigned underwriter from brokers" (§3 user assignment settings). */
export async function hideUnderwriterFromBrokers(
  db: Executor,
  w: ListWorld,
  hide: boolean,
): Promise<void> {
  await db
    .update(productVersions)
    .set({ hideAssignedUnderwriterFromBrokers: hide })
    .where(and(eq(productVersions.id, w.mainVersionId)));
}

/** A signed-in member of a company whose role has exactly the given company-type permission ids. */
export async function memberWithPermissions(
  server: TestServer,
  companyId: number,
  companyTypePermissionIds: number[],
) {
  const role = await insertRole(
    server.ctx.db,
    { companyId, name: `Limited ${Date.now()}-${Math.random()}` },
    companyTypePermissionIds,
  );
  return memberWithRole(server, companyId, role.id);
}
