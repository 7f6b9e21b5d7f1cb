import { TransactionType, type RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { runLifecycleAction, type ActionAnswer, type RiskIds } from '../lifecycle/run-action.ts';
import { startFromBound } from './start-transaction.ts';

/**
 * Amend (§4): a bound policy in force, with no other open transaction, gets a new Adjustment
 * (shown as Amendment) from its effective date; rated, with its pro-rata change, when submitted.
 */
export const startAmendment = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> =>
  runLifecycleAction(ctx, user, scope, ids, {
    action: 'amend',
    command: async () => ({ action: 'amend' }),
    apply: (run, loaded, r, outcome) =>
      startFromBound(run, loaded, r, outcome, body, TransactionType.Adjustment),
  });
