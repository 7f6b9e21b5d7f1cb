import { FileVisibility, type RiskViewerRole, type VersionedRiskFileDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { riskPackageFor } from '../risks/index.ts';
import { presentRiskFile } from './collaboration.presenter.ts';
import { riskFileRows } from './risk-files.repository.ts';

/** The visibilities a viewer may see: the underwriting company both, the others public files only. */
export const visibleTo = (role: RiskViewerRole): number[] =>
  role === 'underwriter'
    ? [FileVisibility.Private, FileVisibility.Public]
    : [FileVisibility.Public];

/** The package's files the company may see: all for the underwriting company, public ones for the others. */
export async function listRiskFiles(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<VersionedRiskFileDto[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  return (await riskFileRows(ctx.db, pkg.id, visibleTo(viewerRole))).map((r) =>
    presentRiskFile(scope, pkg.id, r),
  );
}

/**
 * A file's bytes for download, when the company may see it (404 otherwise): the latest version, or the
 * version asked for (decision 184; a version of another file is 404).
 */
export async function readRiskFile(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  fileId: number,
  versionId?: number,
): Promise<{ body: Buffer; mimeType: string; name: string }> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const [row] = await riskFileRows(ctx.db, pkg.id, visibleTo(viewerRole), fileId);
  const found =
    versionId === undefined
      ? row?.versions[0]
      : row?.versions.find((v) => v.version.id === versionId);
  if (!row || !found) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(found.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  // The latest version downloads under the file's name; an older one under the name it was uploaded with.
  const name = versionId === undefined ? row.file.name : (found.version.name ?? row.file.name);
  return { body, mimeType: found.version.mimeType, name };
}
