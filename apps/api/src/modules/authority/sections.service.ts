import { AuthorityMessages, Messages, type SectionBody, type SectionDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  companyProductCodeIds,
  deleteSectionRow,
  findSection,
  findSectionByName,
  isSectionGrouped,
  saveSectionRows,
} from './period-contents.repository.ts';
import type { SectionRow } from './period-detail.repository.ts';
import { editablePeriod, presentPeriodOf, type PeriodRef } from './periods.service.ts';
import { companyRiskCodeIds } from './risk-codes.repository.ts';
import { companySyndicateIds } from './syndicates.repository.ts';

async function sectionOf(tx: Tx, periodId: number, id: number): Promise<SectionRow> {
  const row = await findSection(tx, periodId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Every id inside the body must be the company's own: another company's syndicate, risk code or product
 * code answers 422 under its field, worded like an unknown id, so it reveals nothing (docs/decisions/070).
 */
async function checkReferences(
  db: Executor,
  scope: CompanyScope,
  body: SectionBody,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const syndicates = await companySyndicateIds(
    db,
    scope.id,
    body.quotaShares.map((q) => q.syndicateId),
  );
  body.quotaShares.forEach((q, i) => {
    if (!syndicates.has(q.syndicateId))
      errors[`quotaShares.${i}.syndicateId`] = [AuthorityMessages.notCompanySyndicate];
  });
  const riskCodes = await companyRiskCodeIds(
    db,
    scope.id,
    body.riskCodes.map((r) => r.riskCodeId),
  );
  const productCodes = await companyProductCodeIds(db, scope.id, [
    ...new Set(
      body.riskCodes.flatMap((r) => [...r.productCodeIds, ...r.prerequisiteProductCodeIds]),
    ),
  ]);
  body.riskCodes.forEach((r, i) => {
    if (!riskCodes.has(r.riskCodeId))
      errors[`riskCodes.${i}.riskCodeId`] = [AuthorityMessages.notCompanyRiskCode];
    if (r.productCodeIds.some((id) => !productCodes.has(id)))
      errors[`riskCodes.${i}.productCodeIds`] = [AuthorityMessages.notCompanyProductCode];
    if (r.prerequisiteProductCodeIds.some((id) => !productCodes.has(id)))
      errors[`riskCodes.${i}.prerequisiteProductCodeIds`] = [
        AuthorityMessages.notCompanyProductCode,
      ];
  });
  return errors;
}

async function save(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number | null,
  body: SectionBody,
): Promise<SectionDto> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const period = await editablePeriod(tx, scope, ref);
      const before =
        id === null ? null : (await presentPeriodOf(tx, period)).sections.find((s) => s.id === id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      const errors = await checkReferences(tx, scope, body);
      const same = await findSectionByName(tx, period.id, body.name);
      if (same && same.id !== id) errors.name = [Messages.nameInUse];
      if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
      const row = await saveSectionRows(tx, scope.id, period.id, id, body);
      const after = (await presentPeriodOf(tx, period)).sections.find((s) => s.id === row.id)!;
      await recordEvent(tx, {
        entityType: 'agreement_section',
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
    if (isUniqueViolation(error, 'agreement_sections_period_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Adds a section with its quota shares (totalling 100 %) and risk codes to an editable period. */
export async function addSection(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  body: SectionBody,
): Promise<SectionDto> {
  return save(ctx, actor, scope, ref, null, body);
}

/** Replaces a section's fields, quota shares and risk codes. */
export async function updateSection(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
  body: SectionBody,
): Promise<SectionDto> {
  return save(ctx, actor, scope, ref, id, body);
}

/** Deletes a section that no section group names (a group must be changed first). */
export async function removeSection(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const period = await editablePeriod(tx, scope, ref);
    const before = await sectionOf(tx, period.id, id);
    if (await isSectionGrouped(tx, id)) throw new AppError('IN_USE_DELETE');
    await deleteSectionRow(tx, id);
    await recordEvent(tx, {
      entityType: 'agreement_section',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before,
    });
  });
}
