import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { sectionQuotaShares } from './agreements.tables.ts';
import { likePattern } from './db-errors.ts';
import { reinsurancePeriods, syndicates } from './reference.tables.ts';

export type SyndicateRow = typeof syndicates.$inferSelect;
type SyndicateValues = { name: string; code: string; description: string | null };

function whereOf(companyId: number, search?: string): SQL {
  const own = eq(syndicates.companyId, companyId);
  return search
    ? and(
        own,
        or(
          ilike(syndicates.name, likePattern(search)),
          ilike(syndicates.code, likePattern(search)),
        ),
      )!
    : own;
}

/** A page of a company's syndicates by code, with the total. */
export async function listSyndicateRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = whereOf(companyId, q.search);
  const rows = await db
    .select()
    .from(syndicates)
    .where(where)
    .orderBy(asc(sql`lower(${syndicates.code})`), asc(syndicates.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(syndicates).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A syndicate of the company; another company's id finds nothing. */
export async function findSyndicate(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SyndicateRow | undefined> {
  const [row] = await db
    .select()
    .from(syndicates)
    .where(and(eq(syndicates.companyId, companyId), eq(syndicates.id, id)));
  return row;
}

/** Which of the ids are the company's syndicates. */
export async function companySyndicateIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(and(eq(syndicates.companyId, companyId), inArray(syndicates.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The company's syndicate with this code (case-insensitive). */
export async function findSyndicateByCode(
  db: Executor,
  companyId: number,
  code: string,
): Promise<SyndicateRow | undefined> {
  const [row] = await db
    .select()
    .from(syndicates)
    .where(
      and(
        eq(syndicates.companyId, companyId),
        sql`lower(${syndicates.code}) = ${code.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts a syndicate. */
export async function insertSyndicate(
  db: Executor,
  companyId: number,
  values: SyndicateValues,
): Promise<SyndicateRow> {
  const [row] = await db
    .insert(syndicates)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

/** Updates a syndicate. */
export async function updateSyndicateRow(
  db: Executor,
  id: number,
  values: SyndicateValues,
): Promise<SyndicateRow> {
  const [row] = await db
    .update(syndicates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(syndicates.id, id))
    .returning();
  return row!;
}

/** True when a reinsurance period or a quota share names the syndicate. */
export async function isSyndicateReferenced(db: Executor, id: number): Promise<boolean> {
  const [a] = await db
    .select({ n: count() })
    .from(reinsurancePeriods)
    .where(eq(reinsurancePeriods.syndicateId, id));
  const [b] = await db
    .select({ n: count() })
    .from(sectionQuotaShares)
    .where(eq(sectionQuotaShares.syndicateId, id));
  return (a?.n ?? 0) + (b?.n ?? 0) > 0;
}

/** Deletes a syndicate. */
export async function deleteSyndicateRow(db: Executor, id: number): Promise<void> {
  await db.delete(syndicates).where(eq(syndicates.id, id));
}
