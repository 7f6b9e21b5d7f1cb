import { randomUUID } from 'node:crypto';
import {
  AUTOMATION_EVENT_TOPIC,
  FileVisibility,
  type AutomationRaise,
  type RiskFileDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity, riskPackageFor } from '../risks/index.ts';
import { presentRiskFile } from './collaboration.presenter.ts';
import { linkRiskFile, riskFileRows } from './risk-files.repository.ts';
import { visibleTo } from './risk-files.service.ts';

/**
 * Uploads a file to the package (raw body, `?name=&visibility=`). Size and type were checked on the bytes
 * by the upload guard (§5 size limit, §9 recognised types); brokers share files, so theirs are public.
 */
export async function uploadRiskFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  query: { name: string; visibility: 1 | 2 },
  upload: CheckedUpload,
): Promise<RiskFileDto> {
  const { body, mime } = upload;
  return inTransaction(ctx, async (tx, after) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    if (viewerRole === 'insurer' || viewerRole === 'client') throw new AppError('FORBIDDEN_EDIT');
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
    await linkRiskFile(tx, pkg.id, file.id);
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: query.visibility === FileVisibility.Public,
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
    // The company event "file uploaded" (issue 13).
    const raised: AutomationRaise = {
      event: 'risk.file_uploaded',
      riskPackageId: pkg.id,
      actorUserId: actor.user.id,
      extra: { fileId: file.id, fileName: query.name },
    };
    await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
    const [row] = await riskFileRows(tx, pkg.id, visibleTo(viewerRole), file.id);
    return presentRiskFile(scope, pkg.id, row!);
  });
}
