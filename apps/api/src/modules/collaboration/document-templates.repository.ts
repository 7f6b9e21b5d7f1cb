import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { productVersions, products } from '../products/products.tables.ts';
import {
  documentTemplateClauses,
  documentTemplates,
  productVersionTemplates,
  riskDocuments,
} from './document-templates.tables.ts';

export type TemplateRow = typeof documentTemplates.$inferSelect;
export type RiskDocumentRow = typeof riskDocuments.$inferSelect;

/** The company's templates; with a condition (the tags module's tag filter), only those it keeps. */
export function companyTemplates(
  db: Executor,
  companyId: number,
  tagged?: SQL,
): Promise<TemplateRow[]> {
  return db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), tagged))
    .orderBy(asc(sql`lower(${documentTemplates.name})`), asc(documentTemplates.id));
}

/** One template of the company (another company's is not found), locked when asked. */
export async function templateOf(
  db: Executor,
  companyId: number,
  id: number,
  forUpdate = false,
): Promise<TemplateRow | undefined> {
  const q = db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.id, id)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function templatesByIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids)));
}

export async function insertTemplate(
  db: Executor,
  values: typeof documentTemplates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await db.insert(documentTemplates).values(values).returning();
  return row!;
}

/** Saves the working version; `newDraft` counts the version up (a live or locked one is kept apart). */
export async function updateTemplateRow(
  db: Executor,
  id: number,
  values: Partial<typeof documentTemplates.$inferInsert>,
  newDraft = false,
): Promise<TemplateRow> {
  const [row] = await db
    .update(documentTemplates)
    .set({
      ...values,
      ...(newDraft ? { version: sql`${documentTemplates.version} + 1`, status: 'draft' } : {}),
      updatedAt: new Date(),
    })
    .where(eq(documentTemplates.id, id))
    .returning();
  return row!;
}

/** Whether anything still names the template: a product version, a generated document, another template. */
export async function templateInUse(db: Executor, companyId: number, id: number): Promise<boolean> {
  const [byVersion] = await db
    .select({ id: productVersionTemplates.templateId })
    .from(productVersionTemplates)
    .where(eq(productVersionTemplates.templateId, id))
    .limit(1);
  if (byVersion) return true;
  const [byDocument] = await db
    .select({ id: riskDocuments.id })
    .from(riskDocuments)
    .where(eq(riskDocuments.templateId, id))
    .limit(1);
  if (byDocument) return true;
  const [byTemplate] = await db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.companyId, companyId),
        sql`${documentTemplates.additionalTemplateIds} @> ${JSON.stringify([id])}::jsonb`,
      ),
    )
    .limit(1);
  return byTemplate !== undefined;
}

export async function deleteTemplateRow(db: Executor, id: number): Promise<void> {
  await db.delete(documentTemplates).where(eq(documentTemplates.id, id));
}

/** The product versions that produce each of the company's templates. */
export async function templateUses(db: Executor, companyId: number) {
  return db
    .select({
      templateId: productVersionTemplates.templateId,
      productVersionId: productVersionTemplates.productVersionId,
      productName: products.name,
      versionNumber: productVersions.versionNumber,
      event: productVersionTemplates.event,
    })
    .from(productVersionTemplates)
    .innerJoin(productVersions, eq(productVersions.id, productVersionTemplates.productVersionId))
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(eq(productVersions.companyId, companyId))
    .orderBy(asc(products.name), asc(productVersions.versionNumber));
}

/** A product version of the company, or undefined. */
export async function companyVersion(db: Executor, companyId: number, versionId: number) {
  const [row] = await db
    .select({ id: productVersions.id, status: productVersions.status })
    .from(productVersions)
    .where(and(eq(productVersions.companyId, companyId), eq(productVersions.id, versionId)));
  return row;
}

export async function versionTemplates(db: Executor, versionId: number) {
  return db
    .select({
      templateId: productVersionTemplates.templateId,
      templateName: documentTemplates.name,
      event: productVersionTemplates.event,
    })
    .from(productVersionTemplates)
    .innerJoin(documentTemplates, eq(documentTemplates.id, productVersionTemplates.templateId))
    .where(eq(productVersionTemplates.productVersionId, versionId))
    .orderBy(asc(productVersionTemplates.event), asc(documentTemplates.name));
}

export async function replaceVersionTemplates(
  db: Executor,
  versionId: number,
  items: { templateId: number; event: string }[],
): Promise<void> {
  await db
    .delete(productVersionTemplates)
    .where(eq(productVersionTemplates.productVersionId, versionId));
  if (items.length)
    await db
      .insert(productVersionTemplates)
      .values(items.map((i) => ({ ...i, productVersionId: versionId })))
      .onConflictDoNothing();
}

/** The templates a version produces at an event. */
export async function templatesAt(db: Executor, versionId: number, event: string) {
  return db
    .select({ template: documentTemplates })
    .from(productVersionTemplates)
    .innerJoin(documentTemplates, eq(documentTemplates.id, productVersionTemplates.templateId))
    .where(
      and(
        eq(productVersionTemplates.productVersionId, versionId),
        eq(productVersionTemplates.event, event),
      ),
    )
    .orderBy(asc(documentTemplates.id));
}

export async function riskDocumentFor(
  db: Executor,
  transactionId: number,
  templateId: number,
  event: string,
): Promise<RiskDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(riskDocuments)
    .where(
      and(
        eq(riskDocuments.transactionId, transactionId),
        eq(riskDocuments.templateId, templateId),
        eq(riskDocuments.event, event),
      ),
    )
    .for('update');
  return row;
}

/** Records the outcome of one generation: one row per (transaction, template, event), updated on retry. */
export async function saveRiskDocument(
  db: Executor,
  values: typeof riskDocuments.$inferInsert,
): Promise<RiskDocumentRow> {
  const [row] = await db
    .insert(riskDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [riskDocuments.transactionId, riskDocuments.templateId, riskDocuments.event],
      set: {
        status: values.status,
        error: values.error ?? null,
        fileId: values.fileId ?? null,
        templateVersion: values.templateVersion,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** A package's generated documents with their file's name and latest version, newest first. */
export async function packageDocuments(db: Executor, riskPackageId: number) {
  const rows = await db
    .select({
      doc: riskDocuments,
      templateName: documentTemplates.name,
      fileName: files.name,
    })
    .from(riskDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.id, riskDocuments.templateId))
    .leftJoin(files, eq(files.id, riskDocuments.fileId))
    .where(eq(riskDocuments.riskPackageId, riskPackageId))
    .orderBy(desc(riskDocuments.createdAt), desc(riskDocuments.id));
  return rows;
}

export async function packageDocument(db: Executor, riskPackageId: number, id: number) {
  const [row] = await db
    .select()
    .from(riskDocuments)
    .where(and(eq(riskDocuments.riskPackageId, riskPackageId), eq(riskDocuments.id, id)));
  return row;
}

/** A file's latest version. */
export async function latestVersion(db: Executor, fileId: number) {
  const [row] = await db
    .select({ version: fileVersions, name: files.name })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .where(eq(fileVersions.fileId, fileId))
    .orderBy(desc(fileVersions.versionNumber))
    .limit(1);
  return row;
}

/** The clause ids each template includes, in order. */
export async function templateClauseIds(
  db: Executor,
  templateIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(templateIds.map((id) => [id, []]));
  if (templateIds.length === 0) return result;
  const rows = await db
    .select()
    .from(documentTemplateClauses)
    .where(inArray(documentTemplateClauses.templateId, templateIds))
    .orderBy(asc(documentTemplateClauses.position));
  for (const r of rows) result.get(r.templateId)?.push(r.clauseId);
  return result;
}

/** Replaces the clauses a template includes. */
export async function replaceTemplateClauses(
  db: Executor,
  templateId: number,
  clauseIds: number[],
): Promise<void> {
  await db
    .delete(documentTemplateClauses)
    .where(eq(documentTemplateClauses.templateId, templateId));
  if (clauseIds.length)
    await db
      .insert(documentTemplateClauses)
      .values(clauseIds.map((clauseId, position) => ({ templateId, clauseId, position })));
}

/** Whether a template of the company includes the clause. */
export async function clauseIncluded(
  db: Executor,
  companyId: number,
  clauseId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: documentTemplates.id })
    .from(documentTemplateClauses)
    .innerJoin(documentTemplates, eq(documentTemplates.id, documentTemplateClauses.templateId))
    .where(
      and(
        eq(documentTemplates.companyId, companyId),
        eq(documentTemplateClauses.clauseId, clauseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
