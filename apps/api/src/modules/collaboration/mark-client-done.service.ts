import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { assignedUsersIn, recordActivity, updateClientAccess } from '../risks/index.ts';
import { checkPackageAction, clientPackageFor } from './client-package.service.ts';
import { queueRiskEvent } from './risk-events.publisher.ts';

/**
 * The client marks the proposal done (lifecycle markProposalDone as client): no further changes, the
 * client's access ends (the token is forgotten) and the broker's assigned users are told (`risk.client_done`).
 */
export async function markClientProposalDone(
  ctx: AppContext,
  actor: Actor,
  riskPackageId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const pkg = await clientPackageFor(tx, actor, riskPackageId, { forUpdate: true });
    await checkPackageAction(tx, pkg, 'client', actor.user.id, 'markProposalDone');
    await updateClientAccess(tx, pkg.id, {
      proposalDone: true,
      clientAccess: false,
      clientTokenHash: null,
    });
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: null,
      body: 'The client marked the proposal done',
      data: { action: 'markProposalDone' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'proposal_done',
      actorUserId: actor.user.id,
      companyId: pkg.brokerCompanyId,
    });
    const brokers = await assignedUsersIn(tx, pkg.id, pkg.brokerCompanyId);
    await queueRiskEvent(ctx, tx, after, {
      type: 'risk.client_done',
      pkg,
      companyId: pkg.brokerCompanyId,
      actorUserId: actor.user.id,
      userIds: brokers,
    });
  });
}
