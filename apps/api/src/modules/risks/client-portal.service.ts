import { eq } from 'drizzle-orm';
import type { RiskPackageDto, SaveProposalBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { proposalErrors } from '../products/proposal-form.ts';
import { recordActivity } from './activities.repository.ts';
import { clientPackageFor } from './client-access.service.ts';
import { allowOrRefuse, lifecycleActorOf, riskIn } from './collab-snapshot.ts';
import { loadPackage } from './risk-snapshot.ts';
import { presentRiskPackage } from './risk-presenter.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackages, riskTransactions } from './risks.tables.ts';

const clientViewer = (actor: Actor, pkg: RiskPackageRow) => ({
  role: 'client' as const,
  userId: actor.user.id,
  companyId: pkg.brokerCompanyId,
});

/** The package a temporary client was sent, as the client may see it (§4; what brokers may see, §6). */
export async function getClientPackage(
  ctx: AppContext,
  actor: Actor,
  riskPackageId: number,
): Promise<RiskPackageDto> {
  const pkg = await clientPackageFor(ctx.db, actor, riskPackageId);
  return presentRiskPackage(ctx.db, pkg, clientViewer(actor, pkg));
}

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
    await tx
      .update(riskTransactions)
      .set({ proposal: body.proposal, updatedAt: new Date() })
      .where(eq(riskTransactions.id, item.current.id));
    await tx.update(riskPackages).set({ updatedAt: new Date() }).where(eq(riskPackages.id, pkg.id));
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
    const [fresh] = await tx.select().from(riskPackages).where(eq(riskPackages.id, pkg.id));
    return presentRiskPackage(tx, fresh!, clientViewer(actor, fresh!));
  });
}
