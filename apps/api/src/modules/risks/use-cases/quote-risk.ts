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
import { updateTransaction } from '../risks.repository.ts';
import { premiumColumns, rateTransaction } from '../rules/risk-rating.ts';
import { attachRuleEndorsements, todayOf } from './rate-submission.ts';

/**
 * The assigned underwriter quotes (§4): the transaction is re-rated with their overrides and discount
 * (decision 090), then Quoted, or Referred when a backdate needs more authority than theirs.
 */
export const quoteStep: LifecycleStep = {
  action: 'quote',
  command: async () => ({ action: 'quote' }),
  async apply(run, loaded, r, outcome, command) {
    const t = r.current;
    const rating = await rateTransaction(run.tx, r, t, todayOf(run, loaded));
    const transaction = await updateTransaction(
      run.tx,
      t.id,
      premiumColumns(rating, t.proposal as Record<string, unknown>, t.discountPercent),
    );
    await attachRuleEndorsements(run.tx, t.id, [...rating.rules]);
    const rated = withRows(loaded, { transaction });
    return applyEffects(run, rated, riskIn(rated, r.risk.id), outcome, command);
  },
};

/** POST .../risks/{riskId}/actions/quote. */
export const quoteRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, quoteStep);
