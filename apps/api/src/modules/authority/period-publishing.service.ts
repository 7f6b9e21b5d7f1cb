import {
  applyVersionAction,
  AuthorityMessages,
  Messages,
  sharesTotal100,
  type AgreementPeriodDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findPeriodById, updatePeriodRow, type PeriodRow } from './agreements.repository.ts';
import {
  assertCanPublishAgreement,
  assertVersionAllowed,
  versionStateOf,
} from './authority.policy.ts';
import { loadPeriodContents, type PeriodContents } from './period-detail.repository.ts';
import { periodOf, presentPeriodOf, type PeriodRef } from './periods.service.ts';
import { presentPeriod } from './periods.presenter.ts';

/**
 * What a period lacks before it can go live (docs/decisions/070): a section, quota shares of exactly
 * 100 % in each section (§5), and an authorised underwriter. Field paths follow the period's GET order.
 */
export function missingForPublishing(contents: PeriodContents): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (contents.sections.length === 0) missing.sections = [AuthorityMessages.sectionsRequired];
  contents.sections.forEach((section, i) => {
    const shares = contents.shares
      .filter((q) => q.share.sectionId === section.id)
      .map((q) => q.share.sharePercentage);
    if (!sharesTotal100(shares))
      missing[`sections.${i}.quotaShares`] = [Messages.totalMustEqual100];
  });
  if (contents.underwriters.length === 0)
    missing.authorisedUnderwriters = [AuthorityMessages.underwritersRequired];
  return missing;
}

async function transition(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  action: 'publish' | 'unpublish',
): Promise<AgreementPeriodDto> {
  assertCanPublishAgreement(actor, scope);
  return inTransaction(ctx, async (tx) => {
    const period = await periodOf(tx, scope, ref, true);
    assertVersionAllowed(period, action);
    if (action === 'publish') {
      const missing = missingForPublishing(await loadPeriodContents(tx, period.id));
      if (Object.keys(missing).length) throw new AppError('VALIDATION', { errors: missing });
    }
    const next = applyVersionAction(versionStateOf(period), action);
    const updated = await updatePeriodRow(tx, period.id, { status: next.status });
    await recordEvent(tx, {
      entityType: 'agreement_period',
      entityId: period.id,
      action: action === 'publish' ? 'published' : 'unpublished',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { status: period.status },
      after: { status: updated.status },
    });
    return presentPeriodOf(tx, updated);
  });
}

/** Publishes a complete draft period: it goes live (§4; §6 only underwriters publish). */
export async function publishPeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<AgreementPeriodDto> {
  return transition(ctx, actor, scope, ref, 'publish');
}

/** Takes a live period no risk uses back to draft (§4). */
export async function unpublishPeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<AgreementPeriodDto> {
  return transition(ctx, actor, scope, ref, 'unpublish');
}

/**
 * Marks a live period as used by a risk, in the caller's transaction (for the risks capability): it
 * becomes locked, and changes then need a new version. Locking an already locked period is a no-op;
 * a draft cannot be used (409).
 */
export async function lockAgreementPeriod(tx: Tx, periodId: number): Promise<AgreementPeriodDto> {
  const period: PeriodRow | undefined = await findPeriodById(tx, periodId);
  if (!period) throw new AppError('NOT_FOUND');
  if (period.status === 'locked')
    return presentPeriod(period, await loadPeriodContents(tx, period.id));
  if (period.status !== 'live')
    throw new AppError('IN_USE_MODIFY', { message: AuthorityMessages.periodNotLive });
  const next = applyVersionAction(versionStateOf(period), 'lock');
  const locked = await updatePeriodRow(tx, period.id, { status: next.status, inUse: next.inUse });
  await recordEvent(tx, {
    entityType: 'agreement_period',
    entityId: period.id,
    action: 'locked',
    actorUserId: null,
    companyId: period.companyId,
    before: { status: period.status },
    after: { status: locked.status },
  });
  return presentPeriod(locked, await loadPeriodContents(tx, locked.id));
}
