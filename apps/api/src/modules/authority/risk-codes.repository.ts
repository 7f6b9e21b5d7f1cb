import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RiskCodeBody } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { sectionRiskCodes } from './agreements.tables.ts';
import { likePattern } from './db-errors.ts';
import { reinsurancePeriods, riskCodes, syndicates } from './reference.tables.ts';

export type RiskCodeRow = typeof riskCodes.$inferSelect;
export interface ReinsurancePeriodRow {
  period: typeof reinsurancePeriods.$inferSelect;
  syndicate: { id: number; name: string; code: string };
}

function whereOf(companyId: number, search?: string): SQL {
  const own = eq(riskCodes.companyId, companyId);
  return search
    ? and(
        own,
        or(
          ilike(riskCodes.code, likePattern(search)),
          ilike(riskCodes.description, likePattern(search)),
        ),
      )!
    : own;
}

/** A page of a company's risk codes by code, with the total. */
export async function listRiskCodeRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = whereOf(companyId, q.search);
  const rows = await db
    .select()
    .from(riskCodes)
    .where(where)
    .orderBy(asc(sql`lower(${riskCodes.code})`), asc(riskCodes.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(riskCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Reinsurance periods of the given risk codes with their syndicates, by syndicate code then start date. */
export async function listReinsurancePeriods(
  db: Executor,
  riskCodeIds: number[],
): Promise<ReinsurancePeriodRow[]> {
  if (riskCodeIds.length === 0) return [];
  return db
    .select({
      period: reinsurancePeriods,
      syndicate: { id: syndicates.id, name: syndicates.name, code: syndicates.code },
    })
    .from(reinsurancePeriods)
    .innerJoin(syndicates, eq(syndicates.id, reinsurancePeriods.syndicateId))
    .where(inArray(reinsurancePeriods.riskCodeId, riskCodeIds))
    .orderBy(asc(syndicates.code), asc(reinsurancePeriods.dateFrom), asc(reinsurancePeriods.id));
}

/** A risk code of the company; another company's id finds nothing. With `lock`, held until commit. */
export async function findRiskCode(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<RiskCodeRow | undefined> {
  const query = db
    .select()
    .from(riskCodes)
    .where(and(eq(riskCodes.companyId, companyId), eq(riskCodes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of the ids are the company's risk codes. */
export async function companyRiskCodeIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: riskCodes.id })
    .from(riskCodes)
    .where(and(eq(riskCodes.companyId, companyId), inArray(riskCodes.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The company's risk code with this code (case-insensitive). */
export async function findRiskCodeByCode(
  db: Executor,
  companyId: number,
  code: string,
): Promise<RiskCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(riskCodes)
    .where(
      and(
        eq(riskCodes.companyId, companyId),
        sql`lower(${riskCodes.code}) = ${code.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts or updates a risk code's own fields. */
export async function saveRiskCodeRow(
  db: Executor,
  companyId: number,
  id: number | null,
  values: { code: string; description: string | null },
): Promise<RiskCodeRow> {
  if (id === null) {
    const [row] = await db
      .insert(riskCodes)
      .values({ companyId, ...values })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(riskCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(riskCodes.id, id))
    .returning();
  return row!;
}

/** Replaces a risk code's reinsurance periods. */
export async function replaceReinsurancePeriods(
  db: Executor,
  companyId: number,
  riskCodeId: number,
  periods: RiskCodeBody['reinsurancePeriods'],
): Promise<void> {
  await db.delete(reinsurancePeriods).where(eq(reinsurancePeriods.riskCodeId, riskCodeId));
  if (periods.length === 0) return;
  await db.insert(reinsurancePeriods).values(periods.map((p) => ({ companyId, riskCodeId, ...p })));
}

/** True when a binding agreement section names the risk code. */
export async function isRiskCodeReferenced(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sectionRiskCodes)
    .where(eq(sectionRiskCodes.riskCodeId, id));
  return (row?.n ?? 0) > 0;
}

/** Deletes a risk code (its reinsurance periods go with it). */
export async function deleteRiskCodeRow(db: Executor, id: number): Promise<void> {
  await db.delete(riskCodes).where(eq(riskCodes.id, id));
}
