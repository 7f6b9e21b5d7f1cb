import { TransactionStatus, TransactionType } from '../enums.ts';
import type {
  LifecycleAction,
  LifecycleActor,
  LifecycleCommand,
  TransactionSnapshot,
} from './types.ts';

// Test fixtures shared by the lifecycle tests; not exported from the package.

/** 2025-06-15 12:00 in Sydney (AEST, +10). */
export const NOW = Date.UTC(2025, 5, 15, 2, 0, 0) / 1000;
export const TODAY = '2025-06-15';
export const DAY = 86_400;
export const TZ = 'Australia/Sydney';

export const broker: LifecycleActor = { kind: 'broker', userId: 10, authority: null };
export const otherBroker: LifecycleActor = { kind: 'broker', userId: 11, authority: null };
export const client: LifecycleActor = { kind: 'client', userId: 20, authority: null };
export const underwriter: LifecycleActor = {
  kind: 'underwriter',
  userId: 30,
  authority: { level: 5, maxBackdateDays: 10, maxDiscountPercent: '10' },
};
export const otherUnderwriter: LifecycleActor = {
  kind: 'underwriter',
  userId: 31,
  authority: { level: 1, maxBackdateDays: 100, maxDiscountPercent: '100' },
};
export const approver: LifecycleActor = {
  kind: 'underwriter',
  userId: 40,
  authority: { level: 2, maxBackdateDays: 30, maxDiscountPercent: '50' },
};
export const system: LifecycleActor = { kind: 'system', userId: 0, authority: null };

/** A new business transaction in Initiated, assigned to `broker` and `underwriter`, nothing blocking. */
export function snapshot(over: Partial<TransactionSnapshot> = {}): TransactionSnapshot {
  return {
    type: TransactionType.NewBusiness,
    status: TransactionStatus.Initiated,
    approval: 'none',
    approverId: null,
    assignedUnderwriterId: underwriter.userId,
    assignedUserIds: [broker.userId, underwriter.userId],
    requiredAuthorityLevel: 5,
    needsApprovalBeforeQuote: false,
    quotedAt: null,
    timeZone: TZ,
    inceptionDate: '2025-07-01',
    expiryDate: '2026-07-01',
    discountPercent: '0',
    backdateAuthorised: false,
    riskPlaced: false,
    isLatestInRenewalChain: true,
    hasLaterTransaction: false,
    hasOpenTransaction: false,
    proposalDone: false,
    clientEditing: false,
    allPackageRisksInitiated: true,
    activeAddOnPolicies: 0,
    brokerMessages: { decline: true, referral: false, endorsement: false },
    ...over,
  };
}

/** A command whose input satisfies every input guard. */
export function validCommand(action: LifecycleAction): LifecycleCommand {
  switch (action) {
    case 'refer':
      return { action, underwriterId: otherUnderwriter.userId, reasons: ['Outside appetite'] };
    case 'decline':
      return { action, reasons: ['Claims history'] };
    case 'requestApproval':
      return { action, approver: { userId: approver.userId, authorityLevel: 2 } };
    case 'bind':
      return { action, declarationConfirmed: true };
    default:
      return { action };
  }
}
