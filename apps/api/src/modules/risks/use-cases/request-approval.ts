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
import { authorityOf } from '../rules/underwriter-authority.repository.ts';

/**
 * The assigned underwriter asks an approver whose authority suffices (§5, decision 080 "Approval"); the
 * approver's level is their row among the authorised underwriters of the risk's period.
 */
export const requestApproval = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> => {
  const step: LifecycleStep = {
    action: 'requestApproval',
    async command(run, _loaded, r) {
      const userId = body.approverId ?? run.user.user.id;
      const authority = await authorityOf(run.tx, r.risk.agreementPeriodId, userId);
      return {
        action: 'requestApproval',
        approver: { userId, authorityLevel: authority?.level ?? null },
      };
    },
    apply: (run, loaded, r, outcome, command) => applyEffects(run, loaded, r, outcome, command),
  };
  return runLifecycleAction(ctx, user, scope, ids, step);
};
