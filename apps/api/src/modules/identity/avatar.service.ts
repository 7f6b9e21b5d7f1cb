import type { UserDto } from '@turbine/domain';
import { isSystemUser } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { findFileVersion } from '../../platform/files/files.repository.ts';
import { storeUpload } from '../../platform/files/files.service.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { updateUserRow } from './identity.repository.ts';
import { loadUserDto } from './users.service.ts';

/** Stores a new avatar image and points the user at it (POST /user/avatar). */
export async function uploadAvatar(
  ctx: AppContext,
  actor: Actor,
  upload: CheckedUpload,
): Promise<UserDto> {
  return inTransaction(ctx, async (tx) => {
    const { version } = await storeUpload(ctx, tx, {
      upload,
      name: 'avatar',
      purpose: 'avatar',
      companyId: null,
      ownerUserId: actor.user.id,
      createdByUserId: actor.user.id,
    });
    const user = await updateUserRow(tx, actor.user.id, { avatarFileVersionId: version.id });
    return loadUserDto(ctx, tx, user);
  });
}

/** Removes the avatar (DELETE /user/avatar). */
export async function removeAvatar(ctx: AppContext, actor: Actor): Promise<UserDto> {
  const user = await updateUserRow(ctx.db, actor.user.id, { avatarFileVersionId: null });
  return loadUserDto(ctx, ctx.db, user);
}

/**
 * An avatar's bytes (GET /user/file-versions/{id}). Avatars show wherever people work together, so the
 * owner, anyone sharing a company with the owner, and system users may see it; others get 404.
 */
export async function readAvatar(ctx: AppContext, actor: Actor, fileVersionId: number) {
  const found = await findFileVersion(ctx.db, fileVersionId);
  if (!found || found.file.purpose !== 'avatar' || found.file.ownerUserId === null)
    throw new AppError('NOT_FOUND');
  const owner = found.file.ownerUserId;
  const allowed =
    owner === actor.user.id ||
    isSystemUser(actor.user) ||
    (await ctx.memberships.shareACompany(ctx.db, actor.user.id, owner));
  if (!allowed) throw new AppError('NOT_FOUND');
  const body = await ctx.storage.get(found.version.storageKey);
  if (!body) throw new AppError('NOT_FOUND');
  return { body, mimeType: found.version.mimeType };
}
