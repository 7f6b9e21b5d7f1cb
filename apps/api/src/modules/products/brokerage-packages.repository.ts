import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { productPackageBrokers, productPackages } from './products.tables.ts';

/** An agency's packages with whether the broker is on each package's list (whitelist or blacklist). */
export async function packagesWithBrokerListing(
  db: Executor,
  underwriterCompanyId: number,
  brokerCompanyId: number,
) {
  return db
    .select({
      id: productPackages.id,
      name: productPackages.name,
      brokerAccess: productPackages.brokerAccess,
      listed: sql<boolean>`exists (select 1 from ${productPackageBrokers} where ${productPackageBrokers.packageId} = ${productPackages.id} and ${productPackageBrokers.brokerCompanyId} = ${brokerCompanyId})`,
    })
    .from(productPackages)
    .where(eq(productPackages.companyId, underwriterCompanyId))
    .orderBy(asc(sql`lower(${productPackages.name})`), asc(productPackages.id));
}

/** Locks a package of the agency for a change of its broker list. */
export async function lockAgencyPackage(
  db: Executor,
  underwriterCompanyId: number,
  packageId: number,
) {
  const [row] = await db
    .select({ id: productPackages.id, brokerAccess: productPackages.brokerAccess })
    .from(productPackages)
    .where(
      and(eq(productPackages.id, packageId), eq(productPackages.companyId, underwriterCompanyId)),
    )
    .for('update');
  return row;
}

export async function setPackageBrokerAccess(
  db: Executor,
  packageId: number,
  brokerAccess: string,
): Promise<void> {
  await db
    .update(productPackages)
    .set({ brokerAccess, updatedAt: new Date() })
    .where(eq(productPackages.id, packageId));
}

/** Puts the broker on (listed) or takes it off a package's broker list. */
export async function setBrokerListed(
  db: Executor,
  packageId: number,
  brokerCompanyId: number,
  listed: boolean,
): Promise<void> {
  if (listed) {
    await db
      .insert(productPackageBrokers)
      .values({ packageId, brokerCompanyId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(productPackageBrokers)
      .where(
        and(
          eq(productPackageBrokers.packageId, packageId),
          eq(productPackageBrokers.brokerCompanyId, brokerCompanyId),
        ),
      );
  }
}
