import {
  FileVisibility,
  hasCompanyPermission,
  isMember,
  isSystemUser,
  Permission,
} from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  companiesWorkingWith,
  companyFolders,
  type FolderRow,
  rootFolder,
} from './documents.repository.ts';

/** A company's folder tree as loaded once per request. */
export interface Store {
  companyId: number;
  root: FolderRow;
  byId: Map<number, FolderRow>;
  children: Map<number, FolderRow[]>;
  /** The viewer is the owning company (sees private folders); otherwise public ones only. */
  own: boolean;
}

export async function loadStore(db: Executor, companyId: number, own: boolean): Promise<Store> {
  const root = await rootFolder(db, companyId);
  const all = await companyFolders(db, companyId);
  const byId = new Map(all.map((f) => [f.id, f]));
  const children = new Map<number, FolderRow[]>();
  for (const f of all) {
    if (f.parentId === null) continue;
    children.set(f.parentId, [...(children.get(f.parentId) ?? []), f]);
  }
  return { companyId, root, byId, children, own };
}

/**
 * Whether the viewer sees a folder: the owner sees all; another company sees a folder when it and every
 * folder above it (the root aside, which is only the store's container) are public.
 */
export function sees(store: Store, folder: FolderRow): boolean {
  if (store.own) return true;
  for (let f: FolderRow | undefined = folder; f && f.parentId !== null;) {
    if (f.visibility !== FileVisibility.Public) return false;
    f = store.byId.get(f.parentId);
  }
  return true;
}

/** A folder the viewer may see, or 404 (another company's folder and a private one alike). */
export function visibleFolder(store: Store, folderId: number | null | undefined): FolderRow {
  const folder = folderId == null ? store.root : store.byId.get(folderId);
  if (!folder || !sees(store, folder)) throw new AppError('NOT_FOUND');
  return folder;
}

/** The visible sub-folders of a folder. */
export const visibleChildren = (store: Store, folderId: number): FolderRow[] =>
  (store.children.get(folderId) ?? []).filter((f) => sees(store, f));

/** From the root down to the folder's parent. */
export function pathTo(store: Store, folder: FolderRow): { id: number; name: string }[] {
  const path: { id: number; name: string }[] = [];
  for (let p = folder.parentId; p !== null;) {
    const f = store.byId.get(p);
    if (!f) break;
    path.unshift({ id: f.id, name: f.name });
    p = f.parentId;
  }
  return path;
}

/** Whether `folderId` is `ancestorId` or lies under it. */
export function isWithin(store: Store, folderId: number, ancestorId: number): boolean {
  for (
    let f = store.byId.get(folderId);
    f;
    f = f.parentId === null ? undefined : store.byId.get(f.parentId)
  )
    if (f.id === ancestorId) return true;
  return false;
}

/**
 * Another company's store as the viewing company may see it: public folders only, and only when the two
 * work together (decision 131). Anything else is 404, as if the store did not exist.
 */
export async function sharedStore(
  db: Executor,
  viewer: CompanyScope,
  ownerId: number,
): Promise<Store> {
  if (ownerId === viewer.id) return loadStore(db, ownerId, true);
  const [works] = await companiesWorkingWith(db, viewer.id, [ownerId]);
  if (!works) throw new AppError('NOT_FOUND');
  return loadStore(db, ownerId, false);
}

/** Whether the signed-in user may read a document of this company in this folder (downloads). */
export async function userMayRead(
  db: Executor,
  actor: Actor | null,
  ownerId: number,
  folderId: number,
): Promise<boolean> {
  if (!actor) return false;
  if (isSystemUser(actor.user) || isMember(actor.user, ownerId)) return true;
  const mine = [...new Set(actor.user.roles.map((r) => r.companyId))];
  const partners = await Promise.all(mine.map((id) => companiesWorkingWith(db, id, [ownerId])));
  if (!partners.some((p) => p.length > 0)) return false;
  const store = await loadStore(db, ownerId, false);
  const folder = store.byId.get(folderId);
  return folder !== undefined && sees(store, folder);
}

/** Changing a store needs its own company and Manage documents (§6). */
export function assertManage(actor: Actor, scope: CompanyScope): void {
  if (!hasCompanyPermission(actor.user, scope.id, Permission.ManageDocuments))
    throw new AppError('FORBIDDEN_EDIT');
}

/** A locked folder or file changes only by being unlocked. */
export function assertUnlocked(locked: boolean): void {
  if (locked) throw new AppError('ITEM_LOCKED');
}
