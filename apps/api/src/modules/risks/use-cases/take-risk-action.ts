import type { LifecycleAction, RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { bindRisk } from './bind-risk.ts';
import { cancelPolicy } from './cancel-policy.ts';
import { declineRisk } from './decline-risk.ts';
import { approveRisk, denyApproval, undoApproval } from './decide-approval.ts';
import { discardRisk } from './discard-risk.ts';
import { markNotTakenUp } from './not-taken-up.ts';
import { takePlainAction } from './plain-step.ts';
import { quoteRisk } from './quote-risk.ts';
import { referRisk } from './refer-risk.ts';
import { renewPolicy } from './renew-policy.ts';
import { reopenRisk } from './reopen-risk.ts';
import { requestApproval } from './request-approval.ts';
import { startAmendment } from './start-amendment.ts';
import { submitRisk } from './submit-risk.ts';

/** Messages of the actions route the contract does not word (decision 090 "Core behaviour"). */
export const ActionMessages = {
  useClientAccessRoutes:
    'Send the proposal to the client, or revoke their access, from the send to client form.',
} as const;

type UseCase = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: RiskActionBody,
) => Promise<ActionAnswer>;

/**
 * sendToClient / revokeClient need the dedicated send-to-client and client-access routes (409
 * USE_CLIENT_ACCESS_ROUTES), refused once the package and risk are found like any other action.
 */
const clientAccessRoutesOnly =
  (action: 'sendToClient' | 'revokeClient'): UseCase =>
  (ctx, user, scope, ids) => {
    const refused: LifecycleStep = {
      action,
      command: () => Promise.reject(new AppError('USE_CLIENT_ACCESS_ROUTES')),
      apply: () => Promise.reject(new Error('unreachable')),
    };
    return runLifecycleAction(ctx, user, scope, ids, refused);
  };

/** Each lifecycle action (decision 080) and the use case that carries it out. */
const useCases: Record<LifecycleAction, UseCase> = {
  submit: submitRisk,
  edit: takePlainAction('edit'),
  sendToClient: clientAccessRoutesOnly('sendToClient'),
  revokeClient: clientAccessRoutesOnly('revokeClient'),
  markProposalDone: takePlainAction('markProposalDone'),
  quote: quoteRisk,
  refer: referRisk,
  decline: declineRisk,
  requestApproval,
  approve: approveRisk,
  deny: denyApproval,
  undoApproval,
  reopen: reopenRisk,
  bind: bindRisk,
  notTakenUp: markNotTakenUp,
  discard: discardRisk,
  amend: startAmendment,
  cancel: cancelPolicy,
  renew: renewPolicy,
};

/**
 * POST .../risks/{riskId}/actions/{action} (decisions 080, 090): the use case of the action. Answers the
 * package after it (a renewal the new package; a discarded package 204).
 */
export function takeRiskAction(
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  action: LifecycleAction,
  body: RiskActionBody,
): Promise<ActionAnswer> {
  return useCases[action](ctx, user, scope, ids, body);
}
