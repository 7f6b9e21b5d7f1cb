import {
  actionLabels,
  addDays,
  ProductRole,
  RiskMessages,
  startedTransaction,
  transitionOf,
  todayInZone,
  TransactionStatus,
  TransactionType,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type RiskActionBody,
  type RiskPackageDto,
  type TransitionOutcome,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity } from './activities.repository.ts';
import { newerVersionFor } from './exchange.ts';
import { proRata } from './pro-rata.ts';
import { createRenewal } from './renewal.ts';
import { presentLoadedPackage } from './risk-presenter.ts';
import { premiumColumns, rateTransaction, ruleMessagesOf } from './risk-rating.ts';
import { assertCanChange, riskPackageFor } from './risk-scope.ts';
import {
  actorOf,
  applyOutcome,
  loadPackage,
  publishNotices,
  snapshotOf,
  systemActor,
  transition,
  type ActionRun,
  type LoadedRisk,
} from './risk-snapshot.ts';
import {
  companyMemberIds,
  deleteRuleEndorsements,
  insertRiskEndorsements,
  insertTransaction,
  lastSequence,
  packageRowById,
  publishedEndorsementVersions,
  updatePackage,
  updateRisk,
  updateTransaction,
  type TransactionValues,
} from './risks.repository.ts';
import { syncPackageCaches, viewerFor } from './risks.service.ts';
import { checkSection, findCoveringSection } from './section-check.ts';
import { authorityOf } from './underwriter-authority.ts';

/** Messages of the core actions the contract does not word (decision 090 "Core behaviour"). */
export const CoreMessages = {
  useClientAccessRoutes:
    'Send the proposal to the client, or revoke their access, from the send to client form.',
  effectiveOutsideTerm: 'The effective date must lie within the policy period.',
} as const;

/** Actions on the main risk that carry over to the add-ons able to take them (decision 090). */
const cascading: readonly LifecycleAction[] = ['submit', 'bind', 'notTakenUp', 'reopen'];

function riskIn(run: ActionRun, riskId: number): LoadedRisk {
  const r = run.loaded.risks.find((x) => x.risk.id === riskId);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

async function reload(run: ActionRun): Promise<void> {
  const pkg = await packageRowById(run.tx, run.loaded.pkg.id);
  if (pkg) run.loaded = await loadPackage(run.tx, pkg);
}

const today = (run: ActionRun) => todayInZone(run.now, run.loaded.pkg.timeZone);

/** Endorsements the rating's rules attach, on their published versions. */
async function attachRuleEndorsements(
  tx: Tx,
  transactionId: number,
  rules: { outcome: string; endorsementId?: string | number; name: string }[],
): Promise<void> {
  await deleteRuleEndorsements(tx, transactionId);
  const endorsing = rules.filter(
    (r) =>
      r.outcome === 'endorse' &&
      r.endorsementId !== undefined &&
      Number.isSafeInteger(Number(r.endorsementId)),
  );
  const versions = await publishedEndorsementVersions(
    tx,
    endorsing.map((r) => Number(r.endorsementId)),
  );
  await insertRiskEndorsements(
    tx,
    endorsing.map((r) => ({
      riskTransactionId: transactionId,
      endorsementId: Number(r.endorsementId),
      endorsementVersionId: versions.get(Number(r.endorsementId)) ?? null,
      source: 'rule',
      ruleName: r.name,
    })),
  );
}

/** The annual total of the risk's latest bound transaction (what an amendment or cancellation is measured from). */
function currentAnnualTotal(r: LoadedRisk): string {
  const bound = [...r.transactions].reverse().find((t) => t.status === TransactionStatus.Bound);
  return bound?.totalPremium ?? '0';
}

/**
 * Rates a submitted transaction on its pinned version and stores the result: the premium columns, the
 * rule endorsements and, for an amendment, the pro-rata change over the remaining term. A cancellation is
 * not re-rated (its return premium was set when it started). Returns the system's decision with reasons.
 */
async function rateSubmitted(
  run: ActionRun,
  r: LoadedRisk,
): Promise<{ action: 'quote' | 'refer' | 'decline'; reasons: string[] }> {
  const t = r.current;
  const covering = await findCoveringSection(run.tx, {
    underwriterCompanyId: run.loaded.pkg.underwriterCompanyId,
    productId: r.risk.productId,
    inceptionDate: t.inceptionDate,
  });
  await updateRisk(run.tx, r.risk.id, {
    agreementPeriodId: covering?.periodId ?? null,
    agreementSectionId: covering?.sectionId ?? null,
  });
  if (t.type === TransactionType.Cancellation) return { action: 'quote', reasons: [] };
  const rating = await rateTransaction(run.tx, r, t, today(run));
  const columns = premiumColumns(rating, t.proposal as Record<string, unknown>, t.discountPercent);
  if (t.type === TransactionType.Adjustment) {
    const change = proRata({
      inceptionDate: t.inceptionDate,
      expiryDate: t.expiryDate,
      effectiveDate: t.effectiveDate,
      currentAnnualTotal: currentAnnualTotal(r),
      newAnnualTotal: columns.totalPremium as string,
    });
    columns.proRataFactor = change.factor;
    columns.premiumChange = change.premiumChange;
  }
  await updateTransaction(run.tx, t.id, columns);
  await attachRuleEndorsements(run.tx, t.id, [...rating.rules]);
  const sectionReasons: string[] = [];
  if (covering) {
    const check = checkSection(covering, {
      limitOfIndemnity: (columns.limitOfIndemnity as string | null) ?? null,
      totalPremium: columns.totalPremium as string,
    });
    sectionReasons.push(...check.referReasons);
    if (check.notifiable) {
      const body = `The premium is above the notifiable premium limit of the binding agreement section ${covering.sectionName}.`;
      await recordActivity(run.tx, {
        riskPackageId: run.loaded.pkg.id,
        riskId: r.risk.id,
        kind: 'status',
        actorUserId: null,
        actorCompanyId: null,
        visibleToBroker: false,
        body,
        data: { notifiable: true, sectionId: covering.sectionId },
      });
      run.notices.push({
        type: 'risk.notifiable',
        audience: 'assignedUnderwriter',
        riskId: r.risk.id,
        reasons: [body],
      });
    }
  }
  if (rating.decision === 'decline')
    return { action: 'decline', reasons: ruleMessagesOf(rating, 'decline') };
  const referReasons = [...ruleMessagesOf(rating, 'refer'), ...sectionReasons];
  if (rating.decision === 'refer' || referReasons.length > 0)
    return { action: 'refer', reasons: referReasons };
  return { action: 'quote', reasons: [] };
}

/** Submit (§4): the transition, the rating and section check, then the system's quote, referral or decline. */
async function submitRisk(run: ActionRun, riskId: number, actor: LifecycleActor): Promise<void> {
  const r = riskIn(run, riskId);
  // Only a risk not yet placed moves to a newer version; an amendment or cancellation keeps the policy's version.
  const newer = r.risk.placed
    ? null
    : await newerVersionFor(run.tx, r.risk, r.current.inceptionDate);
  if (newer) throw new AppError('EXCHANGE_REQUIRED');
  await applyOutcome(run, r, transition(run, r, 'submit', actor), { action: 'submit' });
  await reload(run);
  const decision = await rateSubmitted(run, riskIn(run, riskId));
  await reload(run);
  if (decision.action === 'quote' && riskIn(run, riskId).current.type === TransactionType.Renewal) {
    // Renewals are reviewed (decision 090): rated, then left Submitted for the underwriter to quote.
    const body = "Renewal rated and submitted for the underwriter's review.";
    await recordActivity(run.tx, {
      riskPackageId: run.loaded.pkg.id,
      riskId,
      kind: 'status',
      actorUserId: null,
      actorCompanyId: null,
      body,
      data: { action: 'review' },
    });
    run.notices.push({
      type: 'risk.submitted',
      audience: 'assignedUnderwriter',
      riskId,
      reasons: [],
    });
    return;
  }
  const command: LifecycleCommand =
    decision.action === 'quote'
      ? { action: 'quote' }
      : decision.action === 'refer'
        ? { action: 'refer', underwriterId: null, teamId: null, reasons: decision.reasons }
        : { action: 'decline', reasons: decision.reasons };
  const system = systemActor(run.user.user.id);
  const fresh = riskIn(run, riskId);
  const outcome = transitionOf(snapshotOf(run.loaded, fresh), command, system, run.now);
  if (outcome.ok) return applyOutcome(run, fresh, outcome, command);
  // The engine may not quote what needs an underwriter's decision (a discount, an approval before quoting):
  // the submission is referred with that reason rather than refused (decision 080: the engine has no authority).
  const referral: LifecycleCommand = {
    action: 'refer',
    underwriterId: null,
    teamId: null,
    reasons: [outcome.message],
  };
  await applyOutcome(run, fresh, transition(run, fresh, referral, system), referral);
}

/** The lifecycle command of an action from the request body (decision 080 commands). */
async function commandOf(
  run: ActionRun,
  r: LoadedRisk,
  action: LifecycleAction,
  body: RiskActionBody,
): Promise<LifecycleCommand> {
  switch (action) {
    case 'refer': {
      if (
        body.underwriterId != null &&
        (await companyMemberIds(run.tx, run.loaded.pkg.underwriterCompanyId, [body.underwriterId]))
          .length === 0
      ) {
        throw fieldError('underwriterId', RiskMessages.underwriterNotInCompany);
      }
      return {
        action,
        underwriterId: body.underwriterId ?? null,
        teamId: body.teamId ?? null,
        reasons: body.reasons ?? [],
      };
    }
    case 'decline':
      return { action, reasons: body.reasons ?? [] };
    case 'requestApproval': {
      const userId = body.approverId ?? run.user.user.id;
      const authority = await authorityOf(run.tx, r.risk.agreementPeriodId, userId);
      return { action, approver: { userId, authorityLevel: authority?.level ?? null } };
    }
    case 'bind':
      return {
        action,
        declarationConfirmed:
          body.declarationConfirmed === true || run.loaded.pkg.declarationConfirmedAt !== null,
      };
    default:
      return { action } as LifecycleCommand;
  }
}

/** Amend / cancel (§4): a new Adjustment or Cancellation on the placed risk from its effective date. */
async function startAdjustment(
  run: ActionRun,
  r: LoadedRisk,
  outcome: Extract<TransitionOutcome, { ok: true }>,
  body: RiskActionBody,
): Promise<void> {
  const type =
    outcome.action === 'cancel' ? TransactionType.Cancellation : TransactionType.Adjustment;
  const bound = r.current;
  if (type === TransactionType.Cancellation && !body.reasonForCancellation)
    throw fieldError('reasonForCancellation', RiskMessages.reasonRequired);
  const effectiveDate = body.effectiveDate ?? today(run);
  if (addDays(effectiveDate, 0) !== effectiveDate)
    throw fieldError('effectiveDate', RiskMessages.invalidDate);
  if (effectiveDate < bound.inceptionDate || effectiveDate > bound.expiryDate)
    throw fieldError('effectiveDate', CoreMessages.effectiveOutsideTerm);
  const started = startedTransaction(snapshotOf(run.loaded, r), type);
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    boundAt: _b,
    boundByUserId: _bb,
    quotedAt: _q,
    ...copied
  } = bound;
  const values: TransactionValues = {
    ...copied,
    sequence: (await lastSequence(run.tx, r.risk.id)) + 1,
    type,
    status: TransactionStatus.Initiated,
    effectiveDate,
    inceptionDate: started.inceptionDate,
    expiryDate: started.expiryDate,
    reasonForCancellation:
      type === TransactionType.Cancellation ? body.reasonForCancellation! : null,
    approval: 'none',
    approverId: null,
    backdateAuthorised: false,
    referralReasons: [],
    declineReasons: [],
    proRataFactor: null,
    premiumChange: null,
    createdByUserId: run.user.user.id,
  };
  if (type === TransactionType.Cancellation) {
    // A cancellation returns the unused share of the current annual premium; it is not re-rated.
    const change = proRata({
      inceptionDate: values.inceptionDate,
      expiryDate: values.expiryDate,
      effectiveDate,
      currentAnnualTotal: currentAnnualTotal(r),
      newAnnualTotal: null,
    });
    values.proRataFactor = change.factor;
    values.premiumChange = change.premiumChange;
  }
  const created = await insertTransaction(run.tx, values);
  await recordActivity(run.tx, {
    riskPackageId: run.loaded.pkg.id,
    riskId: r.risk.id,
    kind: 'status',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: `${actionLabels[outcome.action]}: new transaction started`,
    data: { action: outcome.action, transactionId: created.id, effectiveDate },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_transaction',
    entityId: created.id,
    action: 'started',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    after: { type, effectiveDate, riskId: r.risk.id },
  });
}

/** One action by one actor on one risk, with the main risk's cascade to its add-ons. */
async function act(
  run: ActionRun,
  riskId: number,
  action: LifecycleAction,
  body: RiskActionBody,
  actor: LifecycleActor,
): Promise<number | null> {
  const r = riskIn(run, riskId);
  if (action === 'sendToClient' || action === 'revokeClient')
    throw new AppError('USE_CLIENT_ACCESS_ROUTES');
  if (action === 'submit') {
    await submitRisk(run, riskId, actor);
    return null;
  }
  const command = await commandOf(run, r, action, body);
  const outcome = transition(run, r, command, actor);
  if (action === 'amend' || action === 'cancel') {
    await startAdjustment(run, r, outcome, body);
    return null;
  }
  if (action === 'renew') {
    const renewalId = await createRenewal(run.tx, run.loaded.pkg, run.user.user.id);
    await recordActivity(run.tx, {
      riskPackageId: run.loaded.pkg.id,
      kind: 'status',
      actorUserId: run.user.user.id,
      actorCompanyId: run.scope.id,
      body: 'Renewed',
      data: { action, renewalId },
    });
    return renewalId;
  }
  if (action === 'quote') {
    // The assigned underwriter's quote re-rates with their overrides and discount (decision 090).
    const rating = await rateTransaction(run.tx, r, r.current, today(run));
    await updateTransaction(
      run.tx,
      r.current.id,
      premiumColumns(
        rating,
        r.current.proposal as Record<string, unknown>,
        r.current.discountPercent,
      ),
    );
    await attachRuleEndorsements(run.tx, r.current.id, [...rating.rules]);
    await reload(run);
  }
  if (
    action === 'bind' &&
    body.declarationConfirmed === true &&
    run.loaded.pkg.declarationConfirmedAt === null
  ) {
    // §5: confirming the signed and dated proposal at bind is the package's declaration.
    await updatePackage(run.tx, run.loaded.pkg.id, {
      declarationConfirmedAt: new Date(run.now * 1000),
      declarationConfirmedByUserId: run.user.user.id,
    });
    await reload(run);
  }
  await applyOutcome(run, riskIn(run, riskId), outcome, command);
  return null;
}

/**
 * POST .../risks/{riskId}/actions/{action} (decisions 080, 090): in one transaction that first locks the
 * package row, the action's lifecycle check, its effects, the cascade from the main risk to its add-ons,
 * the package caches, activities and audit; notifications after commit. Answers the fresh package (a
 * renewal answers the new package; a discarded package 204).
 */
export async function takeRiskAction(
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: { riskPackageId: number; riskId: number },
  action: LifecycleAction,
  body: RiskActionBody,
): Promise<{ status: number; body: RiskPackageDto | null }> {
  return inTransaction(ctx, async (tx, after) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, ids.riskPackageId, {
      forUpdate: true,
    });
    assertCanChange(viewerRole);
    const viewer = viewerFor(user, scope, viewerRole);
    const run: ActionRun = {
      tx,
      user,
      scope,
      now: Math.floor(Date.now() / 1000),
      loaded: await loadPackage(tx, pkg),
      notices: [],
      deletedPackage: false,
    };
    const r = riskIn(run, ids.riskId);
    const actor = (await actorOf(tx, viewer, r.risk))!;
    const renewalId = await act(run, r.risk.id, action, body, actor);
    if (
      r.risk.productRole === ProductRole.Main &&
      cascading.includes(action) &&
      !run.deletedPackage
    ) {
      await reload(run);
      for (const addOn of run.loaded.risks.filter(
        (x) => x.risk.productRole === ProductRole.AddOn,
      )) {
        const addOnActor = (await actorOf(tx, viewer, addOn.risk))!;
        const command = await commandOf(run, addOn, action, body);
        if (!transitionOfOk(run, addOn, command, addOnActor)) continue;
        await withAddOnErrors(addOn.risk.id, () =>
          act(run, addOn.risk.id, action, body, addOnActor),
        );
        await reload(run);
      }
    }
    if (run.deletedPackage) return { status: 204, body: null };
    await reload(run);
    await syncPackageCaches(tx, run.loaded);
    await reload(run);
    after(publishNotices(ctx, run, await noticeRecipients(run)));
    if (renewalId !== null) {
      const renewal = await packageRowById(tx, renewalId);
      return {
        status: 200,
        body: await presentLoadedPackage(tx, await loadPackage(tx, renewal!), viewer),
      };
    }
    return { status: 200, body: await presentLoadedPackage(tx, run.loaded, viewer) };
  });
}

function transitionOfOk(
  run: ActionRun,
  r: LoadedRisk,
  command: LifecycleCommand,
  actor: LifecycleActor,
): boolean {
  try {
    transition(run, r, command, actor);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** An add-on's field errors are keyed under the add-on risk, so they do not read as the main risk's. */
async function withAddOnErrors<T>(riskId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.errors) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([k, v]) => [`risks.${riskId}.${k}`, v]),
      );
      throw new AppError(error.code, { errors });
    }
    throw error;
  }
}

/** The broker users assigned to the package (the 'broker' audience of notifications). */
async function noticeRecipients(run: ActionRun): Promise<number[]> {
  return companyMemberIds(run.tx, run.loaded.pkg.brokerCompanyId, run.loaded.assignedUserIds);
}
