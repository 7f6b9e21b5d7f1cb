import Decimal from 'decimal.js';
import { Messages, type RiskPackageDto, type SaveProposalBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { proposalErrors } from '../../products/index.ts';
import { recordActivity } from '../activities.repository.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import { lockedPackage, transition, type ActionRun } from '../lifecycle/action-run.ts';
import { presentLoadedPackage } from '../risk-presenter.ts';
import { actorOf, riskIn, withRows } from '../risk-snapshot.ts';
import { updatePackage, updateTransaction, type TransactionRow } from '../risks.repository.ts';

/** A percentage of the body within 0–100 (§3 discount and commission). */
function assertPercentages(body: SaveProposalBody): void {
  for (const field of ['discountPercent', 'brokerCommissionPercent'] as const) {
    const v = body[field];
    if (v !== undefined && (new Decimal(v).lt(0) || new Decimal(v).gt(100)))
      throw fieldError(field, new Decimal(v).lt(0) ? Messages.min(0) : Messages.max(100));
  }
}

/**
 * PUT .../risks/{riskId}/proposal: the lifecycle `edit`, then the answers validated against the pinned
 * version's form (per-field 422); overrides, discount and commission are an underwriter's (brokers 403
 * FORBIDDEN_EDIT).
 */
export async function saveProposal(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: { riskPackageId: number; riskId: number },
  body: SaveProposalBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx) => {
    const { run, loaded } = await lockedPackage(tx, actor, scope, ids.riskPackageId);
    const underwriterOnly =
      body.overrides !== undefined ||
      body.discountPercent !== undefined ||
      body.brokerCommissionPercent !== undefined;
    if (underwriterOnly && run.viewer.role !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
    const r = riskIn(loaded, ids.riskId);
    const lifecycleActor = (await actorOf(tx, run.viewer, r.risk))!;
    const edited = await applyEffects(
      run,
      loaded,
      r,
      transition(run, loaded, r, 'edit', lifecycleActor),
      'edit',
    );
    const invalid = proposalErrors(r.version.formSchema as Record<string, unknown>, body.proposal);
    if (invalid) throw new AppError('VALIDATION', { errors: invalid });
    assertPercentages(body);
    const transaction = await updateTransaction(tx, r.current.id, {
      proposal: body.proposal,
      ...(body.overrides !== undefined ? { overrides: body.overrides } : {}),
      ...(body.discountPercent !== undefined ? { discountPercent: body.discountPercent } : {}),
      ...(body.brokerCommissionPercent !== undefined
        ? { brokerCommissionPercent: body.brokerCommissionPercent }
        : {}),
    });
    const pkg = await updatePackage(tx, loaded.pkg.id, {});
    await recordProposalSaved(run, r.current, body);
    return presentLoadedPackage(tx, withRows(edited, { pkg, transaction }), run.viewer);
  });
}

/** The 'Proposal saved' timeline entry and the audit event with the answers before and after. */
async function recordProposalSaved(
  run: ActionRun,
  t: TransactionRow,
  body: SaveProposalBody,
): Promise<void> {
  await recordActivity(run.tx, {
    riskPackageId: t.riskPackageId,
    riskId: t.riskId,
    kind: 'update',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: 'Proposal saved',
    data: { transactionId: t.id },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_transaction',
    entityId: t.id,
    action: 'proposal_saved',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    before: { proposal: t.proposal },
    after: { proposal: body.proposal },
  });
}
