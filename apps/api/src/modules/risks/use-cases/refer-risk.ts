import { RiskMessages, type RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { companyMemberIds } from '../risks.repository.ts';

/**
 * The assigned underwriter refers the risk (§4) to an underwriter of the underwriting company, to the
 * team, or (neither chosen) to the product's automatic assignment.
 */
export const referRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
): Promise<ActionAnswer> => {
  const step: LifecycleStep = {
    action: 'refer',
    async command(run, loaded) {
      const chosen = body.underwriterId;
      if (
        chosen != null &&
        (await companyMemberIds(run.tx, loaded.pkg.underwriterCompanyId, [chosen])).length === 0
      )
        throw fieldError('underwriterId', RiskMessages.underwriterNotInCompany);
      return {
        action: 'refer',
        underwriterId: chosen ?? null,
        teamId: body.teamId ?? null,
        reasons: body.reasons ?? [],
      };
    },
    apply: (run, loaded, r, outcome, command) => applyEffects(run, loaded, r, outcome, command),
  };
  return runLifecycleAction(ctx, user, scope, ids, step);
};
