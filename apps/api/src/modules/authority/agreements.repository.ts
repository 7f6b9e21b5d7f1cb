import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BindingAgreementBody } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { agreementPeriods, bindingAgreements } from './agreements.tables.ts';
import { likePattern } from './db-errors.ts';

export type AgreementRow = typeof bindingAgreements.$inferSelect;
export type PeriodRow = typeof agreementPeriods.$inferSelect;
export interface AgreementWithInsurer {
  agreement: AgreementRow;
  insurer: { id: number; name: string };
}

const selection = {
  agreement: bindingAgreements,
  insurer: { id: companies.id, name: companies.name },
};

function whereOf(companyId: number, search?: string): SQL {
  const own = eq(bindingAgreements.companyId, companyId);
  if (!search) return own;
  const like = likePattern(search);
  return and(
    own,
    or(
      ilike(bindingAgreements.name, like),
      ilike(bindingAgreements.uniqueMarketReference, like),
      ilike(bindingAgreements.agreementNumber, like),
    ),
  )!;
}

/** A page of a company's binding agreements, newest validity first, with the total. */
export async function listAgreementRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = whereOf(companyId, q.search);
  const rows: AgreementWithInsurer[] = await db
    .select(selection)
    .from(bindingAgreements)
    .innerJoin(companies, eq(companies.id, bindingAgreements.managingInsuranceCompanyId))
    .where(where)
    .orderBy(desc(bindingAgreements.validFrom), asc(bindingAgreements.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(bindingAgreements).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A binding agreement of the company with its insurer; another company's id finds nothing. */
export async function findAgreement(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<AgreementWithInsurer | undefined> {
  const query = db
    .select(selection)
    .from(bindingAgreements)
    .innerJoin(companies, eq(companies.id, bindingAgreements.managingInsuranceCompanyId))
    .where(and(eq(bindingAgreements.companyId, companyId), eq(bindingAgreements.id, id)));
  const [row] = lock ? await query.for('update', { of: bindingAgreements }) : await query;
  return row;
}

/** The company's agreement with this unique market reference (case-insensitive). */
export async function findAgreementByReference(
  db: Executor,
  companyId: number,
  reference: string,
): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(bindingAgreements)
    .where(
      and(
        eq(bindingAgreements.companyId, companyId),
        sql`lower(${bindingAgreements.uniqueMarketReference}) = ${reference.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts or updates an agreement's fields. */
export async function saveAgreementRow(
  db: Executor,
  companyId: number,
  id: number | null,
  body: BindingAgreementBody,
): Promise<AgreementRow> {
  if (id === null) {
    const [row] = await db
      .insert(bindingAgreements)
      .values({ companyId, ...body })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(bindingAgreements)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(bindingAgreements.id, id))
    .returning();
  return row!;
}

/** Deletes an agreement (its periods and everything in them go with it). */
export async function deleteAgreementRow(db: Executor, id: number): Promise<void> {
  await db.delete(bindingAgreements).where(eq(bindingAgreements.id, id));
}

/** The periods of the given agreements, by version. */
export async function listPeriodRows(db: Executor, agreementIds: number[]): Promise<PeriodRow[]> {
  if (agreementIds.length === 0) return [];
  return db
    .select()
    .from(agreementPeriods)
    .where(inArray(agreementPeriods.bindingAgreementId, agreementIds))
    .orderBy(asc(agreementPeriods.version));
}

/** A period of the agreement; with `lock`, held until commit so edits and publishing do not interleave. */
export async function findPeriod(
  db: Executor,
  agreementId: number,
  periodId: number,
  lock = false,
): Promise<PeriodRow | undefined> {
  const query = db
    .select()
    .from(agreementPeriods)
    .where(
      and(eq(agreementPeriods.bindingAgreementId, agreementId), eq(agreementPeriods.id, periodId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new draft period with the next version number (the caller holds the agreement lock). */
export async function insertNextPeriod(
  db: Executor,
  companyId: number,
  agreementId: number,
  visibility: number,
): Promise<PeriodRow> {
  const [last] = await db
    .select({ v: sql<number>`coalesce(max(${agreementPeriods.version}), 0)::int` })
    .from(agreementPeriods)
    .where(eq(agreementPeriods.bindingAgreementId, agreementId));
  const [row] = await db
    .insert(agreementPeriods)
    .values({ companyId, bindingAgreementId: agreementId, version: (last?.v ?? 0) + 1, visibility })
    .returning();
  return row!;
}

/** Writes a period's versioning state and visibility. */
export async function updatePeriodRow(
  db: Executor,
  id: number,
  values: Partial<Pick<PeriodRow, 'status' | 'savedOnce' | 'inUse' | 'visibility'>>,
): Promise<PeriodRow> {
  const [row] = await db
    .update(agreementPeriods)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agreementPeriods.id, id))
    .returning();
  return row!;
}

/** Deletes a period (its underwriters, sections and groups go with it). */
export async function deletePeriodRow(db: Executor, id: number): Promise<void> {
  await db.delete(agreementPeriods).where(eq(agreementPeriods.id, id));
}

/** A period by id alone, locked: for other modules that hold a pinned period id (risks). */
export async function findPeriodById(
  db: Executor,
  periodId: number,
): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementPeriods)
    .where(eq(agreementPeriods.id, periodId))
    .for('update');
  return row;
}
