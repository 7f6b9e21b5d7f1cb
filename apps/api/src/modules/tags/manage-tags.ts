import { Messages, type CompanyTagDto, type TagColour } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  companyTag,
  deleteTag,
  insertTag,
  tagIdNamed,
  tagsWithCounts,
  updateTag,
  type TagRow,
} from './tags.repository.ts';

export interface TagBody {
  name: string;
  colour: TagColour;
}

const present = (tag: TagRow, riskPackages: number, companies: number): CompanyTagDto => ({
  id: tag.id,
  name: tag.name,
  colour: tag.colour as TagColour,
  riskPackages,
  companies,
});

/** The company's tags by name, with how many risk packages and companies carry each. */
export async function listCompanyTags(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<CompanyTagDto[]> {
  const rows = await tagsWithCounts(ctx.db, scope.id);
  return rows.map((r) => present(r.tag, r.riskPackages, r.companies));
}

/** Creates (id null) or renames/recolours a tag; names are unique per company ('The name is already in use'). */
export async function saveCompanyTag(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  tagId: number | null,
  body: TagBody,
): Promise<CompanyTagDto> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = tagId === null ? null : await companyTag(tx, scope.id, tagId);
      if (tagId !== null && !before) throw new AppError('NOT_FOUND');
      const same = await tagIdNamed(tx, scope.id, body.name);
      if (same !== undefined && same !== tagId) throw fieldError('name', Messages.nameInUse);
      const values = { name: body.name, colour: body.colour };
      const row = before
        ? await updateTag(tx, before.id, values)
        : await insertTag(tx, { companyId: scope.id, ...values });
      await recordEvent(tx, {
        entityType: 'company_tag',
        entityId: row.id,
        action: before ? 'updated' : 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ?? undefined,
        after: row,
      });
      const counts = (await tagsWithCounts(tx, scope.id)).find((r) => r.tag.id === row.id);
      return present(row, counts?.riskPackages ?? 0, counts?.companies ?? 0);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_tags_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Deletes a tag of the company; the risk packages and companies carrying it lose it. */
export async function deleteCompanyTag(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  tagId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const tag = await companyTag(tx, scope.id, tagId);
    if (!tag) throw new AppError('NOT_FOUND');
    await deleteTag(tx, tag.id);
    await recordEvent(tx, {
      entityType: 'company_tag',
      entityId: tag.id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: tag,
    });
  });
}
