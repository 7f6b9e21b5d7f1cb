import { randomUUID } from 'node:crypto';
import type { DocumentFileDetailDto, UpdateDocumentFileBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  deleteDocumentFile,
  documentFileRows,
  fileAppendedByTemplate,
  folderOf,
  insertNextVersion,
  linkFolderFile,
  lockFile,
  updateDocumentFile,
} from './documents.repository.ts';
import { fileDetail } from './documents-read.service.ts';
import { assertManage, assertUnlocked, loadStore } from './documents-store.ts';

/** Stores the bytes under the company's document area; the key is removed again if the transaction fails. */
async function putBytes(ctx: AppContext, scope: CompanyScope, upload: CheckedUpload) {
  const key = `companies/${scope.id}/documents/${randomUUID()}`;
  await ctx.storage.put(key, upload.body, upload.mime);
  return key;
}

async function withStoredBytes<T>(
  ctx: AppContext,
  scope: CompanyScope,
  upload: CheckedUpload,
  work: (tx: Tx, key: string) => Promise<T>,
): Promise<T> {
  const key = await putBytes(ctx, scope, upload);
  try {
    return await inTransaction(ctx, (tx) => work(tx, key));
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Uploads a new file (version 1) into an unlocked folder of the company's store. */
export async function uploadDocument(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  folderId: number,
  query: { name: string; protected: boolean },
  upload: CheckedUpload,
): Promise<DocumentFileDetailDto> {
  assertManage(actor, scope);
  return withStoredBytes(ctx, scope, upload, async (tx, key) => {
    const folder = await folderOf(tx, scope.id, folderId, true);
    if (!folder) throw new AppError('NOT_FOUND');
    assertUnlocked(folder.locked);
    const { file } = await insertFileWithVersion(
      tx,
      {
        companyId: scope.id,
        ownerUserId: null,
        purpose: 'document',
        name: query.name,
        isProtected: query.protected,
      },
      {
        companyId: scope.id,
        name: query.name,
        storageKey: key,
        mimeType: upload.mime,
        sizeBytes: upload.body.length,
        createdByUserId: actor.user.id,
      },
    );
    await linkFolderFile(tx, folder.id, file.id);
    await recordEvent(tx, {
      entityType: 'file',
      entityId: file.id,
      action: 'uploaded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: query.name, folderId: folder.id, versionNumber: 1 },
    });
    return fileDetail(tx, await loadStore(tx, scope.id, true), file.id);
  });
}

/** The company's file, locked for the change; 404 for another company's. */
async function ownFile(tx: Tx, scope: CompanyScope, fileId: number) {
  const [row] = await documentFileRows(tx, scope.id, { fileId });
  if (!row) throw new AppError('NOT_FOUND');
  await lockFile(tx, fileId);
  return row;
}

/** Uploads the next version of an unlocked file; every earlier version stays downloadable. */
export async function uploadVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  fileId: number,
  query: { name: string },
  upload: CheckedUpload,
): Promise<DocumentFileDetailDto> {
  assertManage(actor, scope);
  return withStoredBytes(ctx, scope, upload, async (tx, key) => {
    const row = await ownFile(tx, scope, fileId);
    assertUnlocked(row.file.locked);
    const folder = await folderOf(tx, scope.id, row.folderId);
    assertUnlocked(folder?.locked ?? false);
    const version = await insertNextVersion(tx, {
      fileId,
      companyId: scope.id,
      name: query.name,
      storageKey: key,
      mimeType: upload.mime,
      sizeBytes: upload.body.length,
      createdByUserId: actor.user.id,
    });
    await recordEvent(tx, {
      entityType: 'file',
      entityId: fileId,
      action: 'version_uploaded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { name: query.name, versionNumber: version.versionNumber },
    });
    return fileDetail(tx, await loadStore(tx, scope.id, true), fileId);
  });
}

/**
 * Renames, moves, locks or protects a file; a locked file accepts only being unlocked. Nothing in a locked
 * folder changes: a file there is neither renamed, moved out, nor (un)locked or (un)protected until the
 * folder is unlocked, so a lock cannot be bypassed by moving the file out first.
 */
export async function updateFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  fileId: number,
  body: UpdateDocumentFileBody,
): Promise<DocumentFileDetailDto> {
  assertManage(actor, scope);
  return inTransaction(ctx, async (tx) => {
    const row = await ownFile(tx, scope, fileId);
    const onlyUnlocks =
      body.locked === false &&
      body.name === undefined &&
      body.folderId === undefined &&
      body.protected === undefined;
    if (!onlyUnlocks) assertUnlocked(row.file.locked);
    assertUnlocked((await folderOf(tx, scope.id, row.folderId))?.locked ?? false);
    if (body.folderId !== undefined && body.folderId !== row.folderId) {
      const target = await folderOf(tx, scope.id, body.folderId, true);
      if (!target) throw fieldError('folderId', 'Choose a folder of this company.');
      assertUnlocked(target.locked);
    }
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.locked !== undefined ? { locked: body.locked } : {}),
      ...(body.protected !== undefined ? { isProtected: body.protected } : {}),
      ...(body.folderId !== undefined ? { folderId: body.folderId } : {}),
    };
    await updateDocumentFile(tx, fileId, set);
    await recordEvent(tx, {
      entityType: 'file',
      entityId: fileId,
      action: 'updated',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: {
        name: row.file.name,
        locked: row.file.locked,
        protected: row.file.isProtected,
        folderId: row.folderId,
      },
      after: set,
    });
    return fileDetail(tx, await loadStore(tx, scope.id, true), fileId);
  });
}

/**
 * Deletes a file with all its versions. A protected file, or one a document template appends (decision
 * 203), is refused with §8 'Cannot delete this item because it is in use.'; a locked one (or one in a
 * locked folder) with the locked message.
 */
export async function deleteFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  fileId: number,
): Promise<void> {
  assertManage(actor, scope);
  const keys = await inTransaction(ctx, async (tx) => {
    const row = await ownFile(tx, scope, fileId);
    if (row.file.isProtected) throw new AppError('IN_USE_DELETE');
    assertUnlocked(row.file.locked);
    const folder = await folderOf(tx, scope.id, row.folderId);
    assertUnlocked(folder?.locked ?? false);
    if (await fileAppendedByTemplate(tx, fileId)) throw new AppError('IN_USE_DELETE');
    const removed = await deleteDocumentFile(tx, fileId);
    await recordEvent(tx, {
      entityType: 'file',
      entityId: fileId,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { name: row.file.name, folderId: row.folderId },
    });
    return removed;
  });
  // The rows are gone; the bytes go after commit (a failure here leaves an orphan, never a dangling row).
  await Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));
}
