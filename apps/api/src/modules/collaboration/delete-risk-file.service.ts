import { FileVisibility } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity, riskPackageFor } from '../risks/index.ts';
import { deleteFileRow, riskFileRows } from './risk-files.repository.ts';
import { visibleTo } from './risk-files.service.ts';

/**
 * Deletes a file: the underwriting company any it can see, a broker only what its own company uploaded;
 * locked files stay (§3 locked flag). The bytes are removed after the rows.
 */
export async function deleteRiskFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  fileId: number,
): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    const [row] = await riskFileRows(tx, pkg.id, visibleTo(viewerRole), fileId);
    if (!row) throw new AppError('NOT_FOUND');
    if (viewerRole === 'insurer' || (viewerRole === 'broker' && row.file.companyId !== scope.id))
      throw new AppError('FORBIDDEN_EDIT');
    if (row.file.locked) throw new AppError('IN_USE_DELETE');
    await deleteFileRow(tx, fileId);
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
    return row.version.storageKey;
  });
  await ctx.storage
    .delete(key)
    .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'risk file bytes not removed'));
}
