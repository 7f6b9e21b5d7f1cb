import { TransactionType, transitionOf, type LifecycleCommand } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import { transition, type ActionRun } from '../lifecycle/action-run.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { riskIn, snapshotOf, systemActor, type LoadedPackage } from '../risk-snapshot.ts';
import { newerVersionFor } from '../rules/product-versions.ts';
import { rateSubmission, type SystemDecision } from './rate-submission.ts';

/**
 * Submit (§4, decision 090 "Submit"): the transition, the rating on the pinned version and the section
 * check, then the system's quote, referral or decline; a renewal the engine would quote is left
 * Submitted for the underwriter's review. Cascades from the main risk to its add-ons.
 */
export const submitStep: LifecycleStep = {
  action: 'submit',
  command: async () => ({ action: 'submit' }),
  // Only a risk not yet placed moves to a newer version; an amendment or cancellation keeps the policy's version.
  async check(run, _loaded, r) {
    const newer = r.risk.placed
      ? null
      : await newerVersionFor(run.tx, r.risk, r.current.inceptionDate);
    if (newer) throw new AppError('EXCHANGE_REQUIRED');
  },
  async apply(run, loaded, r, outcome, command) {
    const submitted = await applyEffects(run, loaded, r, outcome, command);
    const rated = await rateSubmission(run, submitted, riskIn(submitted, r.risk.id));
    const fresh = riskIn(rated.loaded, r.risk.id);
    if (rated.decision.action === 'quote' && fresh.current.type === TransactionType.Renewal)
      return leaveForReview(run, rated.loaded, r.risk.id);
    return decideAsSystem(run, rated.loaded, r.risk.id, rated.decision);
  },
};

/** POST .../risks/{riskId}/actions/submit. */
export const submitRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, submitStep);

/** Renewals are reviewed (decision 090): rated, then left Submitted for the underwriter to quote. */
async function leaveForReview(
  run: ActionRun,
  loaded: LoadedPackage,
  riskId: number,
): Promise<LoadedPackage> {
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId,
    kind: 'status',
    actorUserId: null,
    actorCompanyId: null,
    body: "Renewal rated and submitted for the underwriter's review.",
    data: { action: 'review' },
  });
  run.notices.push({
    type: 'risk.submitted',
    audience: 'assignedUnderwriter',
    riskId,
    reasons: [],
  });
  return loaded;
}

/**
 * The system's quote, referral or decline. The engine may not quote what needs an underwriter's decision
 * (a discount, an approval before quoting): the submission is referred with that reason rather than
 * refused (decision 080: the engine has no authority), so Submitted is never left standing.
 */
async function decideAsSystem(
  run: ActionRun,
  loaded: LoadedPackage,
  riskId: number,
  decision: SystemDecision,
): Promise<LoadedPackage> {
  const command: LifecycleCommand =
    decision.action === 'quote'
      ? { action: 'quote' }
      : decision.action === 'refer'
        ? { action: 'refer', underwriterId: null, teamId: null, reasons: decision.reasons }
        : { action: 'decline', reasons: decision.reasons };
  const system = systemActor(run.user.user.id);
  const r = riskIn(loaded, riskId);
  const outcome = transitionOf(snapshotOf(loaded, r), command, system, run.now);
  if (outcome.ok) return applyEffects(run, loaded, r, outcome, command);
  const referral: LifecycleCommand = {
    action: 'refer',
    underwriterId: null,
    teamId: null,
    reasons: [outcome.message],
  };
  return applyEffects(run, loaded, r, transition(run, loaded, r, referral, system), referral);
}
