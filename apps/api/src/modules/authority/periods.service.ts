import {
  applyVersionAction,
  type AgreementPeriodBody,
  type AgreementPeriodDto,
  type VersionSummaryDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentVersionSummary } from './agreements.presenter.ts';
import {
  deletePeriodRow,
  findPeriod,
  insertNextPeriod,
  listPeriodRows,
  updatePeriodRow,
  type PeriodRow,
} from './agreements.repository.ts';
import { agreementOf } from './agreements.service.ts';
import {
  assertUnderwriterCompany,
  assertVersionAllowed,
  versionStateOf,
} from './authority.policy.ts';
import { copyPeriodContents } from './period-copy.repository.ts';
import { loadPeriodContents } from './period-detail.repository.ts';
import { presentPeriod } from './periods.presenter.ts';

export interface PeriodRef {
  agreementId: number;
  periodId: number;
}

/** The period, 404 unless its agreement is the company's and it belongs to that agreement. */
export async function periodOf(
  db: Executor,
  scope: CompanyScope,
  ref: PeriodRef,
  lock = false,
): Promise<PeriodRow> {
  await agreementOf(db, scope, ref.agreementId);
  const period = await findPeriod(db, ref.agreementId, ref.periodId, lock);
  if (!period) throw new AppError('NOT_FOUND');
  return period;
}

/**
 * Locks a period for a change to its contents: refused when locked or in use (§4), and counted as a save,
 * so the version may be published afterwards.
 */
export async function editablePeriod(
  tx: Tx,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<PeriodRow> {
  assertUnderwriterCompany(scope);
  const period = await periodOf(tx, scope, ref, true);
  assertVersionAllowed(period, 'edit');
  const next = applyVersionAction(versionStateOf(period), 'edit');
  return updatePeriodRow(tx, period.id, { savedOnce: next.savedOnce });
}

/** The full period as the API returns it. */
export async function presentPeriodOf(
  db: Executor,
  period: PeriodRow,
): Promise<AgreementPeriodDto> {
  return presentPeriod(period, await loadPeriodContents(db, period.id));
}

const event = (
  actor: Actor,
  scope: CompanyScope,
  period: PeriodRow,
  action: string,
  extra: { before?: unknown; after?: unknown } = {},
) => ({
  entityType: 'agreement_period',
  entityId: period.id,
  action,
  actorUserId: actor.user.id,
  companyId: scope.id,
  ...extra,
});
const auditState = (p: PeriodRow) => ({
  version: p.version,
  status: p.status,
  visibility: p.visibility,
  savedOnce: p.savedOnce,
  inUse: p.inUse,
});

/** The agreement's periods (versions), oldest first. */
export async function listPeriods(
  ctx: AppContext,
  scope: CompanyScope,
  agreementId: number,
): Promise<{ data: VersionSummaryDto[] }> {
  await agreementOf(ctx.db, scope, agreementId);
  return { data: (await listPeriodRows(ctx.db, [agreementId])).map(presentVersionSummary) };
}

/** One period with underwriters, sections and groups. */
export async function getPeriod(
  ctx: AppContext,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<AgreementPeriodDto> {
  return presentPeriodOf(ctx.db, await periodOf(ctx.db, scope, ref));
}

/** Starts an empty draft period with the next version number. */
export async function createPeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  agreementId: number,
  body: AgreementPeriodBody,
): Promise<AgreementPeriodDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    await agreementOf(tx, scope, agreementId, true);
    const period = await insertNextPeriod(tx, scope.id, agreementId, body.visibility);
    await recordEvent(tx, event(actor, scope, period, 'created', { after: auditState(period) }));
    return presentPeriodOf(tx, period);
  });
}

/** Saves a period's own fields (visibility); a save is what lets a draft be published (§4). */
export async function updatePeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
  body: AgreementPeriodBody,
): Promise<AgreementPeriodDto> {
  return inTransaction(ctx, async (tx) => {
    const before = await periodOf(tx, scope, ref, true);
    const saved = await editablePeriod(tx, scope, ref);
    const period = await updatePeriodRow(tx, saved.id, { visibility: body.visibility });
    await recordEvent(
      tx,
      event(actor, scope, period, 'updated', {
        before: auditState(before),
        after: auditState(period),
      }),
    );
    return presentPeriodOf(tx, period);
  });
}

/** Deletes a draft period no risk uses. */
export async function deletePeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<void> {
  assertUnderwriterCompany(scope);
  await inTransaction(ctx, async (tx) => {
    const period = await periodOf(tx, scope, ref, true);
    assertVersionAllowed(period, 'delete');
    await deletePeriodRow(tx, period.id);
    await recordEvent(tx, event(actor, scope, period, 'deleted', { before: auditState(period) }));
  });
}

/** Copies a period, whatever its state, into a new draft version with the next number (§4 "a new version must be created"). */
export async function copyPeriod(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: PeriodRef,
): Promise<AgreementPeriodDto> {
  assertUnderwriterCompany(scope);
  return inTransaction(ctx, async (tx) => {
    // The agreement lock keeps two copies from taking the same version number.
    await agreementOf(tx, scope, ref.agreementId, true);
    const source = await periodOf(tx, scope, ref);
    assertVersionAllowed(source, 'newVersion');
    const copy = await insertNextPeriod(tx, scope.id, ref.agreementId, source.visibility);
    await copyPeriodContents(tx, scope.id, copy.id, await loadPeriodContents(tx, source.id));
    await recordEvent(
      tx,
      event(actor, scope, copy, 'created', {
        after: { ...auditState(copy), copiedFromPeriodId: source.id },
      }),
    );
    return presentPeriodOf(tx, copy);
  });
}
