import { randomUUID } from 'node:crypto';
import {
  AUTOMATION_EVENT_TOPIC,
  FileVisibility,
  type AutomationRaise,
  type VersionedRiskFileDto,
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
import { insertNextVersion } from './documents.repository.ts';
import { assertUnlocked } from './documents-store.ts';
import { fileForRemoval } from './folder-paths.repository.ts';
import { placeInStoreFolder } from './placed-documents.service.ts';
import {
  linkRiskFile,
  riskFileRows,
  sameNameRiskFile,
  unplacedRiskFileIds,
} from './risk-files.repository.ts';
import { visibleTo } from './risk-files.service.ts';

/** The store folder of a risk's files and generated documents: Documents › Risks › {reference} (decision 184). */
export const riskStorePath = (reference: string) => ['Risks', reference.slice(0, 120)];

/**
 * Uploads a file to the package (raw body, `?name=&visibility=`). Size and type were checked on the bytes
 * by the upload guard (§5 size limit, §9 recognised types); brokers share files, so theirs are public.
 * A file of the same name (regardless of case) and visibility gets a new version instead of a second file
 * (decision 184); a locked one (or one in a locked store folder) refuses it. The package's files live in
 * the underwriting company's store, in Documents › Risks › {reference}.
 */
export async function uploadRiskFile(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  query: { name: string; visibility: 1 | 2 },
  upload: CheckedUpload,
): Promise<VersionedRiskFileDto> {
  const { body, mime } = upload;
  const key = `companies/${scope.id}/risk-files/${riskPackageId}/${randomUUID()}`;
  try {
    return await inTransaction(ctx, async (tx, after) => {
      const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, {
        forUpdate: true,
      });
      if (viewerRole === 'insurer' || viewerRole === 'client') throw new AppError('FORBIDDEN_EDIT');
      if (viewerRole !== 'underwriter' && query.visibility === FileVisibility.Private)
        throw fieldError(
          'visibility',
          'Private files are kept by the underwriting company; share the file as public.',
        );
      const version = {
        companyId: scope.id,
        name: query.name,
        storageKey: key,
        mimeType: mime,
        sizeBytes: body.length,
        createdByUserId: actor.user.id,
      };
      const existingId = await sameNameRiskFile(tx, pkg.id, query.name, query.visibility);
      let fileId: number;
      let versionNumber = 1;
      if (existingId !== undefined) {
        const locked = await fileForRemoval(tx, existingId);
        assertUnlocked(locked?.file.locked ?? false);
        assertUnlocked(locked?.folderLocked ?? false);
        await ctx.storage.put(key, body, mime);
        versionNumber = (await insertNextVersion(tx, { ...version, fileId: existingId }))
          .versionNumber;
        fileId = existingId;
      } else {
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
          version,
        );
        await linkRiskFile(tx, pkg.id, file.id);
        fileId = file.id;
      }
      // This file and any of the package's files from before decision 184 join the risk's store folder.
      await placeInStoreFolder(
        tx,
        pkg.underwriterCompanyId,
        riskStorePath(pkg.reference),
        await unplacedRiskFileIds(tx, pkg.id),
        actor.user.id,
      );
      await recordActivity(tx, {
        riskPackageId: pkg.id,
        kind: 'update',
        actorUserId: actor.user.id,
        actorCompanyId: scope.id,
        visibleToBroker: query.visibility === FileVisibility.Public,
        body:
          versionNumber === 1
            ? `File uploaded: ${query.name}`
            : `New version of ${query.name}: version ${versionNumber}`,
        data: { action: 'file_uploaded', fileId, versionNumber },
      });
      await recordEvent(tx, {
        entityType: 'risk_package',
        entityId: pkg.id,
        action: versionNumber === 1 ? 'file_uploaded' : 'file_version_uploaded',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { fileId, name: query.name, visibility: query.visibility, versionNumber },
      });
      // The company event "file uploaded" (issue 13), for a new file and a new version alike.
      const raised: AutomationRaise = {
        event: 'risk.file_uploaded',
        riskPackageId: pkg.id,
        actorUserId: actor.user.id,
        extra: { fileId, fileName: query.name },
      };
      await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
      const [row] = await riskFileRows(tx, pkg.id, visibleTo(viewerRole), fileId);
      return presentRiskFile(scope, pkg.id, row!);
    });
  } catch (error) {
    // The rows are not there: neither are the bytes.
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
