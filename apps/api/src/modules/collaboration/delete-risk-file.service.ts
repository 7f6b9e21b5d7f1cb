import { FileVisibility } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity, riskPackageFor } from '../risks/index.ts';
import { removeStoreDocument } from './placed-documents.service.ts';
import { riskFileRows } from './risk-files.repository.ts';
import { visibleTo } from './risk-files.service.ts';

/**
 * Deletes a file with all its versions: the underwriting company any it can see, a broker only what its
 * own company first uploaded. The store's rules hold (decision 184): a locked file or one in a locked
 * folder is 409 locked, a protected one 409 in use. The bytes are removed after the rows.
 */
export async function deleteRiskFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  fileId: number,
): Promise<void> {
  const keys = await inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    const [row] = await riskFileRows(tx, pkg.id, visibleTo(viewerRole), fileId);
    if (!row) throw new AppError('NOT_FOUND');
    // The file itself now belongs to the underwriting company's store; its first version says who uploaded it.
    const uploader = row.versions.at(-1)?.version.companyId;
    if (
      viewerRole === 'insurer' ||
      viewerRole === 'client' ||
      (viewerRole === 'broker' && uploader !== scope.id)
    )
      throw new AppError('FORBIDDEN_EDIT');
    const keys = await removeStoreDocument(tx, fileId);
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: row.file.visibility === FileVisibility.Public,
      body: `File deleted: ${row.file.name}`,
      data: { action: 'file_deleted', fileId },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'file_deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { fileId, name: row.file.name },
    });
    return keys;
  });
  for (const key of keys)
    await ctx.storage
      .delete(key)
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'risk file bytes not removed'));
}
