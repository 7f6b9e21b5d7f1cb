import {
  AUTOMATION_EVENT_TOPIC,
  CompanyType,
  ClaimMessages,
  type AutomationRaise,
  type ClaimDto,
  type ReportIncidentBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { claimFor } from './claim-scope.ts';
import { queueClaimEvent, recordClaimUpdate } from './claim-events.ts';
import { claimCountOn, insertClaim, reportablePolicy } from './claims.repository.ts';
import { presentClaim } from './claims.presenter.ts';
import { claimBalances } from './claim-movements.repository.ts';

/** Today's calendar date in a zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * An incident reported against a bound policy by its broker, its underwriting agency, or a legal firm
 * handling claims on it (decision 120). A firm's report is kept on its desk (it becomes the appointed
 * firm); the underwriting agency is told.
 */
export async function reportIncident(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: ReportIncidentBody,
): Promise<ClaimDto> {
  const allowed: number[] = [CompanyType.Broker, CompanyType.Underwriter, CompanyType.Legal];
  if (!allowed.includes(scope.refCompanyTypeId)) throw new AppError('FORBIDDEN_EDIT');
  return inTransaction(ctx, async (tx, after) => {
    const policy = await reportablePolicy(tx, scope.id, body.riskPackageId);
    if (!policy) throw fieldError('riskPackageId', ClaimMessages.notBound);
    // Dates are calendar days of the policy's zone.
    const today = todayIn(policy.timeZone);
    if (body.dateOfLoss > today) throw fieldError('dateOfLoss', ClaimMessages.futureDate);
    if (body.dateFirstAdvised > today)
      throw fieldError('dateFirstAdvised', ClaimMessages.futureDate);
    if (body.dateOfLoss > body.dateFirstAdvised)
      throw fieldError('dateOfLoss', ClaimMessages.lossAfterAdvice);
    const sequence = (await claimCountOn(tx, policy.id)) + 1;
    const claim = await insertClaim(tx, {
      reference: `${policy.reference}-C${sequence}`,
      riskPackageId: policy.id,
      legalCompanyId: scope.refCompanyTypeId === CompanyType.Legal ? scope.id : null,
      dateOfLoss: body.dateOfLoss,
      dateFirstAdvised: body.dateFirstAdvised,
      lossDescription: body.lossDescription,
      lossState: body.lossState,
      claimant: body.claimant,
      amountClaimed: body.amountClaimed,
      currency: policy.currency,
      reportedByUserId: actor.user.id,
      reportedByCompanyId: scope.id,
    });
    await recordClaimUpdate(tx, actor, scope, claim.id, 'reported', 'Incident reported', {
      riskPackageId: policy.id,
      amountClaimed: body.amountClaimed,
    });
    await queueClaimEvent(ctx, tx, after, {
      type: 'claim.reported',
      claim,
      companyIds: [policy.underwriterCompanyId, policy.brokerCompanyId].filter(
        (id) => id !== scope.id,
      ),
      actor,
    });
    // One company event per fact, whoever is to be told (decision 207): the outbox delivers it after commit.
    const raised: AutomationRaise = {
      event: 'claim.opened',
      riskPackageId: policy.id,
      actorUserId: actor.user.id,
      extra: { claimId: claim.id, claimReference: claim.reference, reportedByCompanyId: scope.id },
    };
    await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
    const { row, role } = await claimFor(tx, scope, claim.id);
    return presentClaim(row, (await claimBalances(tx, [claim.id])).get(claim.id)!, role);
  });
}
