import {
  actionLabels,
  transactionStatusLabels,
  TransactionType,
  type LifecycleAction,
  type LifecycleCommand,
  type LifecycleEffect,
  type TransactionStatus as Status,
} from '@turbine/domain';
import { recordEvent } from '../../../platform/events/events.ts';
import { lockAgreementPeriod, lockEndorsementVersion } from '../../authority/index.ts';
import { pinEndorsementClauses } from '../adjustments/endorsements.service.ts';
import { lockProductVersion } from '../../products/index.ts';
import { recordActivity } from '../activities.repository.ts';
import { withRows, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
import {
  endorsementVersionIdsOf,
  updatePackage,
  updateRisk,
  updateTransaction,
  type PackageValues,
  type RiskValues,
  type TransactionValues,
} from '../risks.repository.ts';
import { autoAssignee } from '../rules/underwriter-authority.repository.ts';
import type { Allowed, TransitionRun } from './action-run.ts';

/** Notification types of the events contract (decision 090), by the action that caused them. */
const eventTypes: Partial<Record<LifecycleAction, string>> = {
  submit: 'risk.submitted',
  quote: 'risk.quoted',
  refer: 'risk.referred',
  decline: 'risk.declined',
  requestApproval: 'risk.approval_requested',
  approve: 'risk.approved',
  deny: 'risk.approval_denied',
  bind: 'risk.bound',
  // Only the system's lapse of an expired quote notifies (the quote expiry job, decision 104).
  notTakenUp: 'risk.not_taken_up',
  markProposalDone: 'risk.client_done',
};

/** The column changes a transition asks for, on the transaction, the package and the risk. */
interface Changes {
  txSet: Partial<TransactionValues>;
  pkgSet: Partial<PackageValues>;
  riskSet: Partial<RiskValues>;
}

/**
 * Carries out an allowed transition on the risk's current transaction (decision 080 "Effects"): its
 * effects, its status, the timeline entry and the audit event. Returns the package after the writes.
 * Discard (the transaction removed) and the new transaction of amend / cancel / renew are their use
 * cases' own (use-cases/discard-risk.ts, start-amendment.ts, cancel-policy.ts, renew-policy.ts).
 */
export async function applyEffects(
  run: TransitionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  outcome: Allowed,
  command: LifecycleAction | LifecycleCommand,
): Promise<LoadedPackage> {
  if (outcome.to === 'discarded') throw new Error('A discard is carried out by discardRisk');
  const to = outcome.to;
  const t = r.current;
  const changes: Changes = { txSet: {}, pkgSet: {}, riskSet: {} };
  for (const e of outcome.effects) await applyEffect(run, loaded, r, e, changes);
  const { txSet, pkgSet, riskSet } = changes;
  const cmd = typeof command === 'string' ? null : command;
  if (cmd?.action === 'decline') txSet.declineReasons = [...cmd.reasons];
  if (outcome.action === 'bind')
    Object.assign(txSet, { boundAt: new Date(run.now * 1000), boundByUserId: run.by.userId });
  txSet.status = to;
  const transaction = await updateTransaction(run.tx, t.id, txSet);
  const pkg = Object.keys(pkgSet).length
    ? await updatePackage(run.tx, loaded.pkg.id, pkgSet)
    : undefined;
  const risk = Object.keys(riskSet).length
    ? await updateRisk(run.tx, r.risk.id, riskSet)
    : undefined;
  const reasons = cmd && 'reasons' in cmd ? cmd.reasons : [];
  await recordTransition(run, loaded, r, { action: outcome.action, to }, txSet, reasons);
  return withRows(loaded, { pkg, risk, transaction });
}

/** One effect: a column change, or the work it needs (a referral's target, locking what was rated on, a notice). */
async function applyEffect(
  run: TransitionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  e: LifecycleEffect,
  { txSet, pkgSet, riskSet }: Changes,
): Promise<void> {
  switch (e.kind) {
    case 'setDates':
      Object.assign(txSet, {
        inceptionDate: e.inceptionDate,
        expiryDate: e.expiryDate,
        backdateAuthorised: false,
      });
      if (
        r.current.type === TransactionType.NewBusiness ||
        r.current.type === TransactionType.Renewal
      )
        txSet.effectiveDate = e.inceptionDate;
      return;
    case 'recordQuote':
      txSet.quotedAt = new Date(e.quotedAt * 1000);
      return;
    case 'clearQuote':
      Object.assign(txSet, { quotedAt: null, backdateAuthorised: false });
      return;
    case 'authoriseBackdate':
      txSet.backdateAuthorised = true;
      return;
    case 'refer':
      txSet.referralReasons = [...e.reasons];
      return referTo(run, loaded, r, e, pkgSet);
    case 'setApproval':
      Object.assign(txSet, { approval: e.approval, approverId: e.approverId });
      return;
    case 'notify': {
      const type = eventTypes[e.event];
      if (type)
        run.notices.push({ type, audience: e.audience, riskId: r.risk.id, reasons: e.reasons });
      return;
    }
    case 'clientAccess':
      pkgSet.clientAccess = e.granted;
      return;
    case 'markProposalDone':
      pkgSet.proposalDone = true;
      return;
    case 'lockProductVersion':
      return lockRatedOn(run, r);
    case 'placeRisk':
      riskSet.placed = true;
      return;
    case 'endPolicy':
      riskSet.cancelled = true;
      return;
    case 'startTransaction':
      // amend / cancel / renew create the new transaction themselves (their use cases).
      return;
  }
}

/** A referral's target: the chosen underwriter, the team, or the product's automatic assignment (§3 user assignment settings). */
async function referTo(
  run: TransitionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  e: Extract<LifecycleEffect, { kind: 'refer' }>,
  pkgSet: Partial<PackageValues>,
): Promise<void> {
  const pkg = loaded.pkg;
  let underwriterId: number | null = e.underwriterId;
  if (e.underwriterId === null && e.teamId === null) {
    const auto =
      r.version.autoAssignUnderwriterOnReferral && r.risk.agreementPeriodId !== null
        ? await autoAssignee(run.tx, r.risk.agreementPeriodId, r.version.authorityLevel)
        : null;
    if (auto === null) {
      if (pkg.assignedUnderwriterId === null) pkgSet.referredToTeam = true;
      return;
    }
    underwriterId = auto;
  }
  pkgSet.assignedUnderwriterId = underwriterId;
  pkgSet.referredToTeam = underwriterId === null;
  if (underwriterId === pkg.assignedUnderwriterId) return;
  await recordActivity(run.tx, {
    riskPackageId: pkg.id,
    kind: 'assignment',
    actorUserId: run.by.userId,
    actorCompanyId: run.by.companyId,
    body:
      underwriterId === null ? 'Referred to the underwriting team' : 'Assigned underwriter changed',
    data: { assignedUnderwriterId: underwriterId, referredToTeam: underwriterId === null },
  });
  if (underwriterId !== null)
    run.notices.push({
      type: 'risk.assigned',
      audience: 'assignedUnderwriter',
      riskId: r.risk.id,
      reasons: [],
    });
}

/** Binding locks what the transaction was rated on: the product version, its endorsement versions and the agreement period (DESIGN §5). */
async function lockRatedOn(run: TransitionRun, r: LoadedRisk): Promise<void> {
  await lockProductVersion(run.tx, r.version.id, run.by.userId);
  for (const id of await endorsementVersionIdsOf(run.tx, r.current.id))
    await lockEndorsementVersion(run.tx, id);
  await pinEndorsementClauses(run.tx, r.current.id);
  if (r.risk.agreementPeriodId !== null)
    await lockAgreementPeriod(run.tx, r.risk.agreementPeriodId);
}

/** The transition's timeline entry ('status' when the status or approval changed, else 'update') and audit event. */
async function recordTransition(
  run: TransitionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  outcome: { action: LifecycleAction; to: Status },
  txSet: Partial<TransactionValues>,
  commandReasons: readonly string[],
): Promise<void> {
  const t = r.current;
  const changed = outcome.to !== t.status || 'approval' in txSet;
  const reasons = [...commandReasons];
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId: r.risk.id,
    kind: changed ? 'status' : 'update',
    actorUserId: run.by.userId,
    actorCompanyId: run.by.companyId,
    body:
      outcome.to === t.status
        ? `${actionLabels[outcome.action]} (${transactionStatusLabels[outcome.to]})`
        : `${actionLabels[outcome.action]}: ${transactionStatusLabels[t.status as Status]} → ${transactionStatusLabels[outcome.to]}`,
    data: {
      action: outcome.action,
      transactionId: t.id,
      from: t.status,
      to: outcome.to,
      ...(reasons.length ? { reasons } : {}),
    },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_transaction',
    entityId: t.id,
    action: outcome.action,
    actorUserId: run.by.userId,
    companyId: run.by.companyId,
    before: { status: t.status },
    after: { status: outcome.to, ...txSet, rating: undefined },
  });
}
