import { asc, eq, inArray } from 'drizzle-orm';
import {
  ProductRole,
  TransactionStatus,
  type LifecycleActor,
  type RiskViewerRole,
  type TransactionSnapshot,
  type TransactionStatus as TransactionStatusId,
  type TransactionType,
} from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { productVersions } from '../products/products.tables.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackageAssignments, risks, riskTransactions } from './risks.tables.ts';

export type RiskRow = typeof risks.$inferSelect;
export type RiskTransactionRow = typeof riskTransactions.$inferSelect;

/** Statuses of an open transaction (the partial unique index `risk_transactions_one_open`). */
export const openStatuses: readonly number[] = [TransactionStatus.Initiated, TransactionStatus.Submitted, TransactionStatus.Quoted, TransactionStatus.Referred];

export interface PackageRisk {
  risk: RiskRow;
  /** The open transaction if any, else the latest one. */
  current: RiskTransactionRow;
  transactions: RiskTransactionRow[];
  version: { authorityLevel: number; showDeclineMessages: boolean; showEndorsementMessages: boolean; showReferralMessages: boolean };
}

/** The current transaction of a risk: its open one, else its latest (decision 090 RiskDto.current). */
export function currentOf(transactions: readonly RiskTransactionRow[]): RiskTransactionRow | undefined {
  return transactions.find((t) => openStatuses.includes(t.status)) ?? transactions[transactions.length - 1];
}

/** The package's risks (main first) with their transactions and the version flags the lifecycle reads. */
export async function loadPackageRisks(db: Executor, riskPackageId: number): Promise<PackageRisk[]> {
  const riskRows = await db.select().from(risks).where(eq(risks.riskPackageId, riskPackageId)).orderBy(asc(risks.productRole), asc(risks.sortOrder), asc(risks.id));
  if (riskRows.length === 0) return [];
  const txRows = await db.select().from(riskTransactions).where(eq(riskTransactions.riskPackageId, riskPackageId)).orderBy(asc(riskTransactions.riskId), asc(riskTransactions.sequence));
  const versionRows = await db
    .select({
      id: productVersions.id,
      authorityLevel: productVersions.authorityLevel,
      showDeclineMessages: productVersions.showDeclineMessages,
      showEndorsementMessages: productVersions.showEndorsementMessages,
      showReferralMessages: productVersions.showReferralMessages,
    })
    .from(productVersions)
    .where(inArray(productVersions.id, [...new Set(riskRows.map((r) => r.productVersionId))]));
  const result: PackageRisk[] = [];
  for (const risk of riskRows) {
    const transactions = txRows.filter((t) => t.riskId === risk.id);
    const current = currentOf(transactions);
    const version = versionRows.find((v) => v.id === risk.productVersionId);
    if (!current || !version) continue;
    result.push({ risk, current, transactions, version });
  }
  return result;
}

/** The users assigned to a package (§6: only they change it). */
export async function assignedUserIdsOf(db: Executor, riskPackageId: number): Promise<number[]> {
  const rows = await db.select({ userId: riskPackageAssignments.userId }).from(riskPackageAssignments).where(eq(riskPackageAssignments.riskPackageId, riskPackageId));
  return rows.map((r) => r.userId);
}

/**
 * The lifecycle snapshot of one risk's current transaction (decision 080 "The snapshot"), built from the
 * package row, the package's risks and its assignments.
 */
export function snapshotOf(pkg: RiskPackageRow, all: readonly PackageRisk[], item: PackageRisk, assignedUserIds: readonly number[]): TransactionSnapshot {
  const { risk, current, transactions, version } = item;
  const later = transactions.filter((t) => t.sequence > current.sequence);
  const activeAddOns = risk.productRole === ProductRole.Main ? all.filter((r) => r.risk.productRole === ProductRole.AddOn && r.risk.placed && !r.risk.cancelled).length : 0;
  return {
    type: current.type as TransactionType,
    status: current.status as TransactionStatusId,
    approval: current.approval as TransactionSnapshot['approval'],
    approverId: current.approverId,
    assignedUnderwriterId: pkg.assignedUnderwriterId,
    assignedUserIds,
    requiredAuthorityLevel: version.authorityLevel,
    needsApprovalBeforeQuote: current.needsApprovalBeforeQuote,
    quotedAt: current.quotedAt ? Math.floor(current.quotedAt.getTime() / 1000) : null,
    timeZone: pkg.timeZone,
    inceptionDate: current.inceptionDate,
    expiryDate: current.expiryDate,
    discountPercent: current.discountPercent,
    backdateAuthorised: current.backdateAuthorised,
    riskPlaced: risk.placed,
    isLatestInRenewalChain: pkg.isLatestInChain,
    hasLaterTransaction: later.some((t) => t.status === TransactionStatus.Bound),
    hasOpenTransaction: transactions.some((t) => t.id !== current.id && openStatuses.includes(t.status)),
    proposalDone: pkg.proposalDone,
    clientEditing: pkg.clientAccess,
    allPackageRisksInitiated: all.every((r) => r.current.status === TransactionStatus.Initiated),
    activeAddOnPolicies: activeAddOns,
    brokerMessages: { decline: version.showDeclineMessages, referral: version.showReferralMessages, endorsement: version.showEndorsementMessages },
  };
}

/** The lifecycle actor of a user acting for a package (no underwriter authority is needed by these actions). */
export function lifecycleActorOf(role: RiskViewerRole, userId: number): LifecycleActor {
  const kind = role === 'client' ? 'client' : role === 'broker' ? 'broker' : 'underwriter';
  return { kind, userId, authority: null };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
