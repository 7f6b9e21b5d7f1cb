import {
  applyVersionAction,
  newVersionState,
  type ProductVersionBody,
  type ProductVersionDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentVersion, settingsColumns, versionSettings } from './products.presenter.ts';
import { productOf } from './products.service.ts';
import { copyChildren } from './version-children.repository.ts';
import {
  assertAllowed,
  editableVersion,
  stateOf,
  versionOf,
  type VersionRef,
} from './version-guard.ts';
import {
  deleteVersionRow,
  findVersionById,
  insertVersion,
  listVersionRows,
  nextVersionNumber,
  updateVersionRow,
  type VersionRow,
} from './versions.repository.ts';

const event = (
  tx: Executor,
  actor: Actor | null,
  scope: { id: number },
  v: VersionRow,
  action: string,
  extra: { before?: unknown; after?: unknown } = {},
) =>
  recordEvent(tx, {
    entityType: 'product_version',
    entityId: v.id,
    action,
    actorUserId: actor?.user.id ?? null,
    companyId: scope.id,
    ...extra,
  });

/** The versions of a product, oldest first. */
export async function listVersions(
  ctx: AppContext,
  scope: CompanyScope,
  productId: number,
): Promise<{ data: ProductVersionDto[] }> {
  await productOf(ctx.db, scope, productId);
  return { data: (await listVersionRows(ctx.db, [productId])).map(presentVersion) };
}

/** One version with its settings. */
export async function getVersion(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<ProductVersionDto> {
  return presentVersion(await versionOf(ctx.db, scope, ref));
}

/** A new blank draft version with default settings (copy one to start from an existing version). */
export async function createVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  productId: number,
): Promise<ProductVersionDto> {
  return inTransaction(ctx, async (tx) => {
    await productOf(tx, scope, productId, true);
    const v = await insertVersion(tx, {
      companyId: scope.id,
      productId,
      versionNumber: await nextVersionNumber(tx, productId),
      ...newVersionState(),
    });
    await event(tx, actor, scope, v, 'created', {
      after: { productId, versionNumber: v.versionNumber },
    });
    return presentVersion(v);
  });
}

/** Saves a version's settings (PUT); this is the save that §4 requires before publishing. */
export async function saveVersionSettings(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  body: ProductVersionBody,
): Promise<ProductVersionDto> {
  return inTransaction(ctx, async (tx) => {
    const before = await editableVersion(tx, scope, ref);
    const state = applyVersionAction(stateOf(before), 'edit');
    const v = await updateVersionRow(tx, before.id, {
      ...settingsColumns(body),
      savedOnce: state.savedOnce,
    });
    await event(tx, actor, scope, v, 'updated', {
      before: versionSettings(before),
      after: versionSettings(v),
    });
    return presentVersion(v);
  });
}

/** Takes a live version back to draft while no risk uses it. */
export async function unpublishVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<ProductVersionDto> {
  return inTransaction(ctx, async (tx) => {
    const before = await versionOf(tx, scope, ref, true);
    assertAllowed(before, 'unpublish');
    const state = applyVersionAction(stateOf(before), 'unpublish');
    const v = await updateVersionRow(tx, before.id, { status: state.status, publishedAt: null });
    await event(tx, actor, scope, v, 'unpublished', {
      before: { status: before.status },
      after: { status: v.status },
    });
    return presentVersion(v);
  });
}

/** A new draft copied from a version with all its settings, form, formulas, rules, datasets and test cases. */
export async function copyVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<ProductVersionDto> {
  return inTransaction(ctx, async (tx) => {
    await productOf(tx, scope, ref.productId, true);
    const source = await versionOf(tx, scope, ref);
    assertAllowed(source, 'newVersion');
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...copied } = source;
    const v = await insertVersion(tx, {
      ...copied,
      versionNumber: await nextVersionNumber(tx, ref.productId),
      ...newVersionState(),
    });
    const counts = await copyChildren(tx, source.id, v.id);
    await event(tx, actor, scope, v, 'created', {
      after: {
        productId: ref.productId,
        versionNumber: v.versionNumber,
        copiedFromVersionId: source.id,
        copied: counts,
      },
    });
    return presentVersion(v);
  });
}

/** Deletes a draft version no risk uses. */
export async function deleteVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await versionOf(tx, scope, ref, true);
    assertAllowed(before, 'delete');
    await deleteVersionRow(tx, before.id);
    await event(tx, actor, scope, before, 'deleted', {
      before: { versionNumber: before.versionNumber, ...versionSettings(before) },
    });
  });
}

/**
 * For the risks capability: marks a version as used by a risk, in the caller's transaction. A live
 * version becomes locked (its edits then need a new version); locking again is a no-op. Only a
 * published version can be used, so a draft is refused.
 */
export async function lockProductVersion(
  tx: Tx,
  versionId: number,
  actorUserId: number | null = null,
): Promise<void> {
  const before = await findVersionById(tx, versionId);
  if (!before) throw new AppError('NOT_FOUND');
  if (before.status === 'locked') return;
  assertAllowed(before, 'lock');
  const state = applyVersionAction(stateOf(before), 'lock');
  const v = await updateVersionRow(tx, before.id, { status: state.status, inUse: state.inUse });
  await recordEvent(tx, {
    entityType: 'product_version',
    entityId: v.id,
    action: 'locked',
    actorUserId,
    companyId: v.companyId,
    before: { status: before.status },
    after: { status: v.status },
  });
}
