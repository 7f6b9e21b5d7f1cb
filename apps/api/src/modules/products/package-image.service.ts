import type { ProductPackageDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { setPackageImage } from './package-image.repository.ts';
import { findPackage } from './packages.repository.ts';
import { getPackage } from './packages.service.ts';
import { assertProductOwner } from './products.policy.ts';

/**
 * The file purpose of promotional images. The company file route serves it without the company's
 * membership because brokers of other companies are shown the package (spec §3 Product package).
 */
export const packageImagePurpose = 'product-package-image';

/** Stores a promotional image (png, jpeg, gif, webp by its bytes) and points the package at it (§3). */
export async function uploadPackageImage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  packageId: number,
  upload: CheckedUpload,
): Promise<ProductPackageDto> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    // The package is checked before the bytes are stored, so another company's id stores nothing.
    const before = await findPackage(tx, scope.id, packageId);
    if (!before) throw new AppError('NOT_FOUND');
    const { version } = await storeUpload(ctx, tx, {
      upload,
      name: 'promotional-image',
      purpose: packageImagePurpose,
      companyId: scope.id,
      ownerUserId: null,
      createdByUserId: actor.user.id,
    });
    await setPackageImage(tx, scope.id, packageId, version.id);
    await recordEvent(tx, {
      entityType: 'product_package',
      entityId: packageId,
      action: 'promotional_image_uploaded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { fileVersionId: before.promotionalImageFileVersionId },
      after: { fileVersionId: version.id },
    });
  });
  return getPackage(ctx, scope, packageId);
}

/** Removes the package's promotional image (the file version stays for history). */
export async function removePackageImage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  packageId: number,
): Promise<ProductPackageDto> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await findPackage(tx, scope.id, packageId);
    if (!before) throw new AppError('NOT_FOUND');
    await setPackageImage(tx, scope.id, packageId, null);
    await recordEvent(tx, {
      entityType: 'product_package',
      entityId: packageId,
      action: 'promotional_image_removed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { fileVersionId: before.promotionalImageFileVersionId },
      after: { fileVersionId: null },
    });
  });
  return getPackage(ctx, scope, packageId);
}
