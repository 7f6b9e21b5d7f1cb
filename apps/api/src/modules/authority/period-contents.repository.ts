import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AuthorisedUnderwriterBody, SectionBody } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import {
  agreementSections,
  authorisedUnderwriters,
  sectionGroupMembers,
  sectionQuotaShares,
  sectionRiskCodes,
} from './agreements.tables.ts';
import type { SectionRow, UnderwriterRow } from './period-detail.repository.ts';

/** An authorised underwriter of the period. */
export async function findUnderwriter(
  db: Executor,
  periodId: number,
  id: number,
): Promise<UnderwriterRow | undefined> {
  const [row] = await db
    .select()
    .from(authorisedUnderwriters)
    .where(and(eq(authorisedUnderwriters.periodId, periodId), eq(authorisedUnderwriters.id, id)));
  return row;
}

/** Inserts or updates an authorised underwriter. */
export async function saveUnderwriterRow(
  db: Executor,
  companyId: number,
  periodId: number,
  id: number | null,
  body: AuthorisedUnderwriterBody,
): Promise<UnderwriterRow> {
  if (id === null) {
    const [row] = await db
      .insert(authorisedUnderwriters)
      .values({ companyId, periodId, ...body })
      .returning();
    return row!;
  }
  const [row] = await db
    .update(authorisedUnderwriters)
    .set(body)
    .where(eq(authorisedUnderwriters.id, id))
    .returning();
  return row!;
}

/** Removes an authorised underwriter. */
export async function deleteUnderwriterRow(db: Executor, id: number): Promise<void> {
  await db.delete(authorisedUnderwriters).where(eq(authorisedUnderwriters.id, id));
}

/** A section of the period. */
export async function findSection(
  db: Executor,
  periodId: number,
  id: number,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSections)
    .where(and(eq(agreementSections.periodId, periodId), eq(agreementSections.id, id)));
  return row;
}

/** Which of the ids are sections of the period. */
export async function periodSectionIds(
  db: Executor,
  periodId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: agreementSections.id })
    .from(agreementSections)
    .where(and(eq(agreementSections.periodId, periodId), inArray(agreementSections.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The period's section with this name (case-insensitive). */
export async function findSectionByName(
  db: Executor,
  periodId: number,
  name: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSections)
    .where(
      and(
        eq(agreementSections.periodId, periodId),
        sql`lower(${agreementSections.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts or updates a section and replaces its quota shares and risk codes. */
export async function saveSectionRows(
  db: Executor,
  companyId: number,
  periodId: number,
  id: number | null,
  body: SectionBody,
): Promise<SectionRow> {
  const { quotaShares, riskCodes, ...fields } = body;
  let section: SectionRow;
  if (id === null) {
    [section] = (await db
      .insert(agreementSections)
      .values({ companyId, periodId, ...fields })
      .returning()) as [SectionRow];
  } else {
    [section] = (await db
      .update(agreementSections)
      .set(fields)
      .where(eq(agreementSections.id, id))
      .returning()) as [SectionRow];
    await db.delete(sectionQuotaShares).where(eq(sectionQuotaShares.sectionId, id));
    await db.delete(sectionRiskCodes).where(eq(sectionRiskCodes.sectionId, id));
  }
  if (quotaShares.length)
    await db
      .insert(sectionQuotaShares)
      .values(quotaShares.map((q) => ({ companyId, sectionId: section.id, ...q })));
  if (riskCodes.length)
    await db
      .insert(sectionRiskCodes)
      .values(riskCodes.map((r) => ({ companyId, sectionId: section.id, ...r })));
  return section;
}

/** True when a section group names the section. */
export async function isSectionGrouped(db: Executor, sectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sectionGroupMembers)
    .where(eq(sectionGroupMembers.sectionId, sectionId));
  return (row?.n ?? 0) > 0;
}

/** Deletes a section (its shares and risk codes go with it). */
export async function deleteSectionRow(db: Executor, id: number): Promise<void> {
  await db.delete(agreementSections).where(eq(agreementSections.id, id));
}

/**
 * Which of the ids are product codes of the company. The products module owns `product_codes`; it is
 * read with a raw query so this module depends on no other module's tables (docs/decisions/070).
 */
export async function companyProductCodeIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select id from product_codes where company_id = ${companyId} and id in (${list})`,
  );
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return new Set(rows.map((r) => Number(r.id)));
}
