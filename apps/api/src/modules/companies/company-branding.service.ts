import type { CompanyDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { findFileVersion } from '../../platform/files/files.repository.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { canSeeCompany } from '../../platform/http/guard.ts';
import { findCompanyScope, updateCompanyRow } from './companies.repository.ts';
import { getCompany } from './companies.service.ts';

export type BrandingImage = 'logo' | 'header';

/** Branding images show on the company's subdomain before anyone signs in, so they are public. */
const publicPurposes = new Set(['company-logo', 'company-header', 'product-package-image']);

/**
 * Whether a user outside the company may read one of its files of a purpose (a higher module hands it
 * in: collaboration's company documents shared with the companies it works with, decision 131).
 */
export type CompanyFileReader = (
  ctx: AppContext,
  actor: Actor | null,
  file: { id: number; companyId: number },
) => Promise<boolean>;
const purposeReaders = new Map<string, CompanyFileReader>();

/** Lets a higher module decide who else may read its files of `purpose`; they download as attachments. */
export function registerCompanyFileReader(purpose: string, reader: CompanyFileReader): void {
  purposeReaders.set(purpose, reader);
}

/** Stores a logo or header background image and points the company's appearance at it. */
export async function uploadBrandingImage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  kind: BrandingImage,
  upload: CheckedUpload,
): Promise<CompanyDto> {
  await inTransaction(ctx, async (tx) => {
    const { version } = await storeUpload(ctx, tx, {
      upload,
      name: kind,
      purpose: `company-${kind}`,
      companyId: scope.id,
      ownerUserId: null,
      createdByUserId: actor.user.id,
    });
    await updateCompanyRow(
      tx,
      scope.id,
      kind === 'logo' ? { logoFileVersionId: version.id } : { headerFileVersionId: version.id },
    );
    await recordEvent(tx, {
      entityType: 'company',
      entityId: scope.id,
      action: `${kind}_uploaded`,
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { fileVersionId: version.id },
    });
  });
  return getCompany(ctx, scope);
}

/** Removes the logo or header image from the company's appearance (the file version stays for history). */
export async function removeBrandingImage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  kind: BrandingImage,
): Promise<CompanyDto> {
  await inTransaction(ctx, async (tx) => {
    await updateCompanyRow(
      tx,
      scope.id,
      kind === 'logo' ? { logoFileVersionId: null } : { headerFileVersionId: null },
    );
    await recordEvent(tx, {
      entityType: 'company',
      entityId: scope.id,
      action: `${kind}_removed`,
      actorUserId: actor.user.id,
      companyId: scope.id,
    });
  });
  return getCompany(ctx, scope);
}

/**
 * A company file's bytes (§3: companies/{id}/file-versions/{fileVersionId}). Branding images are public;
 * any other company file needs a user who may see the company. A version of another company is 404.
 */
export async function readCompanyFile(
  ctx: AppContext,
  actor: Actor | null,
  companyId: number,
  fileVersionId: number,
) {
  const [scope, found] = await Promise.all([
    findCompanyScope(ctx.db, companyId),
    findFileVersion(ctx.db, fileVersionId),
  ]);
  if (!scope || !found || found.file.companyId !== scope.id) throw new AppError('NOT_FOUND');
  const reader = purposeReaders.get(found.file.purpose);
  const allowed =
    publicPurposes.has(found.file.purpose) ||
    (actor !== null && canSeeCompany(actor, scope, true)) ||
    (reader !== undefined &&
      (await reader(ctx, actor, { id: found.file.id, companyId: scope.id })));
  if (!allowed) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(found.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return {
    body,
    mimeType: found.version.mimeType,
    name: found.version.name ?? found.file.name,
    // Documents download unless `?type=inline` asks to open them; images show inline by default.
    attachmentByDefault: reader !== undefined,
  };
}
