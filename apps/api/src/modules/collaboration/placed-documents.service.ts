import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteDocumentFile, fileAppendedByTemplate } from './documents.repository.ts';
import { fileForRemoval, folderAtPath, placeFilesInFolder } from './folder-paths.repository.ts';
import { assertUnlocked } from './documents-store.ts';

/**
 * Another module's documents kept in a company's store (decision 143): the folder at a path under the
 * root (created private on first use) receives the files; they are then the store's documents, with
 * versions, downloads and the store's own rules.
 */
export async function placeInStoreFolder(
  tx: Tx,
  companyId: number,
  path: string[],
  fileIds: number[],
  createdByUserId: number | null,
): Promise<{ folderId: number }> {
  const folder = await folderAtPath(tx, companyId, path, createdByUserId);
  await placeFilesInFolder(tx, companyId, folder.id, fileIds);
  return { folderId: folder.id };
}

/**
 * Deletes a store document with all its versions under the store's rules: a protected file, or one a
 * template appends (decision 203), is in use, a locked file or one in a locked folder is locked. Answers the storage keys to remove after commit.
 */
export async function removeStoreDocument(tx: Tx, fileId: number): Promise<string[]> {
  const row = await fileForRemoval(tx, fileId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.file.isProtected) throw new AppError('IN_USE_DELETE');
  assertUnlocked(row.file.locked);
  assertUnlocked(row.folderLocked ?? false);
  if (await fileAppendedByTemplate(tx, fileId)) throw new AppError('IN_USE_DELETE');
  return deleteDocumentFile(tx, fileId);
}
