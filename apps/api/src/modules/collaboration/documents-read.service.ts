import {
  folderOptions,
  hasCompanyPermission,
  Permission,
  type DirectoryDto,
  type DocumentFileDetailDto,
  type FolderOption,
  type FolderTreeDto,
  type SharedStoreDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  companiesWithPublicFolders,
  companiesWorkingWith,
  documentFileRows,
  fileVersionRows,
} from './documents.repository.ts';
import { presentDirectory, presentFileDetail } from './documents.presenter.ts';
import {
  loadStore,
  sees,
  sharedStore,
  type Store,
  visibleChildren,
  visibleFolder,
} from './documents-store.ts';

/**
 * A folder of a company's document store (the root when no folder is given), as the viewing company
 * sees it: its own store whole, another company's public folders only (decision 131).
 */
export async function getDirectory(
  ctx: AppContext,
  actor: Actor,
  viewer: CompanyScope,
  ownerId: number,
  folderId: number | undefined,
): Promise<DirectoryDto> {
  const store = await sharedStore(ctx.db, viewer, ownerId);
  const folder = visibleFolder(store, folderId);
  const rows = await documentFileRows(ctx.db, ownerId, { folderIds: [folder.id] });
  const canManage =
    store.own && hasCompanyPermission(actor.user, viewer.id, Permission.ManageDocuments);
  return presentDirectory(store, folder, rows, canManage);
}

/** One file with its version history, when the viewer sees its folder (404 otherwise). */
export async function getDocumentFile(
  ctx: AppContext,
  viewer: CompanyScope,
  ownerId: number,
  fileId: number,
): Promise<DocumentFileDetailDto> {
  const store = await sharedStore(ctx.db, viewer, ownerId);
  return fileDetail(ctx.db, store, fileId);
}

/** A file of the store with its versions, or 404 when it is not there or its folder is hidden. */
export async function fileDetail(
  db: Executor,
  store: Store,
  fileId: number,
): Promise<DocumentFileDetailDto> {
  const [row] = await documentFileRows(db, store.companyId, { fileId });
  const folder = row && store.byId.get(row.folderId);
  if (!row || !folder || !sees(store, folder)) throw new AppError('NOT_FOUND');
  return presentFileDetail(row, await fileVersionRows(db, fileId));
}

/** The store's folders as a tree (below the root). */
export function folderTree(store: Store, parentId = store.root.id): FolderTreeDto[] {
  return visibleChildren(store, parentId).map((f) => ({
    id: f.id,
    name: f.name,
    folders: folderTree(store, f.id),
  }));
}

/** §3 folder-tree option list of the company's own store, for the pickers. */
export async function getFolderOptions(
  ctx: AppContext,
  scope: CompanyScope,
  query: { rootFolderName?: string; disabled: number[] },
): Promise<FolderOption[]> {
  const store = await loadStore(ctx.db, scope.id, true);
  return folderOptions({
    folders: folderTree(store),
    disabledFolderIds: query.disabled,
    ...(query.rootFolderName ? { rootFolderName: query.rootFolderName } : {}),
    rootFolderId: store.root.id,
  });
}

/** The companies whose public folders this company may browse: those it works with that share any. */
export async function listSharedStores(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<SharedStoreDto[]> {
  const partners = await companiesWorkingWith(ctx.db, scope.id);
  const sharing = await companiesWithPublicFolders(
    ctx.db,
    partners.map((p) => p.id),
  );
  return partners.filter((p) => sharing.has(p.id)).map((p) => ({ companyId: p.id, name: p.name }));
}
