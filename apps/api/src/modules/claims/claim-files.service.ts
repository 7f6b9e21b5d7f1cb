import { randomUUID } from 'node:crypto';
import { FileVisibility, type ClaimViewerRole, type RiskFileDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertNotClient, claimFor } from './claim-scope.ts';
import { recordClaimUpdate } from './claim-events.ts';
import { claimFileRows, linkClaimFile, type ClaimFileRow } from './claim-files.repository.ts';

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

/** A document of the claim (raw body, checked by the upload guard); the broker shares its documents. */
export async function uploadClaimFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  query: { name: string; visibility: 1 | 2 },
  upload: CheckedUpload,
): Promise<RiskFileDto> {
  return inTransaction(ctx, async (tx) => {
    const { role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    if (role === 'insurer' || role === 'client') throw new AppError('FORBIDDEN_EDIT');
    if (role === 'broker' && query.visibility === FileVisibility.Private)
      throw fieldError(
        'visibility',
        'Private documents are kept by the claim handlers; share the document.',
      );
    const key = `companies/${scope.id}/claim-files/${claimId}/${randomUUID()}`;
    await ctx.storage.put(key, upload.body, upload.mime);
    const { file } = await insertFileWithVersion(
      tx,
      {
        companyId: scope.id,
        ownerUserId: null,
        purpose: 'claim-file',
        name: query.name,
        visibility: query.visibility,
      },
      {
        companyId: scope.id,
        storageKey: key,
        mimeType: upload.mime,
        sizeBytes: upload.body.length,
        createdByUserId: actor.user.id,
      },
    );
    await linkClaimFile(tx, claimId, file.id);
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
    const [row] = await claimFileRows(tx, claimId, visibleTo(role), file.id);
    return present(scope, claimId, row!);
  });
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
