import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Messages, type RiskFileDto, type RiskViewerRole } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { users } from '../identity/identity.tables.ts';
import { recordActivity } from './activities.repository.ts';
import { riskFileType } from './risk-files.types.ts';
import { riskPackageFor } from './risk-scope.ts';
import { riskFiles } from './risks.tables.ts';

/** §3 file visibility: private files stay with the underwriting company, public ones are shared with the broker. */
export const FileVisibility = { Private: 1, Public: 2 } as const;

const visibleTo = (role: RiskViewerRole): number[] =>
  role === 'underwriter'
    ? [FileVisibility.Private, FileVisibility.Public]
    : [FileVisibility.Public];

async function fileRows(
  db: Executor,
  riskPackageId: number,
  visibilities: number[],
  fileId?: number,
) {
  return db
    .select({ file: files, version: fileVersions, uploadedBy: users.name })
    .from(riskFiles)
    .innerJoin(files, eq(files.id, riskFiles.fileId))
    .innerJoin(
      fileVersions,
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, 1)),
    )
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(
      and(
        eq(riskFiles.riskPackageId, riskPackageId),
        inArray(files.visibility, visibilities),
        fileId === undefined ? undefined : eq(files.id, fileId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
}

type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

function presentFile(scope: CompanyScope, riskPackageId: number, r: FileRow): RiskFileDto {
  return {
    id: r.file.id,
    name: r.file.name,
    mimeType: r.version.mimeType,
    sizeBytes: r.version.sizeBytes,
    visibility: r.file.visibility === FileVisibility.Private ? 1 : 2,
    uploadedBy:
      r.version.createdByUserId !== null && r.uploadedBy !== null
        ? { id: r.version.createdByUserId, name: r.uploadedBy }
        : null,
    createdAt: Math.floor(r.file.createdAt.getTime() / 1000),
    url: `/companies/${scope.id}/risks/${riskPackageId}/files/${r.file.id}/download`,
  };
}

/** The package's files the company may see: all for the underwriting company, public ones for the others. */
export async function listRiskFiles(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<RiskFileDto[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  return (await fileRows(ctx.db, pkg.id, visibleTo(viewerRole))).map((r) =>
    presentFile(scope, pkg.id, r),
  );
}

/**
 * Uploads a file to the package (raw body, `?name=&visibility=`). Size and type are checked on the bytes
 * (§5 size limit, §9 recognised types); brokers share files, so theirs are public.
 */
export async function uploadRiskFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  query: { name: string; visibility: 1 | 2 },
  raw: unknown,
): Promise<RiskFileDto> {
  const body = Buffer.isBuffer(raw)
    ? raw
    : typeof raw === 'string'
      ? Buffer.from(raw, 'utf8')
      : null;
  if (!body) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const limit = ctx.config.MAX_UPLOAD_MB;
  if (body.length >= limit * 1024 * 1024)
    throw new AppError('FILE_TOO_LARGE', {
      message: Messages.fileTooLarge(limit),
      errors: { file: [Messages.fileTooLarge(limit)] },
    });
  if (body.length === 0) throw fieldError('file', Messages.required);
  const mime = riskFileType(body, query.name);
  if (!mime)
    throw new AppError('INVALID_FILE_TYPE', { errors: { file: [Messages.invalidFileType] } });
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    if (viewerRole === 'insurer') throw new AppError('FORBIDDEN_EDIT');
    if (viewerRole !== 'underwriter' && query.visibility === FileVisibility.Private)
      throw fieldError(
        'visibility',
        'Private files are kept by the underwriting company; share the file as public.',
      );
    const key = `companies/${scope.id}/risk-files/${pkg.id}/${randomUUID()}`;
    await ctx.storage.put(key, body, mime);
    const { file } = await insertFileWithVersion(
      tx,
      {
        companyId: scope.id,
        ownerUserId: null,
        purpose: 'risk-file',
        name: query.name,
        visibility: query.visibility,
      },
      {
        companyId: scope.id,
        storageKey: key,
        mimeType: mime,
        sizeBytes: body.length,
        createdByUserId: actor.user.id,
      },
    );
    await tx.insert(riskFiles).values({ riskPackageId: pkg.id, fileId: file.id });
    const shared = query.visibility === FileVisibility.Public;
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: shared,
      body: `File uploaded: ${query.name}`,
      data: { action: 'file_uploaded', fileId: file.id },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'file_uploaded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { fileId: file.id, name: query.name, visibility: query.visibility },
    });
    const [row] = await fileRows(tx, pkg.id, visibleTo(viewerRole), file.id);
    return presentFile(scope, pkg.id, row!);
  });
}

/** A file's bytes for download, when the company may see it (404 otherwise). */
export async function readRiskFile(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  fileId: number,
): Promise<{ body: Buffer; mimeType: string; name: string }> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const [row] = await fileRows(ctx.db, pkg.id, visibleTo(viewerRole), fileId);
  if (!row) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(row.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return { body, mimeType: row.version.mimeType, name: row.file.name };
}

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
    const [row] = await fileRows(tx, pkg.id, visibleTo(viewerRole), fileId);
    if (!row) throw new AppError('NOT_FOUND');
    if (viewerRole === 'insurer' || (viewerRole === 'broker' && row.file.companyId !== scope.id))
      throw new AppError('FORBIDDEN_EDIT');
    if (row.file.locked) throw new AppError('IN_USE_DELETE');
    await tx.delete(files).where(eq(files.id, fileId));
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
