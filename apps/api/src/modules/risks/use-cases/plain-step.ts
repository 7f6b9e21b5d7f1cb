import type { LifecycleAction, LifecycleCommand } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';

/** The verbs that take no input: the lifecycle's command is the bare action. */
export type PlainAction = Exclude<
  LifecycleAction,
  'refer' | 'decline' | 'requestApproval' | 'bind'
>;

/** A verb that needs no input and no work beyond the lifecycle's own effects (decision 080). */
export const plainStep = (action: PlainAction): LifecycleStep => ({
  action,
  command: async (): Promise<LifecycleCommand> => ({ action }),
  apply: (run, loaded, r, outcome, command) => applyEffects(run, loaded, r, outcome, command),
});

/** POST .../risks/{riskId}/actions/{action} for a verb without input (edit and proposal done by the broker). */
export const takePlainAction =
  (action: PlainAction) =>
  (ctx: AppContext, user: Actor, scope: CompanyScope, ids: RiskIds): Promise<ActionAnswer> =>
    runLifecycleAction(ctx, user, scope, ids, plainStep(action));
