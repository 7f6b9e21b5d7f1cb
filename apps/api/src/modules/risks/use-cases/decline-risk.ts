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

/** The assigned underwriter declines with reasons (§4); Declined is final. */
export const declineRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> => {
  const step: LifecycleStep = {
    action: 'decline',
    command: async () => ({ action: 'decline', reasons: body.reasons ?? [] }),
    apply: (run, loaded, r, outcome, command) => applyEffects(run, loaded, r, outcome, command),
  };
  return runLifecycleAction(ctx, user, scope, ids, step);
};
