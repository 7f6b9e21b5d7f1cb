import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { EndorsementVersionBody } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { likePattern } from '../db-errors.ts';
import {
  endorsementRules,
  endorsements,
  endorsementVersionClauses,
  endorsementVersions,
} from './endorsements.tables.ts';

export type EndorsementRow = typeof endorsements.$inferSelect;
export type EndorsementVersionRow = typeof endorsementVersions.$inferSelect;
export type EndorsementRuleRow = typeof endorsementRules.$inferSelect;
/** Version content as stored: the body with its HTML already sanitized. */
export type VersionContent = Omit<EndorsementVersionBody, 'rules'> & {
  rules: { expression: string }[];
};

/** The clauses a version includes, in order (decision 233). */
export async function listVersionClauseIds(db: Executor, versionId: number): Promise<number[]> {
  const rows = await db
    .select({ clauseId: endorsementVersionClauses.clauseId })
    .from(endorsementVersionClauses)
    .where(eq(endorsementVersionClauses.endorsementVersionId, versionId))
    .orderBy(asc(endorsementVersionClauses.position));
  return rows.map((r) => r.clauseId);
}

/** Whether any endorsement version of the company includes the clause (it cannot be deleted then). */
export async function clauseIncludedByEndorsement(
  db: Executor,
  companyId: number,
  clauseId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: endorsementVersionClauses.endorsementVersionId })
    .from(endorsementVersionClauses)
    .where(
      and(
        eq(endorsementVersionClauses.companyId, companyId),
        eq(endorsementVersionClauses.clauseId, clauseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function replaceClauses(
  db: Executor,
  companyId: number,
  versionId: number,
  clauseIds: number[],
): Promise<void> {
  await db
    .delete(endorsementVersionClauses)
    .where(eq(endorsementVersionClauses.endorsementVersionId, versionId));
  if (clauseIds.length)
    await db.insert(endorsementVersionClauses).values(
      clauseIds.map((clauseId, position) => ({
        companyId,
        endorsementVersionId: versionId,
        position,
        clauseId,
      })),
    );
}

/** A page of a company's endorsements by name, with the total. */
export async function listEndorsementRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const own = eq(endorsements.companyId, companyId);
  const where = q.search ? and(own, ilike(endorsements.name, likePattern(q.search)))! : own;
  const rows = await db
    .select()
    .from(endorsements)
    .where(where)
    .orderBy(asc(sql`lower(${endorsements.name})`), asc(endorsements.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(endorsements).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** An endorsement of the company; with `lock`, held until commit (version numbering). */
export async function findEndorsement(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<EndorsementRow | undefined> {
  const query = db
    .select()
    .from(endorsements)
    .where(and(eq(endorsements.companyId, companyId), eq(endorsements.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's endorsement with this name (case-insensitive). */
export async function findEndorsementByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<EndorsementRow | undefined> {
  const [row] = await db
    .select()
    .from(endorsements)
    .where(
      and(
        eq(endorsements.companyId, companyId),
        sql`lower(${endorsements.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts or renames an endorsement. */
export async function saveEndorsementRow(
  db: Executor,
  companyId: number,
  id: number | null,
  name: string,
): Promise<EndorsementRow> {
  if (id === null) {
    const [row] = await db.insert(endorsements).values({ companyId, name }).returning();
    return row!;
  }
  const [row] = await db
    .update(endorsements)
    .set({ name, updatedAt: new Date() })
    .where(eq(endorsements.id, id))
    .returning();
  return row!;
}

/** Deletes an endorsement with its versions. */
export async function deleteEndorsementRow(db: Executor, id: number): Promise<void> {
  await db.delete(endorsements).where(eq(endorsements.id, id));
}

/** Versions of the given endorsements, oldest first. */
export async function listVersionRows(
  db: Executor,
  endorsementIds: number[],
): Promise<EndorsementVersionRow[]> {
  if (endorsementIds.length === 0) return [];
  return db
    .select()
    .from(endorsementVersions)
    .where(inArray(endorsementVersions.endorsementId, endorsementIds))
    .orderBy(asc(endorsementVersions.version));
}

/** A version of the endorsement; with `lock`, held until commit. */
export async function findVersion(
  db: Executor,
  endorsementId: number,
  versionId: number,
  lock = false,
): Promise<EndorsementVersionRow | undefined> {
  const query = db
    .select()
    .from(endorsementVersions)
    .where(
      and(
        eq(endorsementVersions.endorsementId, endorsementId),
        eq(endorsementVersions.id, versionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A version by id alone, locked: for modules holding a pinned version id (risks). */
export async function findVersionById(
  db: Executor,
  versionId: number,
): Promise<EndorsementVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(endorsementVersions)
    .where(eq(endorsementVersions.id, versionId))
    .for('update');
  return row;
}

/** The rules of a version in order. */
export async function listRuleRows(db: Executor, versionId: number): Promise<EndorsementRuleRow[]> {
  return db
    .select()
    .from(endorsementRules)
    .where(eq(endorsementRules.endorsementVersionId, versionId))
    .orderBy(asc(endorsementRules.position));
}

async function replaceRules(
  db: Executor,
  companyId: number,
  versionId: number,
  rules: { expression: string }[],
): Promise<void> {
  await db.delete(endorsementRules).where(eq(endorsementRules.endorsementVersionId, versionId));
  if (rules.length)
    await db.insert(endorsementRules).values(
      rules.map((r, position) => ({
        companyId,
        endorsementVersionId: versionId,
        position,
        expression: r.expression,
      })),
    );
}

/** A new draft version with the next number (the caller holds the endorsement lock). */
export async function insertNextVersion(
  db: Executor,
  companyId: number,
  endorsementId: number,
  content: VersionContent,
  savedOnce: boolean,
): Promise<EndorsementVersionRow> {
  const [last] = await db
    .select({ v: sql<number>`coalesce(max(${endorsementVersions.version}), 0)::int` })
    .from(endorsementVersions)
    .where(eq(endorsementVersions.endorsementId, endorsementId));
  const { rules, clauseIds, ...fields } = content;
  const [row] = await db
    .insert(endorsementVersions)
    .values({ companyId, endorsementId, version: (last?.v ?? 0) + 1, savedOnce, ...fields })
    .returning();
  await replaceRules(db, companyId, row!.id, rules);
  await replaceClauses(db, companyId, row!.id, clauseIds);
  return row!;
}

/** Writes a version's content and rules (a save). */
export async function saveVersionContent(
  db: Executor,
  version: EndorsementVersionRow,
  content: VersionContent,
): Promise<EndorsementVersionRow> {
  const { rules, clauseIds, ...fields } = content;
  const [row] = await db
    .update(endorsementVersions)
    .set({ ...fields, savedOnce: true, updatedAt: new Date() })
    .where(eq(endorsementVersions.id, version.id))
    .returning();
  await replaceRules(db, version.companyId, version.id, rules);
  await replaceClauses(db, version.companyId, version.id, clauseIds);
  return row!;
}

/** Writes a version's state. */
export async function updateVersionState(
  db: Executor,
  id: number,
  values: Partial<Pick<EndorsementVersionRow, 'status' | 'inUse'>>,
): Promise<EndorsementVersionRow> {
  const [row] = await db
    .update(endorsementVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(endorsementVersions.id, id))
    .returning();
  return row!;
}

/** Deletes a version (its rules go with it). */
export async function deleteVersionRow(db: Executor, id: number): Promise<void> {
  await db.delete(endorsementVersions).where(eq(endorsementVersions.id, id));
}
