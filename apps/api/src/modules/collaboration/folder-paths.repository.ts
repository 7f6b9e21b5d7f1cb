import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files } from '../../platform/files/files.tables.ts';
import { folderFiles, folders } from './documents.tables.ts';
import { type FolderRow, rootFolder } from './documents.repository.ts';

async function childNamed(db: Executor, parentId: number, name: string) {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.parentId, parentId), sql`lower(${folders.name}) = lower(${name})`));
  return row;
}

/**
 * The folder at `names` under the company's root, each missing folder created private on the way (an
 * existing one of the same name, regardless of case, is reused; concurrent creators meet the unique index).
 */
export async function folderAtPath(
  db: Executor,
  companyId: number,
  names: string[],
  createdByUserId: number | null,
): Promise<FolderRow> {
  let folder = await rootFolder(db, companyId);
  for (const name of names) {
    const parentId = folder.id;
    let found = await childNamed(db, parentId, name);
    if (!found) {
      await db
        .insert(folders)
        .values({ companyId, parentId, name, visibility: 1, createdByUserId })
        .onConflictDoNothing();
      found = await childNamed(db, parentId, name);
    }
    folder = found!;
  }
  return folder;
}

/**
 * Files of the platform become documents of the company's store in the folder; a file already in a
 * folder stays where it is.
 */
export async function placeFilesInFolder(
  db: Executor,
  companyId: number,
  folderId: number,
  fileIds: number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const placed = await db
    .insert(folderFiles)
    .values(fileIds.map((fileId) => ({ folderId, fileId })))
    .onConflictDoNothing()
    .returning({ fileId: folderFiles.fileId });
  if (placed.length === 0) return;
  await db
    .update(files)
    .set({ companyId, purpose: 'document' })
    .where(
      inArray(
        files.id,
        placed.map((p) => p.fileId),
      ),
    );
}

/** A file with its folder's lock, locked for update (the folder is null for a file of no folder). */
export async function fileForRemoval(db: Executor, fileId: number) {
  const [row] = await db
    .select({ file: files, folderLocked: folders.locked })
    .from(files)
    .leftJoin(folderFiles, eq(folderFiles.fileId, files.id))
    .leftJoin(folders, eq(folders.id, folderFiles.folderId))
    .where(eq(files.id, fileId))
    .for('update', { of: files });
  return row;
}
