import {
  ClaimMessages,
  ClaimStage,
  ClaimStatus,
  type ClaimDecisionBody,
  type ClaimDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertAccepted, assertUnderwriter, claimFor } from './claim-scope.ts';
import { queueClaimEvent, recordClaimUpdate } from './claim-events.ts';
import { legalCompanyRows, updateClaim } from './claims.repository.ts';
import { presentClaim } from './claims.presenter.ts';
import { claimBalances } from './claim-movements.repository.ts';

async function legalCompany(tx: Tx, id: number) {
  const [firm] = await legalCompanyRows(tx, id);
  if (!firm) throw fieldError('legalCompanyId', ClaimMessages.notLegalCompany);
  return firm;
}

async function reread(tx: Tx, scope: CompanyScope, claimId: number): Promise<ClaimDto> {
  const { row, role } = await claimFor(tx, scope, claimId);
  return presentClaim(row, (await claimBalances(tx, [claimId])).get(claimId)!, role);
}

/** The underwriting agency accepts the incident as a claim (status Open, optionally appointing a firm) or declines it with a reason. */
export async function decideClaim(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  body: ClaimDecisionBody,
): Promise<ClaimDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertUnderwriter(role);
    if (row.claim.stage !== ClaimStage.Reported) throw new AppError('CLAIM_ALREADY_DECIDED');
    const claim = row.claim;
    if (body.decision === 'decline') {
      const reason = body.reason?.trim();
      if (!reason) throw fieldError('reason', ClaimMessages.declineReason);
      await updateClaim(tx, claim.id, { stage: ClaimStage.Declined, declineReason: reason });
      await recordClaimUpdate(
        tx,
        actor,
        scope,
        claim.id,
        'declined',
        `Incident declined: ${reason}`,
      );
      await queueClaimEvent(ctx, tx, after, {
        type: 'claim.declined',
        claim,
        companyIds: [row.pkg.brokerCompanyId, claim.legalCompanyId],
        actor,
      });
      return reread(tx, scope, claim.id);
    }
    const firm = body.legalCompanyId ? await legalCompany(tx, body.legalCompanyId) : null;
    await updateClaim(tx, claim.id, {
      stage: ClaimStage.Accepted,
      status: ClaimStatus.Open,
      acceptedAt: new Date(),
      ...(firm ? { legalCompanyId: firm.id } : {}),
    });
    await recordClaimUpdate(tx, actor, scope, claim.id, 'accepted', 'Accepted as a claim (Open)');
    await queueClaimEvent(ctx, tx, after, {
      type: 'claim.accepted',
      claim,
      companyIds: [row.pkg.brokerCompanyId],
      actor,
    });
    if (firm) await appointed(ctx, tx, after, actor, scope, claim, firm);
    else if (claim.legalCompanyId !== null)
      await queueClaimEvent(ctx, tx, after, {
        type: 'claim.accepted',
        claim,
        companyIds: [claim.legalCompanyId],
        actor,
      });
    return reread(tx, scope, claim.id);
  });
}

async function appointed(
  ctx: AppContext,
  tx: Tx,
  after: Parameters<typeof queueClaimEvent>[2],
  actor: Actor,
  scope: CompanyScope,
  claim: { id: number; reference: string },
  firm: { id: number; name: string },
) {
  await recordClaimUpdate(tx, actor, scope, claim.id, 'appointed', `${firm.name} appointed`, {
    legalCompanyId: firm.id,
  });
  await queueClaimEvent(ctx, tx, after, {
    type: 'claim.appointed',
    claim,
    companyIds: [firm.id],
    actor,
  });
}

/** The underwriting agency appoints (or changes) the legal firm of an accepted claim. */
export async function appointLegalFirm(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  legalCompanyId: number,
): Promise<ClaimDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertUnderwriter(role);
    assertAccepted(row);
    const firm = await legalCompany(tx, legalCompanyId);
    if (row.claim.legalCompanyId === firm.id)
      throw fieldError('legalCompanyId', `${firm.name} is already appointed.`);
    await updateClaim(tx, row.claim.id, { legalCompanyId: firm.id });
    await appointed(ctx, tx, after, actor, scope, row.claim, firm);
    return reread(tx, scope, row.claim.id);
  });
}

export { reread as rereadClaim };
