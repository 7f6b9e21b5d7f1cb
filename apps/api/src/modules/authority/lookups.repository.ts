import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies, userRoles } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { likePattern } from './db-errors.ts';

/** Active insurance companies by name, for the managing insurance company field. */
export async function listInsurers(db: Executor, search: string | undefined, limit: number) {
  const conditions = [
    eq(companies.refCompanyTypeId, CompanyType.Insurer),
    eq(companies.isActive, true),
  ];
  if (search) conditions.push(ilike(companies.name, likePattern(search)));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
}

/** A company's type, or undefined when it does not exist. */
export async function companyTypeOf(db: Executor, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ type: companies.refCompanyTypeId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.type;
}

/** Users holding a role in the company, by name: who may be an authorised underwriter. */
export async function listCompanyUsers(
  db: Executor,
  companyId: number,
  search: string | undefined,
  limit: number,
) {
  const conditions = [eq(userRoles.companyId, companyId)];
  if (search)
    conditions.push(
      or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))!,
    );
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** True when the user holds a role in the company. */
export async function isCompanyUser(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  return Boolean(row);
}
