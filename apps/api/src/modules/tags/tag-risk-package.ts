import type { TagChipDto, TagColour } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { riskPackageFor } from '../risks/index.ts';
import {
  addPackageTag,
  companyTag,
  packageTags,
  removePackageTag,
  type TagChipRow,
} from './tags.repository.ts';

export const presentChip = (t: TagChipRow): TagChipDto => ({
  id: t.id,
  name: t.name,
  colour: t.colour as TagColour,
});

/** What applies or removes a tag on a risk package: by a user, or by an automation (no user). */
export interface PackageTagInput {
  companyId: number;
  riskPackageId: number;
  tagId: number;
  actorUserId: number | null;
}

/** The package must be one the tag's company takes part in, and the tag that company's own: else 404. */
async function checked(db: Executor, input: PackageTagInput) {
  const scope = { id: input.companyId } as CompanyScope;
  await riskPackageFor(db, scope, input.riskPackageId);
  const tag = await companyTag(db, input.companyId, input.tagId);
  if (!tag) throw new AppError('NOT_FOUND');
  return tag;
}

async function changeTag(
  db: Executor,
  input: PackageTagInput,
  action: 'tagged' | 'untagged',
): Promise<TagChipDto[]> {
  const tag = await checked(db, input);
  const changed =
    action === 'tagged'
      ? await addPackageTag(db, tag.id, input.riskPackageId)
      : await removePackageTag(db, tag.id, input.riskPackageId);
  if (changed)
    await recordEvent(db, {
      entityType: 'risk_package',
      entityId: input.riskPackageId,
      action,
      actorUserId: input.actorUserId,
      companyId: input.companyId,
      after: { tagId: tag.id, name: tag.name },
    });
  return (await packageTags(db, input.companyId, input.riskPackageId)).map(presentChip);
}

/**
 * Puts one of the company's tags on a risk package of its scope (idempotent) and answers the package's
 * tags. The use case an automation's "add a tag" action calls: give `within` to run in its transaction.
 */
export async function applyTagToRiskPackage(
  ctx: AppContext,
  input: PackageTagInput,
  within?: Executor,
): Promise<TagChipDto[]> {
  if (within) return changeTag(within, input, 'tagged');
  return inTransaction(ctx, (tx) => changeTag(tx, input, 'tagged'));
}

/** Takes one of the company's tags off a risk package (idempotent); answers the package's tags. */
export async function removeTagFromRiskPackage(
  ctx: AppContext,
  input: PackageTagInput,
  within?: Executor,
): Promise<TagChipDto[]> {
  if (within) return changeTag(within, input, 'untagged');
  return inTransaction(ctx, (tx) => changeTag(tx, input, 'untagged'));
}

/** The company's tags on a risk package it takes part in (another company's tags are never shown). */
export async function listRiskPackageTags(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<TagChipDto[]> {
  await riskPackageFor(ctx.db, scope, riskPackageId);
  return (await packageTags(ctx.db, scope.id, riskPackageId)).map(presentChip);
}
