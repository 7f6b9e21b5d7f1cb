import {
  actionLabels,
  ProductRole,
  transactionStatusLabels,
  TransactionStatus,
  TransactionType,
  transitionOf,
  type Audience,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type LifecycleEffect,
  type RiskViewerRole,
  type TransactionSnapshot,
  type TransactionStatus as Status,
  type TransactionType as TransactionTypeId,
  type TransitionOutcome,
  type UnderwriterAuthority,
} from '@turbine/domain';
import type { AppContext, DomainEvent } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { lockAgreementPeriod, lockEndorsementVersion } from '../authority/index.ts';
import { lockProductVersion } from '../products/index.ts';
import { recordActivity } from './activities.repository.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import {
  assignedUserIds,
  deletePackage,
  deleteRisk,
  deleteTransaction,
  endorsementVersionIdsOf,
  openStatuses,
  risksOfPackage,
  transactionsOfPackage,
  updatePackage,
  updateRisk,
  updateTransaction,
  versionById,
  type PackageValues,
  type RiskRow,
  type TransactionRow,
  type TransactionValues,
  type VersionRow,
} from './risks.repository.ts';
import type { risks } from './risks.tables.ts';
import { authorityOf, autoAssignee } from './underwriter-authority.ts';

/** Who is looking at or acting on a package (risk-collab reuses it for the temporary client). */
export interface RiskViewer {
  role: RiskViewerRole;
  userId: number;
  companyId: number;
}

/** A risk with its transactions and pinned version, loaded once per request. */
export interface LoadedRisk {
  risk: RiskRow;
  version: VersionRow;
  transactions: TransactionRow[];
  /** The open transaction if any, else the latest. */
  current: TransactionRow;
}

/** Everything of a package that the snapshot, the presenter and the actions read. */
export interface LoadedPackage {
  pkg: RiskPackageRow;
  risks: LoadedRisk[];
  assignedUserIds: number[];
}

const epoch = (d: Date | null): number | null => (d ? Math.floor(d.getTime() / 1000) : null);

/** The open transaction of a risk if any, else its latest one. */
export function currentOf(transactions: TransactionRow[]): TransactionRow | undefined {
  return (
    transactions.find((t) => openStatuses.includes(t.status)) ??
    transactions[transactions.length - 1]
  );
}

/** Loads a package's risks (main first), their transactions and versions, and its assigned users. */
export async function loadPackage(db: Executor, pkg: RiskPackageRow): Promise<LoadedPackage> {
  const riskRows = await risksOfPackage(db, pkg.id);
  const txs = await transactionsOfPackage(db, pkg.id);
  const versions = new Map<number, VersionRow>();
  const loaded: LoadedRisk[] = [];
  for (const risk of riskRows) {
    if (!versions.has(risk.productVersionId)) {
      const v = await versionById(db, risk.productVersionId);
      if (v) versions.set(v.id, v);
    }
    const transactions = txs.filter((t) => t.riskId === risk.id);
    const current = currentOf(transactions);
    const version = versions.get(risk.productVersionId);
    if (current && version) loaded.push({ risk, version, transactions, current });
  }
  return { pkg, risks: loaded, assignedUserIds: await assignedUserIds(db, pkg.id) };
}

/** The main risk of a loaded package. */
export function mainOf(loaded: LoadedPackage): LoadedRisk {
  const main = loaded.risks.find((r) => r.risk.productRole === ProductRole.Main) ?? loaded.risks[0];
  if (!main) throw new Error(`Risk package ${loaded.pkg.id} has no risks`);
  return main;
}

/** Add-on policies of the package that are placed and not cancelled (§4 cancellation waits for them). */
export function activeAddOnPolicies(loaded: LoadedPackage): number {
  return loaded.risks.filter(
    (r) => r.risk.productRole === ProductRole.AddOn && r.risk.placed && !r.risk.cancelled,
  ).length;
}

/** The lifecycle snapshot of one transaction of a loaded package (decision 080 "The snapshot"). */
export function snapshotOf(
  loaded: LoadedPackage,
  r: LoadedRisk,
  tx: TransactionRow = r.current,
): TransactionSnapshot {
  const { pkg } = loaded;
  const isMain = r.risk.productRole === ProductRole.Main;
  return {
    type: tx.type as TransactionTypeId,
    status: tx.status as Status,
    approval: tx.approval as TransactionSnapshot['approval'],
    approverId: tx.approverId,
    assignedUnderwriterId: pkg.assignedUnderwriterId,
    assignedUserIds: loaded.assignedUserIds,
    requiredAuthorityLevel: r.version.authorityLevel,
    needsApprovalBeforeQuote: tx.needsApprovalBeforeQuote,
    quotedAt: epoch(tx.quotedAt),
    timeZone: pkg.timeZone,
    inceptionDate: tx.inceptionDate,
    expiryDate: tx.expiryDate,
    discountPercent: tx.discountPercent,
    backdateAuthorised: tx.backdateAuthorised,
    riskPlaced: r.risk.placed,
    isLatestInRenewalChain: pkg.isLatestInChain,
    hasLaterTransaction: r.transactions.some(
      (t) => t.sequence > tx.sequence && t.status === TransactionStatus.Bound,
    ),
    hasOpenTransaction: r.transactions.some(
      (t) => t.id !== tx.id && openStatuses.includes(t.status),
    ),
    proposalDone: pkg.proposalDone,
    clientEditing: pkg.clientAccess,
    allPackageRisksInitiated: loaded.risks.every(
      (x) => x.current.status === TransactionStatus.Initiated,
    ),
    activeAddOnPolicies: isMain ? activeAddOnPolicies(loaded) : 0,
    brokerMessages: {
      decline: r.version.showDeclineMessages,
      referral: r.version.showReferralMessages,
      endorsement: r.version.showEndorsementMessages,
    },
  };
}

/**
 * The lifecycle actor of a viewer on a risk (decision 080 actor model): brokers and clients as such; an
 * underwriter with their authorised-underwriter row of the agreement period covering the risk, else
 * none; insurers only read, so they are no actor.
 */
export async function actorOf(
  db: Executor,
  viewer: RiskViewer,
  risk: RiskRow,
): Promise<LifecycleActor | null> {
  switch (viewer.role) {
    case 'broker':
      return { kind: 'broker', userId: viewer.userId, authority: null };
    case 'client':
      return { kind: 'client', userId: viewer.userId, authority: null };
    case 'underwriter': {
      const authority: UnderwriterAuthority | null =
        risk.agreementPeriodId === null
          ? null
          : await authorityOf(db, risk.agreementPeriodId, viewer.userId);
      return { kind: 'underwriter', userId: viewer.userId, authority };
    }
    case 'insurer':
      return null;
  }
}

/** The rating engine and schedulers (decision 080 `system`). */
export const systemActor = (userId: number): LifecycleActor => ({
  kind: 'system',
  userId,
  authority: null,
});

// ---- Carrying out a transition (decision 080 "Effects: what the API and web must do") -------------------

/** A notification the lifecycle asked for, resolved to recipients after the action. */
export interface Notice {
  type: string;
  audience: Audience;
  riskId: number;
  reasons: readonly string[];
}

/** The state of one action request: its transaction, the acting user and company, and what to publish after commit. */
export interface ActionRun {
  tx: Tx;
  user: Actor;
  scope: CompanyScope;
  now: number;
  loaded: LoadedPackage;
  notices: Notice[];
  deletedPackage: boolean;
}

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
  markProposalDone: 'risk.client_done',
};

/** The lifecycle's answer for an action, or its refusal as an AppError (code, status and message of the guard). */
export function transition(
  run: ActionRun,
  r: LoadedRisk,
  command: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
): Extract<TransitionOutcome, { ok: true }> {
  const outcome = transitionOf(snapshotOf(run.loaded, r), command, actor, run.now);
  if (!outcome.ok) throw new AppError(outcome.code, { message: outcome.message });
  return outcome;
}

/** A referral's target: the chosen underwriter, the team, or the product's automatic assignment (§3 user assignment settings). */
async function referTo(
  run: ActionRun,
  r: LoadedRisk,
  e: Extract<LifecycleEffect, { kind: 'refer' }>,
  pkgSet: Partial<PackageValues>,
): Promise<void> {
  const pkg = run.loaded.pkg;
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
  if (underwriterId !== pkg.assignedUnderwriterId) {
    await recordActivity(run.tx, {
      riskPackageId: pkg.id,
      kind: 'assignment',
      actorUserId: run.user.user.id,
      actorCompanyId: run.scope.id,
      body:
        underwriterId === null
          ? 'Referred to the underwriting team'
          : 'Assigned underwriter changed',
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
}

/** Binding locks what the transaction was rated on: the product version, its endorsement versions and the agreement period (DESIGN §5). */
async function lockRatedOn(run: ActionRun, r: LoadedRisk): Promise<void> {
  await lockProductVersion(run.tx, r.version.id, run.user.user.id);
  for (const id of await endorsementVersionIdsOf(run.tx, r.current.id))
    await lockEndorsementVersion(run.tx, id);
  if (r.risk.agreementPeriodId !== null)
    await lockAgreementPeriod(run.tx, r.risk.agreementPeriodId);
}

/** Discard (§4 only Initiated): the transaction goes; the only transaction of an add-on takes the risk, of the main risk the package. */
async function discard(run: ActionRun, r: LoadedRisk): Promise<void> {
  const pkg = run.loaded.pkg;
  const audit = { actorUserId: run.user.user.id, companyId: run.scope.id };
  await deleteTransaction(run.tx, r.current.id);
  if (r.transactions.length > 1) {
    await recordActivity(run.tx, {
      riskPackageId: pkg.id,
      riskId: r.risk.id,
      kind: 'status',
      actorUserId: run.user.user.id,
      actorCompanyId: run.scope.id,
      body: 'Transaction discarded',
      data: { action: 'discard', transactionId: r.current.id },
    });
    await recordEvent(run.tx, {
      entityType: 'risk_transaction',
      entityId: r.current.id,
      action: 'discarded',
      ...audit,
    });
  } else if (r.risk.productRole === ProductRole.Main) {
    await deletePackage(run.tx, pkg.id);
    run.deletedPackage = true;
    await recordEvent(run.tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'discarded',
      ...audit,
      before: { reference: pkg.reference },
    });
  } else {
    await deleteRisk(run.tx, r.risk.id);
    await recordActivity(run.tx, {
      riskPackageId: pkg.id,
      kind: 'status',
      actorUserId: run.user.user.id,
      actorCompanyId: run.scope.id,
      body: 'Add-on removed',
      data: { action: 'discard', productId: r.risk.productId },
    });
    await recordEvent(run.tx, {
      entityType: 'risk',
      entityId: r.risk.id,
      action: 'discarded',
      ...audit,
    });
  }
}

/** Carries out an allowed transition's effects and status on the risk's current transaction, with its activity and audit event. */
export async function applyOutcome(
  run: ActionRun,
  r: LoadedRisk,
  outcome: Extract<TransitionOutcome, { ok: true }>,
  command: LifecycleAction | LifecycleCommand,
): Promise<void> {
  if (outcome.to === 'discarded') return discard(run, r);
  const t = r.current;
  const txSet: Partial<TransactionValues> = {};
  const pkgSet: Partial<PackageValues> = {};
  const riskSet: Partial<typeof risks.$inferInsert> = {};
  for (const e of outcome.effects) {
    switch (e.kind) {
      case 'setDates':
        Object.assign(txSet, {
          inceptionDate: e.inceptionDate,
          expiryDate: e.expiryDate,
          backdateAuthorised: false,
        });
        if (t.type === TransactionType.NewBusiness || t.type === TransactionType.Renewal)
          txSet.effectiveDate = e.inceptionDate;
        break;
      case 'recordQuote':
        txSet.quotedAt = new Date(e.quotedAt * 1000);
        break;
      case 'clearQuote':
        Object.assign(txSet, { quotedAt: null, backdateAuthorised: false });
        break;
      case 'authoriseBackdate':
        txSet.backdateAuthorised = true;
        break;
      case 'refer':
        txSet.referralReasons = [...e.reasons];
        await referTo(run, r, e, pkgSet);
        break;
      case 'setApproval':
        Object.assign(txSet, { approval: e.approval, approverId: e.approverId });
        break;
      case 'notify': {
        const type = eventTypes[e.event];
        if (type)
          run.notices.push({ type, audience: e.audience, riskId: r.risk.id, reasons: e.reasons });
        break;
      }
      case 'clientAccess':
        pkgSet.clientAccess = e.granted;
        break;
      case 'markProposalDone':
        pkgSet.proposalDone = true;
        break;
      case 'lockProductVersion':
        await lockRatedOn(run, r);
        break;
      case 'placeRisk':
        riskSet.placed = true;
        break;
      case 'endPolicy':
        riskSet.cancelled = true;
        break;
      case 'startTransaction':
        // amend / cancel / renew create the new transaction themselves (risk-actions.service.ts).
        break;
    }
  }
  const cmd = typeof command === 'string' ? null : command;
  if (cmd?.action === 'decline') txSet.declineReasons = [...cmd.reasons];
  if (outcome.action === 'bind')
    Object.assign(txSet, { boundAt: new Date(run.now * 1000), boundByUserId: run.user.user.id });
  txSet.status = outcome.to;
  await updateTransaction(run.tx, t.id, txSet);
  if (Object.keys(pkgSet).length) await updatePackage(run.tx, run.loaded.pkg.id, pkgSet);
  if (Object.keys(riskSet).length) await updateRisk(run.tx, r.risk.id, riskSet);
  const changed = outcome.to !== t.status || 'approval' in txSet;
  const reasons = cmd && 'reasons' in cmd ? [...cmd.reasons] : [];
  await recordActivity(run.tx, {
    riskPackageId: run.loaded.pkg.id,
    riskId: r.risk.id,
    kind: changed ? 'status' : 'update',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
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
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    before: { status: t.status },
    after: { status: outcome.to, ...txSet, rating: undefined },
  });
}

/** Resolves the notices to recipients and returns the after-commit task that publishes them (events contract, decision 090). */
export function publishNotices(
  ctx: AppContext,
  run: ActionRun,
  brokerUserIds: number[],
): () => Promise<void> {
  const { pkg } = run.loaded;
  const approverOf = (riskId: number) =>
    run.loaded.risks.find((x) => x.risk.id === riskId)?.current.approverId ?? null;
  const seen = new Set<string>();
  const events: DomainEvent[] = [];
  for (const n of run.notices) {
    const key = `${n.type}:${n.audience}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const audience: { userIds: (number | null)[]; companyId: number | null } =
      n.audience === 'broker'
        ? { userIds: brokerUserIds, companyId: pkg.brokerCompanyId }
        : n.audience === 'assignedUnderwriter'
          ? { userIds: [pkg.assignedUnderwriterId], companyId: pkg.underwriterCompanyId }
          : n.audience === 'approver'
            ? { userIds: [approverOf(n.riskId)], companyId: pkg.underwriterCompanyId }
            : { userIds: [pkg.clientUserId], companyId: pkg.insuredCompanyId };
    const userIds = audience.userIds.filter(
      (id): id is number => id !== null && id !== run.user.user.id,
    );
    if (userIds.length === 0) continue;
    events.push({
      type: n.type,
      companyId: audience.companyId,
      actorUserId: run.user.user.id,
      userIds,
      data: {
        riskPackageId: pkg.id,
        reference: pkg.reference,
        ...(n.reasons.length ? { reasons: [...n.reasons] } : {}),
        frontendUrl: `/risks/${pkg.id}`,
      },
    });
  }
  return async () => {
    for (const event of events) await ctx.events.publish(event);
  };
}
