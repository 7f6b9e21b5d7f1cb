import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { productPackageAddOns, productPackageBrokers, productPackages } from './products.tables.ts';

export type PackageRow = typeof productPackages.$inferSelect;
export type PackageValues = Omit<
  typeof productPackages.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** A page of a company's packages, optionally searched by name. */
export async function listPackageRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = and(
    eq(productPackages.companyId, companyId),
    q.search
      ? ilike(productPackages.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
  );
  const rows = await db
    .select()
    .from(productPackages)
    .where(where)
    .orderBy(asc(sql`lower(${productPackages.name})`), asc(productPackages.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(productPackages).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A package of the company, or undefined. */
export async function findPackage(
  db: Executor,
  companyId: number,
  id: number,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.companyId, companyId), eq(productPackages.id, id)));
  return row;
}

/** A company's package with the given name ignoring case. */
export async function findPackageByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(productPackages)
    .where(
      and(
        eq(productPackages.companyId, companyId),
        sql`lower(${productPackages.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** Which of the ids are broker companies (packages list brokers of any company, not only their own). */
export async function brokerCompanyIds(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.refCompanyTypeId, CompanyType.Broker)));
  return rows.map((r) => r.id);
}

/** Inserts or updates a package and replaces its add-ons and broker list. */
export async function writePackage(
  db: Executor,
  id: number | null,
  values: PackageValues,
  addOnIds: number[],
  brokerIds: number[],
): Promise<PackageRow> {
  const [row] =
    id === null
      ? await db.insert(productPackages).values(values).returning()
      : await db
          .update(productPackages)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(productPackages.id, id))
          .returning();
  const packageId = row!.id;
  await db.delete(productPackageAddOns).where(eq(productPackageAddOns.packageId, packageId));
  await db.delete(productPackageBrokers).where(eq(productPackageBrokers.packageId, packageId));
  if (addOnIds.length)
    await db
      .insert(productPackageAddOns)
      .values(addOnIds.map((productId, sortOrder) => ({ packageId, productId, sortOrder })));
  if (brokerIds.length)
    await db
      .insert(productPackageBrokers)
      .values(brokerIds.map((brokerCompanyId) => ({ packageId, brokerCompanyId })));
  return row!;
}

/** Add-on product ids (in order) and broker company ids per package. */
export async function packageLinks(
  db: Executor,
  packageIds: number[],
): Promise<Map<number, { addOns: number[]; brokers: number[] }>> {
  const map = new Map(
    packageIds.map((id) => [id, { addOns: [] as number[], brokers: [] as number[] }]),
  );
  if (!packageIds.length) return map;
  const addOns = await db
    .select()
    .from(productPackageAddOns)
    .where(inArray(productPackageAddOns.packageId, packageIds))
    .orderBy(asc(productPackageAddOns.sortOrder));
  const brokers = await db
    .select()
    .from(productPackageBrokers)
    .where(inArray(productPackageBrokers.packageId, packageIds))
    .orderBy(asc(productPackageBrokers.brokerCompanyId));
  for (const a of addOns) map.get(a.packageId)?.addOns.push(a.productId);
  for (const b of brokers) map.get(b.packageId)?.brokers.push(b.brokerCompanyId);
  return map;
}

/** Deletes a package with its links. */
export async function deletePackageRow(db: Executor, id: number): Promise<void> {
  await db.delete(productPackages).where(eq(productPackages.id, id));
}
