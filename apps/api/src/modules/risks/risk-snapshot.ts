import {
  ProductRole,
  TransactionStatus,
  type LifecycleActor,
  type RiskViewerRole,
  type TransactionSnapshot,
  type TransactionStatus as Status,
  type TransactionType as TransactionTypeId,
  type UnderwriterAuthority,
} from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { authorityOf } from './rules/underwriter-authority.repository.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import {
  assignedUserIds,
  openStatuses,
  risksOfPackage,
  transactionsOfPackage,
  type RiskRow,
  type TransactionRow,
  type VersionRow,
} from './risks.repository.ts';
import { versionById } from './catalogue.repository.ts';

/** Who is looking at or acting on a package (risk-collab reuses it for the temporary client). */
export interface RiskViewer {
  role: RiskViewerRole;
  userId: number;
  companyId: number;
  /** A viewer who only reads (the insured's company); no lifecycle actor. */
  readOnly?: boolean;
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
      return viewer.readOnly ? null : { kind: 'client', userId: viewer.userId, authority: null };
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

/** One risk of a loaded package (404 when the package has no such risk). */
export function riskIn(loaded: LoadedPackage, riskId: number): LoadedRisk {
  const r = loaded.risks.find((x) => x.risk.id === riskId);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

// ---- Keeping a loaded package current after a write (the rows the repository returned) ------------------

/** The package with a changed package, risk or transaction row in place (a new transaction is appended). */
export function withRows(
  loaded: LoadedPackage,
  rows: { pkg?: RiskPackageRow; risk?: RiskRow; transaction?: TransactionRow },
): LoadedPackage {
  const { pkg, risk, transaction } = rows;
  return {
    ...loaded,
    pkg: pkg ?? loaded.pkg,
    risks: loaded.risks.map((r) => {
      const next = risk && r.risk.id === risk.id ? { ...r, risk } : r;
      if (!transaction || transaction.riskId !== r.risk.id) return next;
      const others = r.transactions.filter((t) => t.id !== transaction.id);
      const transactions = [...others, transaction].sort((a, b) => a.sequence - b.sequence);
      return { ...next, transactions, current: currentOf(transactions)! };
    }),
  };
}

/** The package without a deleted transaction (a risk left without transactions goes with it). */
export function withoutTransaction(loaded: LoadedPackage, transactionId: number): LoadedPackage {
  const risks = loaded.risks.flatMap((r) => {
    const transactions = r.transactions.filter((t) => t.id !== transactionId);
    const current = currentOf(transactions);
    return current ? [{ ...r, transactions, current }] : [];
  });
  return { ...loaded, risks };
}

/** The package with its assigned users replaced. */
export function withAssignedUsers(loaded: LoadedPackage, userIds: number[]): LoadedPackage {
  return { ...loaded, assignedUserIds: userIds };
}
