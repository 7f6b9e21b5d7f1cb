import {
  addDays,
  daysBetween,
  RiskMessages,
  termOf,
  todayInZone,
  type LifecycleCommand,
  type RiskPackageDto,
  type UpdateRiskBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import { lockedPackage, transition, type ActionRun } from '../lifecycle/action-run.ts';
import { syncPackageCaches } from '../lifecycle/run-action.ts';
import { presentLoadedPackage } from '../risk-presenter.ts';
import { actorOf, mainOf, riskIn, withRows, type LoadedPackage } from '../risk-snapshot.ts';
import { openStatuses, updatePackage } from '../risks.repository.ts';

/** Messages of the edit the contract does not word (decision 090 "Core behaviour"). */
export const EditMessages = {
  expiryBeforeInception: 'The expiry date must be after the inception date.',
} as const;

export const isRealDate = (d: string): boolean => addDays(d, 0) === d;

/**
 * PUT .../risks/{riskPackageId} (decision 090): the dates are checked (real dates, expiry after inception,
 * term within the main version's limits), then the lifecycle `edit` on every risk's open transaction (the
 * dates apply to all risks of the package), and the insured details.
 */
export async function updateRiskPackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: UpdateRiskBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx) => {
    const { run, loaded } = await lockedPackage(tx, actor, scope, riskPackageId);
    assertDates(run, loaded, body);
    const command: LifecycleCommand = {
      action: 'edit',
      ...(body.inceptionDate ? { inceptionDate: body.inceptionDate } : {}),
      ...(body.expiryDate ? { expiryDate: body.expiryDate } : {}),
    };
    const open = loaded.risks.filter((r) => openStatuses.includes(r.current.status));
    const targets = open.length ? open : [mainOf(loaded)];
    // Every risk must accept the edit before any is changed.
    const outcomes = [];
    for (const r of targets)
      outcomes.push({
        riskId: r.risk.id,
        outcome: transition(run, loaded, r, command, (await actorOf(tx, run.viewer, r.risk))!),
      });
    let next = loaded;
    for (const { riskId, outcome } of outcomes)
      next = await applyEffects(run, next, riskIn(next, riskId), outcome, command);
    if (body.insured) next = await updateInsured(run, next, body.insured);
    return presentLoadedPackage(tx, await syncPackageCaches(tx, next), run.viewer);
  });
}

/** The new dates: real, the inception not too far ahead, the expiry after it, the term within the main version's limits. */
function assertDates(run: ActionRun, loaded: LoadedPackage, body: UpdateRiskBody): void {
  for (const field of ['inceptionDate', 'expiryDate'] as const)
    if (body[field] !== undefined && !isRealDate(body[field]))
      throw fieldError(field, RiskMessages.invalidDate);
  const main = mainOf(loaded);
  const today = todayInZone(run.now, loaded.pkg.timeZone);
  const ahead = main.version.futureInceptionDayLimit;
  if (body.inceptionDate !== undefined && daysBetween(today, body.inceptionDate) > ahead)
    throw fieldError('inceptionDate', RiskMessages.inceptionTooFarAhead(ahead));
  const inception = body.inceptionDate ?? main.current.inceptionDate;
  const expiry = body.expiryDate ?? main.current.expiryDate;
  if (expiry <= inception) throw fieldError('expiryDate', EditMessages.expiryBeforeInception);
  const term = termOf(inception, expiry);
  const { minTermMonths: min, maxTermMonths: max } = main.version;
  const months = 'months' in term ? term.months : daysBetween(inception, expiry) / 30.4375;
  if (months < min || months > max)
    throw fieldError('expiryDate', RiskMessages.termOutOfRange(min, max));
}

/** The insured's details, with an 'update' entry and the audit event. */
async function updateInsured(
  run: ActionRun,
  loaded: LoadedPackage,
  insured: NonNullable<UpdateRiskBody['insured']>,
): Promise<LoadedPackage> {
  const pkg = await updatePackage(run.tx, loaded.pkg.id, { insured, insuredName: insured.name });
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    kind: 'update',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: 'Insured details updated',
    data: { insuredName: insured.name },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_package',
    entityId: loaded.pkg.id,
    action: 'updated',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    before: { insured: loaded.pkg.insured },
    after: { insured },
  });
  return withRows(loaded, { pkg });
}
