import type { RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { riskIn, withRows } from '../risk-snapshot.ts';
import { checkAfsAuthorisation } from './afs-check.ts';
import { updatePackage } from '../risks.repository.ts';

/**
 * Bind (§4, §5): a valid quote becomes the policy. The declaration comes from the body or from the
 * package's recorded declaration; confirming it here records it on the package. Binding places the risk
 * and locks what it was rated on. The route honours Idempotency-Key, and the package row lock taken
 * first (lifecycle/action-run.ts) makes a second concurrent bind find the transaction Bound (409).
 * Cascades from the main risk to its add-ons.
 */
export const bindStep = (body: RiskActionBody): LifecycleStep => ({
  action: 'bind',
  check: (run, loaded, r) => checkAfsAuthorisation(run, loaded, r, body),
  command: async (_run, loaded) => ({
    action: 'bind',
    declarationConfirmed:
      body.declarationConfirmed === true || loaded.pkg.declarationConfirmedAt !== null,
  }),
  async apply(run, loaded, r, outcome, command) {
    if (body.declarationConfirmed !== true || loaded.pkg.declarationConfirmedAt !== null)
      return applyEffects(run, loaded, r, outcome, command);
    // §5: confirming the signed and dated proposal at bind is the package's declaration.
    const pkg = await updatePackage(run.tx, loaded.pkg.id, {
      declarationConfirmedAt: new Date(run.now * 1000),
      declarationConfirmedByUserId: run.user.user.id,
    });
    const declared = withRows(loaded, { pkg });
    return applyEffects(run, declared, riskIn(declared, r.risk.id), outcome, command);
  },
});

/** POST .../risks/{riskId}/actions/bind. */
export const bindRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, bindStep(body));
