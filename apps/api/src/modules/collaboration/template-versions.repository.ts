import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import {
  documentTemplates,
  documentTemplateVersions,
  riskDocuments,
} from './document-templates.tables.ts';
import type { TemplateRow } from './document-templates.repository.ts';
import { folderFiles } from './documents.tables.ts';

export type TemplateVersionRow = typeof documentTemplateVersions.$inferSelect;

/**
 * Keeps a published version as it is before a save starts a new draft (decisions 185, 224), with the
 * clauses it included.
 */
export async function keepTemplateVersion(
  db: Executor,
  before: TemplateRow,
  clauseIds: number[],
): Promise<void> {
  await db
    .insert(documentTemplateVersions)
    .values({
      templateId: before.id,
      version: before.version,
      name: before.name,
      content: before.content,
      type: before.type,
      additionalTemplateIds: before.additionalTemplateIds,
      additionalFileIds: before.additionalFileIds,
      clauseIds,
      status: before.status,
      savedByUserId: before.updatedByUserId,
      savedAt: before.updatedAt,
    })
    .onConflictDoNothing();
}

/** The newest kept (published) version of a template: what a discarded draft goes back to. */
export async function latestKeptVersion(
  db: Executor,
  templateId: number,
): Promise<TemplateVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplateVersions)
    .where(eq(documentTemplateVersions.templateId, templateId))
    .orderBy(desc(documentTemplateVersions.version))
    .limit(1);
  return row;
}

/**
 * Discards a template's working draft (decision 243): the row becomes the kept version again, as it was
 * published (content, type, additional documents, status, who saved it and when), and that version
 * leaves the history, since it is the current one again. The caller replaces the clauses.
 */
export async function restoreKeptVersion(
  db: Executor,
  kept: TemplateVersionRow,
): Promise<TemplateRow> {
  const [row] = await db
    .update(documentTemplates)
    .set({
      name: kept.name,
      content: kept.content,
      type: kept.type,
      additionalTemplateIds: kept.additionalTemplateIds,
      additionalFileIds: kept.additionalFileIds,
      status: kept.status,
      version: kept.version,
      updatedByUserId: kept.savedByUserId,
      updatedAt: kept.savedAt,
    })
    .where(eq(documentTemplates.id, kept.templateId))
    .returning();
  await db.delete(documentTemplateVersions).where(eq(documentTemplateVersions.id, kept.id));
  return row!;
}

/** A template's earlier versions, newest first, with who saved each. */
export function templateVersionRows(db: Executor, templateId: number) {
  return db
    .select({ version: documentTemplateVersions, savedBy: users.name })
    .from(documentTemplateVersions)
    .leftJoin(users, eq(users.id, documentTemplateVersions.savedByUserId))
    .where(eq(documentTemplateVersions.templateId, templateId))
    .orderBy(desc(documentTemplateVersions.version));
}

/** One earlier version of a template. */
export async function templateVersionRow(db: Executor, templateId: number, version: number) {
  const [row] = await db
    .select({ version: documentTemplateVersions, savedBy: users.name })
    .from(documentTemplateVersions)
    .leftJoin(users, eq(users.id, documentTemplateVersions.savedByUserId))
    .where(
      and(
        eq(documentTemplateVersions.templateId, templateId),
        eq(documentTemplateVersions.version, version),
      ),
    );
  return row;
}

/** Users' names by id (who saved the templates' current versions). */
export async function userNames(
  db: Executor,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** How many documents were generated from each version of a template. */
export async function documentsPerVersion(
  db: Executor,
  templateId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ version: riskDocuments.templateVersion, n: sql<number>`count(*)::int` })
    .from(riskDocuments)
    .where(eq(riskDocuments.templateId, templateId))
    .groupBy(riskDocuments.templateVersion);
  return new Map(rows.map((r) => [r.version, Number(r.n)]));
}

const latest = sql`(select max(v2.version_number) from file_versions v2 where v2.file_id = ${files.id})`;

/**
 * The company's store documents whose latest version is a PDF (decision 186): what a template may append.
 * With `ids`, only those (in no particular order).
 */
export function companyPdfDocuments(db: Executor, companyId: number, ids?: number[]) {
  return companyStoreDocuments(db, companyId, ids, true);
}

/**
 * The company's store documents with their latest version (decision 225: what an email template may
 * attach, read at send time), PDFs only when asked. With `ids`, only those (in no particular order).
 */
export function companyStoreDocuments(
  db: Executor,
  companyId: number,
  ids?: number[],
  pdfOnly = false,
) {
  return db
    .select({
      id: files.id,
      name: files.name,
      storageKey: fileVersions.storageKey,
      mimeType: fileVersions.mimeType,
      folderId: folderFiles.folderId,
    })
    .from(folderFiles)
    .innerJoin(files, eq(files.id, folderFiles.fileId))
    .innerJoin(
      fileVersions,
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, latest)),
    )
    .where(
      and(
        eq(files.companyId, companyId),
        pdfOnly ? eq(fileVersions.mimeType, 'application/pdf') : undefined,
        ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(files.id, ids),
      ),
    )
    .orderBy(asc(sql`lower(${files.name})`), asc(files.id));
}

/** A version of a template as generation reads it (decision 224): the row's or an earlier one's content. */
export interface TemplateVersionView {
  id: number;
  companyId: number;
  name: string;
  content: string;
  type: string;
  additionalTemplateIds: number[];
  additionalFileIds: number[];
  clauseIds: number[];
  version: number;
}

/**
 * The version documents are generated from (decision 224): the working row when it is live or locked,
 * else the newest published version of the history; null when the template was never published.
 */
export async function liveVersionOf(
  db: Executor,
  row: TemplateRow,
  rowClauseIds: () => Promise<number[]>,
): Promise<TemplateVersionView | null> {
  if (row.status !== 'draft')
    return {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      content: row.content,
      type: row.type,
      additionalTemplateIds: row.additionalTemplateIds,
      additionalFileIds: row.additionalFileIds,
      clauseIds: await rowClauseIds(),
      version: row.version,
    };
  const [earlier] = await db
    .select()
    .from(documentTemplateVersions)
    .where(
      and(
        eq(documentTemplateVersions.templateId, row.id),
        inArray(documentTemplateVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(desc(documentTemplateVersions.version))
    .limit(1);
  if (!earlier) return null;
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    content: earlier.content,
    type: earlier.type,
    additionalTemplateIds: earlier.additionalTemplateIds,
    additionalFileIds: earlier.additionalFileIds,
    clauseIds: earlier.clauseIds,
    version: earlier.version,
  };
}

/** The newest published version number of each template (null: never published). */
export async function liveVersionNumbers(
  db: Executor,
  rows: TemplateRow[],
): Promise<Map<number, number | null>> {
  const result = new Map<number, number | null>(
    rows.map((r) => [r.id, r.status === 'draft' ? null : r.version]),
  );
  const drafts = rows.filter((r) => r.status === 'draft').map((r) => r.id);
  if (drafts.length === 0) return result;
  const found = await db
    .select({
      templateId: documentTemplateVersions.templateId,
      version: sql<number>`max(${documentTemplateVersions.version})::int`,
    })
    .from(documentTemplateVersions)
    .where(
      and(
        inArray(documentTemplateVersions.templateId, drafts),
        inArray(documentTemplateVersions.status, ['live', 'locked']),
      ),
    )
    .groupBy(documentTemplateVersions.templateId);
  for (const f of found) result.set(f.templateId, Number(f.version));
  return result;
}

/**
 * A generated document pins the version it used (decision 224): live → locked, whether that version is
 * still the working row or (after a concurrent save) already in the history.
 */
export async function lockTemplateVersion(
  db: Executor,
  templateId: number,
  version: number,
): Promise<void> {
  await db
    .update(documentTemplates)
    .set({ status: 'locked' })
    .where(
      and(
        eq(documentTemplates.id, templateId),
        eq(documentTemplates.version, version),
        eq(documentTemplates.status, 'live'),
      ),
    );
  await db
    .update(documentTemplateVersions)
    .set({ status: 'locked' })
    .where(
      and(
        eq(documentTemplateVersions.templateId, templateId),
        eq(documentTemplateVersions.version, version),
        eq(documentTemplateVersions.status, 'live'),
      ),
    );
}
