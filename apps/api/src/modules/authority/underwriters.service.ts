import {
  AuthorityMessages,
  type AuthorisedUnderwriterBody,
  type AuthorisedUnderwriterDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { isCompanyUser } from './lookups.repository.ts';
import {
  deleteUnderwriterRow,
  findUnderwriter,
  saveUnderwriterRow,
} from './period-contents.repository.ts';
import type { UnderwriterRow } from './period-detail.repository.ts';
import { editablePeriod, presentPeriodOf, type PeriodRef } from './periods.service.ts';

const audit = (u: UnderwriterRow) => ({
  periodId: u.periodId,
  userId: u.userId,
  authorityLevel: u.authorityLevel,
  maximumBackdateDays: u.maximumBackdateDays,
  maximumDiscountPercentage: u.maximumDiscountPercentage,
});

async function underwriterOf(tx: Tx, periodId: number, id: number): Promise<UnderwriterRow> {
  const row = await findUnderwriter(tx, periodId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function save(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number | null,
  body: AuthorisedUnderwriterBody,
): Promise<AuthorisedUnderwriterDto> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const period = await editablePeriod(tx, scope, ref);
      const before = id === null ? null : await underwriterOf(tx, period.id, id);
      // §3: an authorised underwriter is one of the underwriting company's own users.
      if (!(await isCompanyUser(tx, scope.id, body.userId)))
        throw fieldError('userId', AuthorityMessages.notCompanyUser);
      const row = await saveUnderwriterRow(tx, scope.id, period.id, id, body);
      await recordEvent(tx, {
        entityType: 'authorised_underwriter',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? audit(before) : undefined,
        after: audit(row),
      });
      return (await presentPeriodOf(tx, period)).authorisedUnderwriters.find(
        (u) => u.id === row.id,
      )!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'authorised_underwriters_period_user'))
      throw fieldError('userId', AuthorityMessages.alreadyAuthorised);
    throw error;
  }
}

/** Authorises a company user to underwrite under the period, with §5 limits. */
export async function addUnderwriter(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  body: AuthorisedUnderwriterBody,
): Promise<AuthorisedUnderwriterDto> {
  return save(ctx, actor, scope, ref, null, body);
}

/** Changes an authorised underwriter's user or limits. */
export async function updateUnderwriter(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
  body: AuthorisedUnderwriterBody,
): Promise<AuthorisedUnderwriterDto> {
  return save(ctx, actor, scope, ref, id, body);
}

/** Removes an authorised underwriter from the period. */
export async function removeUnderwriter(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const period = await editablePeriod(tx, scope, ref);
    const before = await underwriterOf(tx, period.id, id);
    await deleteUnderwriterRow(tx, id);
    await recordEvent(tx, {
      entityType: 'authorised_underwriter',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: audit(before),
    });
  });
}
