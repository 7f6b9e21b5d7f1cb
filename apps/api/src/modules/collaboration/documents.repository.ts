import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { productPackageBrokers, productPackages } from '../products/products.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { documentTemplates } from './document-templates.tables.ts';
import { folderFiles, folders } from './documents.tables.ts';

export type FolderRow = typeof folders.$inferSelect;

/** The company's root folder, created on first use (one per company, kept so by a unique index). */
export async function rootFolder(db: Executor, companyId: number): Promise<FolderRow> {
  const [found] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.companyId, companyId), sql`${folders.parentId} is null`));
  if (found) return found;
  await db
    .insert(folders)
    .values({ companyId, parentId: null, name: 'Documents', visibility: 1 })
    .onConflictDoNothing();
  const [made] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.companyId, companyId), sql`${folders.parentId} is null`));
  return made!;
}

/** Every folder of a company (stores are small: the tree, paths and visibility are worked out in memory). */
export async function companyFolders(db: Executor, companyId: number): Promise<FolderRow[]> {
  return db
    .select()
    .from(folders)
    .where(eq(folders.companyId, companyId))
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id));
}

/** One folder of the company, locked for update when asked. */
export async function folderOf(
  db: Executor,
  companyId: number,
  folderId: number,
  forUpdate = false,
): Promise<FolderRow | undefined> {
  const q = db
    .select()
    .from(folders)
    .where(and(eq(folders.companyId, companyId), eq(folders.id, folderId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** A sibling with the same name (case-insensitive), other than `exceptId`. */
export async function siblingNamed(
  db: Executor,
  parentId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.parentId, parentId),
        sql`lower(${folders.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(folders.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insertFolder(db: Executor, row: typeof folders.$inferInsert) {
  const [made] = await db.insert(folders).values(row).returning();
  return made!;
}

export async function updateFolderRow(
  db: Executor,
  id: number,
  set: Partial<Pick<FolderRow, 'name' | 'parentId' | 'visibility' | 'locked'>>,
) {
  await db
    .update(folders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(folders.id, id));
}

/** Whether a folder holds any folder or file. */
export async function folderHasContent(db: Executor, folderId: number): Promise<boolean> {
  const [sub] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(eq(folders.parentId, folderId))
    .limit(1);
  if (sub) return true;
  const [file] = await db
    .select({ id: folderFiles.fileId })
    .from(folderFiles)
    .where(eq(folderFiles.folderId, folderId))
    .limit(1);
  return file !== undefined;
}

export async function deleteFolderRow(db: Executor, id: number): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}

const latestVersion = sql`(select max(v2.version_number) from file_versions v2 where v2.file_id = ${files.id})`;

/** Files with their latest version and who uploaded it: those of the folders given, or one file. */
export async function documentFileRows(
  db: Executor,
  companyId: number,
  where: { folderIds: number[] } | { fileId: number },
) {
  return db
    .select({
      file: files,
      folderId: folderFiles.folderId,
      version: fileVersions,
      updatedBy: users.name,
    })
    .from(folderFiles)
    .innerJoin(files, eq(files.id, folderFiles.fileId))
    .innerJoin(
      fileVersions,
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, latestVersion)),
    )
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(
      and(
        eq(files.companyId, companyId),
        'fileId' in where
          ? eq(files.id, where.fileId)
          : where.folderIds.length === 0
            ? sql`false`
            : inArray(folderFiles.folderId, where.folderIds),
      ),
    )
    .orderBy(asc(sql`lower(${files.name})`), asc(files.id));
}
export type DocumentFileRow = Awaited<ReturnType<typeof documentFileRows>>[number];

/** A file's versions, newest first, with who uploaded each. */
export async function fileVersionRows(db: Executor, fileId: number) {
  return db
    .select({ version: fileVersions, updatedBy: users.name })
    .from(fileVersions)
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(eq(fileVersions.fileId, fileId))
    .orderBy(desc(fileVersions.versionNumber));
}
export type FileVersionRow = Awaited<ReturnType<typeof fileVersionRows>>[number];

/** Locks a file row for a change (new version, rename, delete). */
export async function lockFile(db: Executor, fileId: number): Promise<void> {
  await db.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
}

/** Adds the next version of a file. */
export async function insertNextVersion(
  db: Executor,
  version: Omit<typeof fileVersions.$inferInsert, 'versionNumber'>,
) {
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${fileVersions.versionNumber}), 0) + 1` })
    .from(fileVersions)
    .where(eq(fileVersions.fileId, version.fileId))) as [{ next: number }];
  const [made] = await db
    .insert(fileVersions)
    .values({ ...version, versionNumber: Number(next) })
    .returning();
  return made!;
}

export async function linkFolderFile(db: Executor, folderId: number, fileId: number) {
  await db.insert(folderFiles).values({ folderId, fileId });
}

export async function updateDocumentFile(
  db: Executor,
  fileId: number,
  set: { name?: string; locked?: boolean; isProtected?: boolean; folderId?: number },
) {
  const { folderId, ...fileSet } = set;
  if (Object.keys(fileSet).length > 0)
    await db.update(files).set(fileSet).where(eq(files.id, fileId));
  if (folderId !== undefined)
    await db.update(folderFiles).set({ folderId }).where(eq(folderFiles.fileId, fileId));
}

/**
 * Whether a document template appends the file as an additional document (decision 186), so the file is
 * in use (decision 203): deleting it would break the template's next document.
 */
export async function fileAppendedByTemplate(db: Executor, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(sql`${documentTemplates.additionalFileIds} @> ${JSON.stringify([fileId])}::jsonb`)
    .limit(1);
  return row !== undefined;
}

/** Deletes a file with its versions; answers the storage keys to remove after commit. */
export async function deleteDocumentFile(db: Executor, fileId: number): Promise<string[]> {
  const keys = await db
    .select({ key: fileVersions.storageKey })
    .from(fileVersions)
    .where(eq(fileVersions.fileId, fileId));
  await db.delete(files).where(eq(files.id, fileId));
  return keys.map((k) => k.key);
}

/**
 * The companies a company works with (decision 131): those it shares a risk package with (broker,
 * underwriter, insurer, insured), the brokers it names on a package's broker list, the companies it
 * created (its clients) and the one that created it. Answers the ids among `candidates`.
 */
export async function companiesWorkingWith(
  db: Executor,
  companyId: number,
  candidates?: number[],
): Promise<{ id: number; name: string }[]> {
  const parties = sql`select unnest(array[rp.broker_company_id, rp.underwriter_company_id, rp.insurer_company_id, rp.insured_company_id]) as other
      from ${riskPackages} rp
      where ${companyId} in (rp.broker_company_id, rp.underwriter_company_id, rp.insurer_company_id, rp.insured_company_id)`;
  const listed = sql`select ppb.broker_company_id as other from ${productPackageBrokers} ppb
      join ${productPackages} pp on pp.id = ppb.package_id
      where pp.company_id = ${companyId} and pp.broker_access = 'whitelist'
      union select pp.company_id from ${productPackageBrokers} ppb
      join ${productPackages} pp on pp.id = ppb.package_id
      where ppb.broker_company_id = ${companyId} and pp.broker_access = 'whitelist'`;
  const created = sql`select c.id from ${companies} c where c.created_by_company_id = ${companyId}
      union select c.created_by_company_id from ${companies} c where c.id = ${companyId}`;
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        ne(companies.id, companyId),
        or(
          sql`${companies.id} in (${parties})`,
          sql`${companies.id} in (${listed})`,
          sql`${companies.id} in (${created})`,
        ),
        candidates === undefined
          ? undefined
          : candidates.length === 0
            ? sql`false`
            : inArray(companies.id, candidates),
      ),
    )
    .orderBy(asc(companies.name));
}

/** Of these companies, those with at least one public folder. */
export async function companiesWithPublicFolders(
  db: Executor,
  companyIds: number[],
): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: folders.companyId })
    .from(folders)
    .where(and(inArray(folders.companyId, companyIds), eq(folders.visibility, 2)));
  return new Set(rows.map((r) => r.id));
}

/** The folder holding a company document. */
export async function folderOfFile(db: Executor, fileId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ folderId: folderFiles.folderId })
    .from(folderFiles)
    .where(eq(folderFiles.fileId, fileId));
  return row?.folderId;
}
