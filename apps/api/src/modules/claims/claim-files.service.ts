import { randomUUID } from 'node:crypto';
import { FileVisibility, type ClaimViewerRole, type RiskFileDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { placeInStoreFolder, removeStoreDocument } from '../collaboration/index.ts';
import { assertHandler, assertNotClient, claimFor } from './claim-scope.ts';
import { recordClaimUpdate } from './claim-events.ts';
import {
  claimFileIds,
  claimFileRows,
  linkClaimFile,
  type ClaimFileRow,
} from './claim-files.repository.ts';

/** Private documents are the handlers' and the insurer's; shared ones also reach the broker. */
const visibleTo = (role: ClaimViewerRole): number[] =>
  role === 'broker' ? [FileVisibility.Public] : [FileVisibility.Private, FileVisibility.Public];

function present(scope: CompanyScope, claimId: number, r: ClaimFileRow): RiskFileDto {
  return {
    id: r.file.id,
    name: r.file.name,
    mimeType: r.version.mimeType,
    sizeBytes: r.version.sizeBytes,
    visibility: r.file.visibility === FileVisibility.Private ? 1 : 2,
    uploadedBy:
      r.version.createdByUserId !== null
        ? { id: r.version.createdByUserId, name: r.uploadedBy ?? '' }
        : null,
    createdAt: Math.floor(r.file.createdAt.getTime() / 1000),
    url: `/companies/${scope.id}/claims/${claimId}/files/${r.file.id}/download`,
  };
}

export async function listClaimFiles(ctx: AppContext, scope: CompanyScope, claimId: number) {
  const { role } = await claimFor(ctx.db, scope, claimId);
  assertNotClient(role);
  return (await claimFileRows(ctx.db, claimId, visibleTo(role))).map((r) =>
    present(scope, claimId, r),
  );
}

/** The agency, the appointed firm and the broker add documents; the broker shares its own. */
function assertMayUpload(role: ClaimViewerRole, visibility: 1 | 2): void {
  if (role === 'insurer' || role === 'client') throw new AppError('FORBIDDEN_EDIT');
  if (role === 'broker' && visibility === FileVisibility.Private)
    throw fieldError(
      'visibility',
      'Private documents are kept by the claim handlers; share the document.',
    );
}

/** The claim's folder in the underwriting agency's document store (decision 143). */
const claimFolderPath = (reference: string) => ['Claims', reference.slice(0, 120)];

/**
 * A document of the claim (raw body, checked by the upload guard): a new file of the claim's folder in
 * the agency's document store, created on the first upload; the broker shares its documents.
 */
export async function uploadClaimFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  query: { name: string; visibility: 1 | 2 },
  upload: CheckedUpload,
): Promise<RiskFileDto> {
  const { row: claim, role: before } = await claimFor(ctx.db, scope, claimId);
  assertMayUpload(before, query.visibility);
  const agencyId = claim.pkg.underwriterCompanyId;
  const key = `companies/${agencyId}/documents/${randomUUID()}`;
  await ctx.storage.put(key, upload.body, upload.mime);
  try {
    return await inTransaction(ctx, async (tx) => {
      const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
      assertMayUpload(role, query.visibility);
      const { file } = await insertFileWithVersion(
        tx,
        {
          companyId: agencyId,
          ownerUserId: null,
          purpose: 'document',
          name: query.name,
          visibility: query.visibility,
        },
        {
          companyId: agencyId,
          name: query.name,
          storageKey: key,
          mimeType: upload.mime,
          sizeBytes: upload.body.length,
          createdByUserId: actor.user.id,
        },
      );
      await linkClaimFile(tx, claimId, file.id);
      // Documents linked before the store kept them (decision 120) join the folder with the new one.
      const fileIds = await claimFileIds(tx, claimId);
      await placeInStoreFolder(
        tx,
        agencyId,
        claimFolderPath(row.claim.reference),
        fileIds,
        actor.user.id,
      );
      await recordClaimUpdate(
        tx,
        actor,
        scope,
        claimId,
        'file_uploaded',
        `Document added: ${query.name}`,
        {
          fileId: file.id,
        },
      );
      const [made] = await claimFileRows(tx, claimId, visibleTo(role), file.id);
      return present(scope, claimId, made!);
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes a document of the claim with all its versions: the handlers (agency and appointed firm) only,
 * a document they see, under the document store's rules (protected in use, locked); bytes go after commit.
 */
export async function deleteClaimFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  fileId: number,
): Promise<void> {
  const keys = await inTransaction(ctx, async (tx) => {
    const { role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertNotClient(role);
    const [row] = await claimFileRows(tx, claimId, visibleTo(role), fileId);
    if (!row) throw new AppError('NOT_FOUND');
    assertHandler(role);
    const removed = await removeStoreDocument(tx, fileId);
    await recordClaimUpdate(
      tx,
      actor,
      scope,
      claimId,
      'file_deleted',
      `Document deleted: ${row.file.name}`,
      {
        fileId,
      },
    );
    return removed;
  });
  await Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));
}

export async function readClaimFile(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
  fileId: number,
): Promise<{ body: Buffer; mimeType: string; name: string }> {
  const { role } = await claimFor(ctx.db, scope, claimId);
  assertNotClient(role);
  const [row] = await claimFileRows(ctx.db, claimId, visibleTo(role), fileId);
  if (!row) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(row.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return { body, mimeType: row.version.mimeType, name: row.file.name };
}
