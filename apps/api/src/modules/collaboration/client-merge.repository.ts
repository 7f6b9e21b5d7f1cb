import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { folders } from './documents.tables.ts';

/**
 * Moves a company's document store into another's (a client merge, decision 169): when both have one,
 * the moved root becomes a folder "Merged from {name} (#{id})" under the kept root; files follow.
 * Returns the folders and files moved.
 */
export async function moveDocumentStore(
  db: Executor,
  merge: { fromCompanyId: number; intoCompanyId: number; fromName: string },
): Promise<{ folders: number; files: number }> {
  const rootOf = async (companyId: number) =>
    (
      await db
        .select()
        .from(folders)
        .where(and(eq(folders.companyId, companyId), isNull(folders.parentId)))
    )[0];
  const fromRoot = await rootOf(merge.fromCompanyId);
  const intoRoot = await rootOf(merge.intoCompanyId);
  if (fromRoot && intoRoot)
    await db
      .update(folders)
      .set({
        parentId: intoRoot.id,
        name: `Merged from ${merge.fromName} (#${merge.fromCompanyId})`.slice(0, 120),
        updatedAt: new Date(),
      })
      .where(eq(folders.id, fromRoot.id));
  const movedFolders = await db
    .update(folders)
    .set({ companyId: merge.intoCompanyId })
    .where(eq(folders.companyId, merge.fromCompanyId))
    .returning({ id: folders.id });
  const movedFiles = await db
    .update(files)
    .set({ companyId: merge.intoCompanyId })
    .where(eq(files.companyId, merge.fromCompanyId))
    .returning({ id: files.id });
  await db
    .update(fileVersions)
    .set({ companyId: merge.intoCompanyId })
    .where(eq(fileVersions.companyId, merge.fromCompanyId));
  return { folders: movedFolders.length, files: movedFiles.length };
}
