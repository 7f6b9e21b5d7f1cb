import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { documentTemplateVersions, riskDocuments } from './document-templates.tables.ts';
import type { TemplateRow } from './document-templates.repository.ts';
import { folderFiles } from './documents.tables.ts';

export type TemplateVersionRow = typeof documentTemplateVersions.$inferSelect;

/** Keeps the template as it is before a save changes it (decision 185). */
export async function keepTemplateVersion(db: Executor, before: TemplateRow): Promise<void> {
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
      tags: before.tags,
      savedByUserId: before.updatedByUserId,
      savedAt: before.updatedAt,
    })
    .onConflictDoNothing();
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
  return db
    .select({
      id: files.id,
      name: files.name,
      storageKey: fileVersions.storageKey,
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
        eq(fileVersions.mimeType, 'application/pdf'),
        ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(files.id, ids),
      ),
    )
    .orderBy(asc(sql`lower(${files.name})`), asc(files.id));
}
