import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { agencyBrokerages } from './brokerages.tables.ts';
import { companies } from './companies.tables.ts';
import { companyRatingChanges } from './company-ratings.tables.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The brokerages linked to the agency (any status), as ids. */
export async function agencyBrokerageIds(db: Executor, agencyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: agencyBrokerages.brokerCompanyId })
    .from(agencyBrokerages)
    .where(eq(agencyBrokerages.underwriterCompanyId, agencyId));
  return rows.map((r) => r.id);
}

/** Companies of the given type among `ids`, optionally filtered by name, by name. */
export async function companiesByIds(
  db: Executor,
  ids: number[],
  typeId: number,
  search?: string,
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [inArray(companies.id, ids), eq(companies.refCompanyTypeId, typeId)];
  if (search) conditions.push(ilike(companies.name, `%${escapeLike(search)}%`));
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

const changeColumns = {
  change: companyRatingChanges,
  userName: users.name,
};

/** The newest change per rated company among `ratedIds` (the current grades). */
export async function latestRatingChanges(db: Executor, agencyId: number, ratedIds: number[]) {
  if (ratedIds.length === 0) return [];
  return db
    .selectDistinctOn([companyRatingChanges.ratedCompanyId], changeColumns)
    .from(companyRatingChanges)
    .leftJoin(users, eq(users.id, companyRatingChanges.changedByUserId))
    .where(
      and(
        eq(companyRatingChanges.underwriterCompanyId, agencyId),
        inArray(companyRatingChanges.ratedCompanyId, ratedIds),
      ),
    )
    .orderBy(companyRatingChanges.ratedCompanyId, desc(companyRatingChanges.id));
}

export type RatingChangeRow = Awaited<ReturnType<typeof latestRatingChanges>>[number];

/** Every change of one company's grade at the agency, newest first. */
export async function ratingHistory(
  db: Executor,
  agencyId: number,
  ratedId: number,
): Promise<RatingChangeRow[]> {
  return db
    .select(changeColumns)
    .from(companyRatingChanges)
    .leftJoin(users, eq(users.id, companyRatingChanges.changedByUserId))
    .where(
      and(
        eq(companyRatingChanges.underwriterCompanyId, agencyId),
        eq(companyRatingChanges.ratedCompanyId, ratedId),
      ),
    )
    .orderBy(desc(companyRatingChanges.id));
}

/** Appends a change of grade. */
export async function insertRatingChange(
  db: Executor,
  values: typeof companyRatingChanges.$inferInsert,
): Promise<void> {
  await db.insert(companyRatingChanges).values(values);
}

/** The current grade of each of `ratedIds` at the agency (absent = never graded or cleared). */
export async function currentGrades(
  db: Executor,
  agencyId: number,
  ratedIds: number[],
): Promise<Map<number, string>> {
  const rows = await latestRatingChanges(db, agencyId, ratedIds);
  return new Map(
    rows.flatMap((r) => (r.change.grade ? [[r.change.ratedCompanyId, r.change.grade]] : [])),
  );
}

/** Serialises changes of one agency's grade on one company, so each change's previous grade is exact. */
export async function lockRatingPair(db: Executor, agencyId: number, ratedId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${agencyId}::int, ${ratedId}::int)`);
}
