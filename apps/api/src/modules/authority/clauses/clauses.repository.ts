import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { likePattern } from '../db-errors.ts';
import { clauses, clauseVersions } from './clauses.tables.ts';

export type ClauseRow = typeof clauses.$inferSelect;
export type ClauseVersionRow = typeof clauseVersions.$inferSelect;

/** The company's clauses by code, optionally searched by code or name. */
export function listClauseRows(
  db: Executor,
  companyId: number,
  search?: string,
): Promise<ClauseRow[]> {
  const own = eq(clauses.companyId, companyId);
  const where = search
    ? and(
        own,
        or(ilike(clauses.code, likePattern(search)), ilike(clauses.name, likePattern(search))),
      )!
    : own;
  return db
    .select()
    .from(clauses)
    .where(where)
    .orderBy(asc(sql`lower(${clauses.code})`), asc(clauses.id))
    .limit(500);
}

/** Clauses of the company among `ids` (another company's are not found). */
export function clauseRowsByIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<ClauseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(clauses)
    .where(and(eq(clauses.companyId, companyId), inArray(clauses.id, ids)));
}

/** A clause of the company; with `lock`, held until commit (version numbering). */
export async function findClause(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<ClauseRow | undefined> {
  const query = db
    .select()
    .from(clauses)
    .where(and(eq(clauses.companyId, companyId), eq(clauses.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's clause with this code (case-insensitive). */
export async function findClauseByCode(
  db: Executor,
  companyId: number,
  code: string,
): Promise<ClauseRow | undefined> {
  const [row] = await db
    .select()
    .from(clauses)
    .where(
      and(eq(clauses.companyId, companyId), sql`lower(${clauses.code}) = ${code.toLowerCase()}`),
    );
  return row;
}

export async function insertClause(
  db: Executor,
  values: { companyId: number; code: string; name: string },
): Promise<ClauseRow> {
  const [row] = await db.insert(clauses).values(values).returning();
  return row!;
}

export async function updateClauseRow(
  db: Executor,
  id: number,
  values: { code: string; name: string },
): Promise<ClauseRow> {
  const [row] = await db
    .update(clauses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clauses.id, id))
    .returning();
  return row!;
}

export async function deleteClauseRow(db: Executor, id: number): Promise<void> {
  await db.delete(clauses).where(eq(clauses.id, id));
}

/** Versions of the given clauses, oldest first. */
export function listClauseVersionRows(
  db: Executor,
  clauseIds: number[],
): Promise<ClauseVersionRow[]> {
  if (clauseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(clauseVersions)
    .where(inArray(clauseVersions.clauseId, clauseIds))
    .orderBy(asc(clauseVersions.version));
}

/** A version of the clause; with `lock`, held until commit. */
export async function findClauseVersion(
  db: Executor,
  clauseId: number,
  versionId: number,
  lock = false,
): Promise<ClauseVersionRow | undefined> {
  const query = db
    .select()
    .from(clauseVersions)
    .where(and(eq(clauseVersions.clauseId, clauseId), eq(clauseVersions.id, versionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new draft version with the next number (the caller holds the clause lock). */
export async function insertNextClauseVersion(
  db: Executor,
  companyId: number,
  clauseId: number,
  content: string,
  savedOnce: boolean,
): Promise<ClauseVersionRow> {
  const [last] = await db
    .select({ v: sql<number>`coalesce(max(${clauseVersions.version}), 0)::int` })
    .from(clauseVersions)
    .where(eq(clauseVersions.clauseId, clauseId));
  const [row] = await db
    .insert(clauseVersions)
    .values({ companyId, clauseId, version: (last?.v ?? 0) + 1, savedOnce, content })
    .returning();
  return row!;
}

/** Writes a version's wording, its state, or both. */
export async function updateClauseVersionRow(
  db: Executor,
  id: number,
  values: Partial<Pick<ClauseVersionRow, 'content' | 'savedOnce' | 'status' | 'inUse'>>,
): Promise<ClauseVersionRow> {
  const [row] = await db
    .update(clauseVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clauseVersions.id, id))
    .returning();
  return row!;
}

export async function deleteClauseVersionRow(db: Executor, id: number): Promise<void> {
  await db.delete(clauseVersions).where(eq(clauseVersions.id, id));
}

/** Versions by id, locked until commit (a document generation locking what it included). */
export function clauseVersionRowsByIds(db: Executor, ids: number[]): Promise<ClauseVersionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(clauseVersions).where(inArray(clauseVersions.id, ids)).for('update');
}
