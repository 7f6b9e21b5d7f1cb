import {
  AuthorityMessages,
  Messages,
  type SectionGroupBody,
  type SectionGroupDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { periodSectionIds } from './period-contents.repository.ts';
import { editablePeriod, presentPeriodOf, type PeriodRef } from './periods.service.ts';
import {
  deleteSectionGroupRow,
  findSectionGroup,
  findSectionGroupByName,
  groupedElsewhere,
  saveSectionGroupRows,
  type SectionGroupRow,
} from './section-groups.repository.ts';

async function groupOf(tx: Tx, periodId: number, id: number): Promise<SectionGroupRow> {
  const row = await findSectionGroup(tx, periodId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Sections of this period only, each in one group at most; the name unique in the period. */
async function checkBody(
  tx: Tx,
  periodId: number,
  id: number | null,
  body: SectionGroupBody,
): Promise<void> {
  const own = await periodSectionIds(tx, periodId, body.sectionIds);
  if (body.sectionIds.some((s) => !own.has(s)))
    throw fieldError('sectionIds', AuthorityMessages.notPeriodSection);
  if ((await groupedElsewhere(tx, body.sectionIds, id)).size)
    throw fieldError('sectionIds', AuthorityMessages.sectionInOtherGroup);
  const same = await findSectionGroupByName(tx, periodId, body.name);
  if (same && same.id !== id) throw fieldError('name', Messages.nameInUse);
}

async function save(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number | null,
  body: SectionGroupBody,
): Promise<SectionGroupDto> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const period = await editablePeriod(tx, scope, ref);
      const before =
        id === null
          ? null
          : (await presentPeriodOf(tx, period)).sectionGroups.find((g) => g.id === id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      await checkBody(tx, period.id, id, body);
      const row = await saveSectionGroupRows(tx, scope.id, period.id, id, body);
      const after = (await presentPeriodOf(tx, period)).sectionGroups.find((g) => g.id === row.id)!;
      await recordEvent(tx, {
        entityType: 'section_group',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ?? undefined,
        after: { periodId: period.id, ...after },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'section_groups_period_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    // Two groups claiming one section at once: the unique member index decides.
    if (isUniqueViolation(error, 'section_group_members_section_unique'))
      throw fieldError('sectionIds', AuthorityMessages.sectionInOtherGroup);
    throw error;
  }
}

/** Groups several sections of the period for co-insurance. */
export async function addSectionGroup(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  body: SectionGroupBody,
): Promise<SectionGroupDto> {
  return save(ctx, actor, scope, ref, null, body);
}

/** Renames a group and replaces its sections. */
export async function updateSectionGroup(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
  body: SectionGroupBody,
): Promise<SectionGroupDto> {
  return save(ctx, actor, scope, ref, id, body);
}

/** Deletes a group; its sections stay. */
export async function removeSectionGroup(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const period = await editablePeriod(tx, scope, ref);
    const before = await groupOf(tx, period.id, id);
    await deleteSectionGroupRow(tx, id);
    await recordEvent(tx, {
      entityType: 'section_group',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before,
    });
  });
}
