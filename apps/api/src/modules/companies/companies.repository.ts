import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies, companyTypePermissions, userRoles } from './companies.tables.ts';

export type CompanyRow = typeof companies.$inferSelect;
const creator = alias(companies, 'creator');

/** A company with its creator's id, name and handle. */
export async function findCompany(db: Executor, id: number) {
  const [row] = await db
    .select({
      company: companies,
      creator: { id: creator.id, name: creator.name, handle: creator.handle },
    })
    .from(companies)
    .leftJoin(creator, eq(creator.id, companies.createdByCompanyId))
    .where(eq(companies.id, id));
  return row;
}

/** Id, name and handle of a company. */
export async function findCompanySummary(db: Executor, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, handle: companies.handle })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/** A company by its handle (subdomain). */
export async function findCompanyByHandle(
  db: Executor,
  handle: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.handle, handle));
  return row;
}

/** The fields the guard needs to scope a company route. */
export async function findCompanyScope(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      refCompanyTypeId: companies.refCompanyTypeId,
      createdByCompanyId: companies.createdByCompanyId,
      isActive: companies.isActive,
      hasAdmin: companies.hasAdmin,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export interface CompanyFilter {
  /** null = every company (system users); else companies where the user has a role, or which a company the user belongs to created. */
  visibleToUserId: number | null;
  search?: string;
  type?: number;
  isActive?: boolean;
  hasAdmin?: boolean;
  createdByCompanyId?: number;
}

function whereOf(f: CompanyFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.visibleToUserId !== null) {
    const mine = db_userCompanyIds(f.visibleToUserId);
    conditions.push(or(inArray(companies.id, mine), inArray(companies.createdByCompanyId, mine))!);
  }
  if (f.search)
    conditions.push(ilike(companies.name, `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.type) conditions.push(eq(companies.refCompanyTypeId, f.type));
  if (f.isActive !== undefined) conditions.push(eq(companies.isActive, f.isActive));
  if (f.hasAdmin !== undefined) conditions.push(eq(companies.hasAdmin, f.hasAdmin));
  if (f.createdByCompanyId !== undefined)
    conditions.push(eq(companies.createdByCompanyId, f.createdByCompanyId));
  return conditions.length ? and(...conditions) : undefined;
}

// A subquery of the companies a user holds a role in.
function db_userCompanyIds(userId: number) {
  return sql`(select ${userRoles.companyId} from ${userRoles} where ${userRoles.userId} = ${userId})`;
}

/** A page of companies with the total, creator joined. */
export async function listCompanies(
  db: Executor,
  f: CompanyFilter,
  page: { page: number; perPage: number; sort: string },
) {
  const where = whereOf(f);
  const order =
    {
      name: asc(sql`lower(${companies.name})`),
      '-name': desc(sql`lower(${companies.name})`),
      createdAt: asc(companies.createdAt),
      '-createdAt': desc(companies.createdAt),
    }[page.sort] ?? asc(companies.name);
  const rows = await db
    .select({
      company: companies,
      creator: { id: creator.id, name: creator.name, handle: creator.handle },
    })
    .from(companies)
    .leftJoin(creator, eq(creator.id, companies.createdByCompanyId))
    .where(where)
    .orderBy(order, asc(companies.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companies)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Id, name, handle and type of the companies matching a name, for pickers. */
export async function listCompanyNames(db: Executor, f: CompanyFilter, limit: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      handle: companies.handle,
      refCompanyTypeId: companies.refCompanyTypeId,
    })
    .from(companies)
    .where(whereOf(f))
    .orderBy(asc(sql`lower(${companies.name})`))
    .limit(limit);
}

/** The one system company's id (DESIGN §6), if reference data has created it. */
export async function findSystemCompanyId(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.refCompanyTypeId, CompanyType.System))
    .limit(1);
  return row?.id;
}

/** Creates a company. */
export async function insertCompany(
  db: Executor,
  values: typeof companies.$inferInsert,
): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

/** Updates a company. */
export async function updateCompanyRow(
  db: Executor,
  id: number,
  values: Partial<typeof companies.$inferInsert>,
): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

/** The permissions a company type may grant, as rows of §3 companyTypePermissions. */
export async function listCompanyTypePermissions(db: Executor, companyTypeId: number) {
  return db
    .select({
      id: companyTypePermissions.id,
      refPermissionId: companyTypePermissions.refPermissionId,
    })
    .from(companyTypePermissions)
    .where(eq(companyTypePermissions.refCompanyTypeId, companyTypeId))
    .orderBy(asc(companyTypePermissions.refPermissionId));
}

/** Inserts missing company-type permission rows (idempotent; run at start-up). */
export async function upsertCompanyTypePermissions(
  db: Executor,
  rows: { refCompanyTypeId: number; refPermissionId: number }[],
) {
  if (rows.length) await db.insert(companyTypePermissions).values(rows).onConflictDoNothing();
}

/** True when two users hold roles in at least one common company. */
export async function sharesCompanyWith(
  db: Executor,
  userId: number,
  otherUserId: number,
): Promise<boolean> {
  const other = alias(userRoles, 'other');
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(and(eq(other.userId, otherUserId), eq(other.companyId, userRoles.companyId))),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Locks a company row for the rest of the transaction. Membership changes take it first so two
 * concurrent requests cannot both remove "the other" last administrator or both invite one email.
 */
export async function lockCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

/** Marks that a company has (or has no) administrator. */
export async function setHasAdmin(db: Executor, id: number, hasAdmin: boolean): Promise<void> {
  await db.update(companies).set({ hasAdmin, updatedAt: new Date() }).where(eq(companies.id, id));
}
