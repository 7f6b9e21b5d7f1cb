import type { CreateFolderBody, FolderSummaryDto, UpdateFolderBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  deleteFolderRow,
  folderHasContent,
  folderOf,
  insertFolder,
  siblingNamed,
  updateFolderRow,
} from './documents.repository.ts';
import { presentFolder } from './documents.presenter.ts';
import { assertManage, assertUnlocked, isWithin, loadStore } from './documents-store.ts';

const nameTaken = () => fieldError('name', 'A folder with this name already exists here.');

/** Creates a folder under a parent of the company's store (the root when none is given). */
export async function createFolder(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: Required<CreateFolderBody>,
): Promise<FolderSummaryDto> {
  assertManage(actor, scope);
  return inTransaction(ctx, async (tx) => {
    const store = await loadStore(tx, scope.id, true);
    const parent =
      body.parentId === null ? store.root : await folderOf(tx, scope.id, body.parentId, true);
    if (!parent) throw fieldError('parentId', 'Choose a folder of this company.');
    assertUnlocked(parent.locked);
    if (await siblingNamed(tx, parent.id, body.name)) throw nameTaken();
    const folder = await insertFolder(tx, {
      companyId: scope.id,
      parentId: parent.id,
      name: body.name,
      visibility: body.visibility,
      locked: body.locked,
      createdByUserId: actor.user.id,
    });
    await recordEvent(tx, {
      entityType: 'folder',
      entityId: folder.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: folder.name, parentId: parent.id, visibility: folder.visibility },
    });
    return presentFolder(folder);
  });
}

/**
 * Renames, moves, shares or locks a folder. A locked folder accepts only being unlocked; the root
 * folder stays where it is; a folder cannot move into itself or below itself, nor into a locked one; a
 * folder inside a locked one does not change at all (nothing in a locked folder does).
 */
export async function updateFolder(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  folderId: number,
  body: UpdateFolderBody,
): Promise<FolderSummaryDto> {
  assertManage(actor, scope);
  return inTransaction(ctx, async (tx) => {
    const folder = await folderOf(tx, scope.id, folderId, true);
    if (!folder) throw new AppError('NOT_FOUND');
    const onlyUnlocks =
      body.locked === false &&
      body.name === undefined &&
      body.parentId === undefined &&
      body.visibility === undefined;
    if (!onlyUnlocks) assertUnlocked(folder.locked);
    if (folder.parentId === null && (body.parentId !== undefined || body.name !== undefined))
      throw new AppError('IN_USE_MODIFY');
    const store = await loadStore(tx, scope.id, true);
    if (folder.parentId !== null) assertUnlocked(store.byId.get(folder.parentId)?.locked ?? false);
    const parentId = body.parentId ?? folder.parentId!;
    if (body.parentId !== undefined && body.parentId !== folder.parentId) {
      const target = store.byId.get(body.parentId);
      if (!target || isWithin(store, target.id, folder.id))
        throw fieldError('parentId', 'Choose a folder outside the one being moved.');
      assertUnlocked(target.locked);
    }
    const name = body.name ?? folder.name;
    if (folder.parentId !== null && (await siblingNamed(tx, parentId, name, folder.id)))
      throw nameTaken();
    const set = {
      ...(body.name !== undefined ? { name } : {}),
      ...(body.parentId !== undefined ? { parentId } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      ...(body.locked !== undefined ? { locked: body.locked } : {}),
    };
    await updateFolderRow(tx, folder.id, set);
    await recordEvent(tx, {
      entityType: 'folder',
      entityId: folder.id,
      action: 'updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: {
        name: folder.name,
        parentId: folder.parentId,
        visibility: folder.visibility,
        locked: folder.locked,
      },
      after: set,
    });
    return presentFolder({ ...folder, ...set });
  });
}

/**
 * Deletes an empty, unlocked folder outside any locked folder (§8 'Cannot delete this item because it is
 * in use.' when it has content or is the root).
 */
export async function deleteFolder(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  folderId: number,
): Promise<void> {
  assertManage(actor, scope);
  await inTransaction(ctx, async (tx) => {
    const folder = await folderOf(tx, scope.id, folderId, true);
    if (!folder) throw new AppError('NOT_FOUND');
    assertUnlocked(folder.locked);
    if (folder.parentId !== null)
      assertUnlocked((await folderOf(tx, scope.id, folder.parentId))?.locked ?? false);
    if (folder.parentId === null || (await folderHasContent(tx, folder.id)))
      throw new AppError('IN_USE_DELETE');
    await deleteFolderRow(tx, folder.id);
    await recordEvent(tx, {
      entityType: 'folder',
      entityId: folder.id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: folder.name, parentId: folder.parentId },
    });
  });
}
