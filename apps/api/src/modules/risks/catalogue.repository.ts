import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { VersionRow } from './risks.repository.ts';
import { agencyBrokerages } from '../companies/brokerages.tables.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import {
  productPackageAddOns,
  productPackageBrokers,
  productPackages,
  products,
  productVersions,
} from '../products/products.tables.ts';
import { endorsementVersions } from '../authority/endorsements/endorsements.tables.ts';

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

/** The agency has not suspended the broker (decision 168: a suspended brokerage starts no new business). */
const notSuspended = (brokerCompanyId: number) =>
  sql`not exists (select 1 from ${agencyBrokerages} where ${agencyBrokerages.underwriterCompanyId} = ${productPackages.companyId} and ${agencyBrokerages.brokerCompanyId} = ${brokerCompanyId} and ${agencyBrokerages.status} = 'suspended')`;

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
        notSuspended(brokerCompanyId),
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

export async function productPackageName(db: Executor, id: number): Promise<string> {
  const [row] = await db
    .select({ name: productPackages.name })
    .from(productPackages)
    .where(eq(productPackages.id, id));
  return row?.name ?? '';
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
