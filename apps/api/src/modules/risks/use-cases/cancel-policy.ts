import { TransactionType, type RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { runLifecycleAction, type ActionAnswer, type RiskIds } from '../lifecycle/run-action.ts';
import { startFromBound } from './start-transaction.ts';

/**
 * Cancel (§4): a bound policy in force, with no other open transaction and no add-on policy still in
 * force, gets a new Cancellation from its effective date with a reason and its return premium; binding
 * it ends the policy.
 */
export const cancelPolicy = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> =>
  runLifecycleAction(ctx, user, scope, ids, {
    action: 'cancel',
    command: async () => ({ action: 'cancel' }),
    apply: (run, loaded, r, outcome) =>
      startFromBound(run, loaded, r, outcome, body, TransactionType.Cancellation),
  });
