import type { RiskPackageDto, SaveProposalBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { proposalErrors } from '../products/index.ts';
import {
  allowOrRefuse,
  findPackageById,
  lifecycleActorOf,
  loadPackage,
  presentRiskPackage,
  recordActivity,
  riskIn,
  saveTransactionProposal,
} from '../risks/index.ts';
import { clientPackageFor, clientViewer } from './client-package.service.ts';

/**
 * The client saves proposal answers (lifecycle `edit` as client: access granted, proposal not done),
 * validated against the pinned version's form like the broker's save; overrides, discount and commission
 * are the underwriter's (403).
 */
export async function saveClientProposal(
  ctx: AppContext,
  actor: Actor,
  ids: { riskPackageId: number; riskId: number },
  body: SaveProposalBody,
): Promise<RiskPackageDto> {
  if (
    body.overrides !== undefined ||
    body.discountPercent !== undefined ||
    body.brokerCommissionPercent !== undefined
  )
    throw new AppError('FORBIDDEN_EDIT');
  return inTransaction(ctx, async (tx) => {
    const pkg = await clientPackageFor(tx, actor, ids.riskPackageId, { forUpdate: true });
    const loaded = await loadPackage(tx, pkg);
    const item = riskIn(loaded, ids.riskId);
    allowOrRefuse(loaded, item, { action: 'edit' }, lifecycleActorOf('client', actor.user.id));
    const invalid = proposalErrors(
      item.version.formSchema as Record<string, unknown>,
      body.proposal,
    );
    if (invalid) throw new AppError('VALIDATION', { errors: invalid });
    await saveTransactionProposal(
      tx,
      { riskPackageId: pkg.id, transactionId: item.current.id },
      body.proposal,
    );
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      riskId: item.risk.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: null,
      body: 'Proposal saved by the client',
      data: { transactionId: item.current.id },
    });
    await recordEvent(tx, {
      entityType: 'risk_transaction',
      entityId: item.current.id,
      action: 'proposal_saved',
      actorUserId: actor.user.id,
      companyId: pkg.brokerCompanyId,
      before: { proposal: item.current.proposal },
      after: { proposal: body.proposal },
    });
    const fresh = (await findPackageById(tx, pkg.id))!;
    return presentRiskPackage(tx, fresh, clientViewer(actor, fresh));
  });
}
