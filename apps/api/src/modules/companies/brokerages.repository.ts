import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { agencyBrokerages } from './brokerages.tables.ts';
import { companies, roles, userRoles } from './companies.tables.ts';

export type AgencyBrokerageRow = typeof agencyBrokerages.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The brokerages an agency works with, with their company and member count, by name. */
export async function listAgencyBrokerages(
  db: Executor,
  underwriterCompanyId: number,
  q: { search?: string; status?: string },
) {
  const conditions: SQL[] = [eq(agencyBrokerages.underwriterCompanyId, underwriterCompanyId)];
  if (q.search) conditions.push(ilike(companies.name, `%${escapeLike(q.search)}%`));
  if (q.status) conditions.push(eq(agencyBrokerages.status, q.status));
  return db
    .select({
      link: agencyBrokerages,
      company: {
        id: companies.id,
        name: companies.name,
        handle: companies.handle,
        isActive: companies.isActive,
        hasAdmin: companies.hasAdmin,
        createdByCompanyId: companies.createdByCompanyId,
      },
      userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.companyId} = ${companies.id})`,
    })
    .from(agencyBrokerages)
    .innerJoin(companies, eq(companies.id, agencyBrokerages.brokerCompanyId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

export type AgencyBrokerageListRow = Awaited<ReturnType<typeof listAgencyBrokerages>>[number];

/** One agency–brokerage link, locked for update when inside a transaction that changes it. */
export async function findAgencyBrokerage(
  db: Executor,
  underwriterCompanyId: number,
  brokerCompanyId: number,
  lock = false,
): Promise<AgencyBrokerageRow | undefined> {
  const query = db
    .select()
    .from(agencyBrokerages)
    .where(
      and(
        eq(agencyBrokerages.underwriterCompanyId, underwriterCompanyId),
        eq(agencyBrokerages.brokerCompanyId, brokerCompanyId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Links a brokerage to an agency; false when it was already linked. */
export async function insertAgencyBrokerage(
  db: Executor,
  values: typeof agencyBrokerages.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(agencyBrokerages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: agencyBrokerages.brokerCompanyId });
  return rows.length > 0;
}

export async function updateAgencyBrokerage(
  db: Executor,
  underwriterCompanyId: number,
  brokerCompanyId: number,
  values: Partial<typeof agencyBrokerages.$inferInsert>,
): Promise<void> {
  await db
    .update(agencyBrokerages)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(agencyBrokerages.underwriterCompanyId, underwriterCompanyId),
        eq(agencyBrokerages.brokerCompanyId, brokerCompanyId),
      ),
    );
}

/** A brokerage's members with their role name (its authorised users, as the agency sees them). */
export async function listBrokerageUsers(db: Executor, brokerCompanyId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, roleName: roles.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.companyId, brokerCompanyId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The commission override an agency set for a brokerage, or null (decision 168). */
export async function findCommissionOverride(
  db: Executor,
  underwriterCompanyId: number,
  brokerCompanyId: number,
): Promise<string | null> {
  const row = await findAgencyBrokerage(db, underwriterCompanyId, brokerCompanyId);
  return row?.commissionPercent ?? null;
}
