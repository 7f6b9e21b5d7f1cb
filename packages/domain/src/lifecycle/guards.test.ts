import { describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../enums.ts';
import {
  approver,
  broker,
  client,
  DAY,
  NOW,
  otherBroker,
  otherUnderwriter,
  snapshot,
  system,
  underwriter,
  validCommand,
} from './fixtures.ts';
import { authoritySuffices, lifecycleGuards, type GuardId } from './guards.ts';
import { transitionTable } from './table.ts';
import { transitionOf } from './transition.ts';
import type { LifecycleActor, LifecycleCommand, TransactionSnapshot } from './types.ts';

interface GuardCase {
  snapshot: TransactionSnapshot;
  command: LifecycleCommand;
  actor: LifecycleActor;
  /** The same call with the one fact that trips the guard put right: it must then succeed. */
  passes: TransactionSnapshot | LifecycleCommand | LifecycleActor;
}

const submitted = snapshot({ status: S.Submitted });
const quoted = snapshot({ status: S.Quoted, quotedAt: NOW - DAY });
const bound = snapshot({ status: S.Bound, quotedAt: NOW - 100 * DAY, riskPlaced: true });
const weakApprover: LifecycleActor = {
  kind: 'underwriter',
  userId: 41,
  authority: { level: 6, maxBackdateDays: 0, maxDiscountPercent: '0' },
};
const weakUnderwriter: LifecycleActor = {
  ...underwriter,
  authority: { level: 7, maxBackdateDays: 0, maxDiscountPercent: '0' },
};
const requestTo = (userId: number, authorityLevel: number | null): LifecycleCommand => ({
  action: 'requestApproval',
  approver: { userId, authorityLevel },
});

/** One failing case per guard, each with the fix that lets the same call through. */
const cases: Record<Exclude<GuardId, 'backdateAuthority'>, GuardCase> = {
  assignedUser: {
    snapshot: snapshot(),
    command: { action: 'submit' },
    actor: otherBroker,
    passes: broker,
  },
  latestInRenewalChain: {
    snapshot: snapshot({ isLatestInRenewalChain: false }),
    command: { action: 'submit' },
    actor: broker,
    passes: snapshot(),
  },
  notPast: {
    snapshot: { ...bound, hasLaterTransaction: true },
    command: { action: 'amend' },
    actor: broker,
    passes: bound,
  },
  clientNotEditing: {
    snapshot: snapshot({ clientEditing: true }),
    command: { action: 'submit' },
    actor: broker,
    passes: snapshot(),
  },
  clientHasAccess: {
    snapshot: snapshot(),
    command: { action: 'edit' },
    actor: client,
    passes: snapshot({ clientEditing: true }),
  },
  clientIsEditing: {
    snapshot: snapshot(),
    command: { action: 'revokeClient' },
    actor: broker,
    passes: snapshot({ clientEditing: true }),
  },
  proposalNotDone: {
    snapshot: snapshot({ proposalDone: true }),
    command: { action: 'edit' },
    actor: broker,
    passes: snapshot(),
  },
  inceptionFixed: {
    snapshot: snapshot({ type: TransactionType.Adjustment, riskPlaced: true }),
    command: { action: 'edit', inceptionDate: '2025-08-01' },
    actor: underwriter,
    passes: { action: 'edit', inceptionDate: '2025-07-01', expiryDate: '2026-08-01' },
  },
  noOpenTransaction: {
    snapshot: { ...bound, hasOpenTransaction: true },
    command: { action: 'renew' },
    actor: broker,
    passes: bound,
  },
  policyInForce: {
    snapshot: { ...bound, type: TransactionType.Cancellation },
    command: { action: 'amend' },
    actor: broker,
    passes: bound,
  },
  addOnsCancelled: {
    snapshot: { ...bound, activeAddOnPolicies: 2 },
    command: { action: 'cancel' },
    actor: broker,
    passes: bound,
  },
  quoteValid: {
    snapshot: { ...quoted, quotedAt: NOW - 31 * DAY },
    command: validCommand('bind'),
    actor: broker,
    passes: quoted,
  },
  approvalBeforeQuote: {
    snapshot: { ...submitted, needsApprovalBeforeQuote: true },
    command: { action: 'quote' },
    actor: underwriter,
    passes: {
      ...submitted,
      needsApprovalBeforeQuote: true,
      approval: 'approved',
      approverId: approver.userId,
    },
  },
  discountAuthority: {
    snapshot: { ...submitted, discountPercent: '12.5' },
    command: { action: 'quote' },
    actor: underwriter,
    passes: { ...submitted, discountPercent: '10' },
  },
  referralTarget: {
    snapshot: submitted,
    command: { action: 'refer', underwriterId: 31, teamId: 7, reasons: [] },
    actor: underwriter,
    passes: { action: 'refer', teamId: 7, reasons: [] },
  },
  declineReasons: {
    snapshot: submitted,
    command: { action: 'decline', reasons: [' '] },
    actor: underwriter,
    passes: validCommand('decline'),
  },
  approvalRequestable: {
    snapshot: { ...submitted, approval: 'requested', approverId: approver.userId },
    command: validCommand('requestApproval'),
    actor: underwriter,
    passes: { ...submitted, approval: 'denied', approverId: approver.userId },
  },
  approverAuthority: {
    snapshot: submitted,
    command: requestTo(approver.userId, 6),
    actor: underwriter,
    passes: requestTo(approver.userId, 5),
  },
  approverNotSelf: {
    snapshot: submitted,
    command: requestTo(underwriter.userId, 1),
    actor: underwriter,
    passes: requestTo(otherUnderwriter.userId, 1),
  },
  approvalPending: {
    snapshot: { ...submitted, approval: 'approved', approverId: approver.userId },
    command: { action: 'approve' },
    actor: approver,
    passes: { ...submitted, approval: 'requested', approverId: approver.userId },
  },
  approvalUndoable: {
    snapshot: submitted,
    command: { action: 'undoApproval' },
    actor: underwriter,
    passes: { ...submitted, approval: 'approved', approverId: approver.userId },
  },
  ownApprovalAuthority: {
    snapshot: { ...submitted, approval: 'requested', approverId: weakApprover.userId },
    command: { action: 'approve' },
    actor: weakApprover,
    passes: {
      ...submitted,
      approval: 'requested',
      approverId: weakApprover.userId,
      requiredAuthorityLevel: 6,
    },
  },
  declarationConfirmed: {
    snapshot: quoted,
    command: { action: 'bind', declarationConfirmed: false },
    actor: broker,
    passes: validCommand('bind'),
  },
  quoteLapsed: {
    snapshot: quoted,
    command: { action: 'notTakenUp' },
    actor: system,
    passes: { ...quoted, quotedAt: NOW - 31 * DAY },
  },
  packageInitiated: {
    snapshot: snapshot({ allPackageRisksInitiated: false }),
    command: { action: 'sendToClient' },
    actor: broker,
    passes: snapshot(),
  },
};

function withFix(c: GuardCase): [TransactionSnapshot, LifecycleCommand, LifecycleActor] {
  const fix = c.passes;
  if ('action' in fix) return [c.snapshot, fix, c.actor];
  if ('kind' in fix) return [c.snapshot, c.command, fix];
  return [fix, c.command, c.actor];
}

describe('every guard refuses with its code, message and status, and only for its reason', () => {
  it.each(Object.entries(cases))('%s', (id, c) => {
    const { code, message, status } = lifecycleGuards[id as GuardId];
    expect(transitionOf(c.snapshot, c.command, c.actor, NOW)).toEqual({
      ok: false,
      code,
      message,
      status,
    });
    const [s, command, actor] = withFix(c);
    expect(transitionOf(s, command, actor, NOW)).toMatchObject({ ok: true });
  });

  it('backdateAuthority does not refuse: a quote backdated beyond authority is referred (§4)', () => {
    const s = { ...submitted, inceptionDate: '2025-06-04' }; // 11 days back; the underwriter may backdate 10
    expect(transitionOf(s, 'quote', underwriter, NOW)).toMatchObject({ ok: true, to: S.Referred });
    expect(transitionOf(s, 'quote', system, NOW)).toMatchObject({ ok: true, to: S.Referred });
    expect(
      transitionOf({ ...s, assignedUnderwriterId: 31 }, 'quote', otherUnderwriter, NOW),
    ).toMatchObject({ ok: true, to: S.Quoted });
    expect(
      transitionOf({ ...s, backdateAuthorised: true }, 'quote', underwriter, NOW),
    ).toMatchObject({ ok: true, to: S.Quoted });
  });

  it('an underwriter below the required authority needs approval to quote; the rating engine does not', () => {
    expect(transitionOf(submitted, 'quote', weakUnderwriter, NOW)).toMatchObject({
      ok: false,
      code: 'APPROVAL_REQUIRED',
      status: 422,
    });
    expect(transitionOf(submitted, 'quote', system, NOW)).toMatchObject({ ok: true, to: S.Quoted });
    expect(
      transitionOf({ ...submitted, discountPercent: '5' }, 'quote', system, NOW),
    ).toMatchObject({ ok: false, code: 'DISCOUNT_AUTHORITY' });
  });

  it('a cancellation cannot be bound while add-on policies are active', () => {
    const s = {
      ...quoted,
      type: TransactionType.Cancellation,
      riskPlaced: true,
      activeAddOnPolicies: 1,
    };
    expect(transitionOf(s, validCommand('bind'), broker, NOW)).toMatchObject({
      ok: false,
      code: 'ADD_ONS_ACTIVE',
      status: 422,
    });
    expect(
      transitionOf({ ...s, type: TransactionType.Adjustment }, validCommand('bind'), broker, NOW),
    ).toMatchObject({ ok: true });
  });

  it('authority level 1 is highest: a level suffices when its number is at most the required one', () => {
    expect(authoritySuffices(1, 5)).toBe(true);
    expect(authoritySuffices(5, 5)).toBe(true);
    expect(authoritySuffices(6, 5)).toBe(false);
    expect(authoritySuffices(null, 10)).toBe(false);
  });

  it('every guard is tested and used by the table', () => {
    expect(Object.keys(cases).sort()).toEqual(
      Object.keys(lifecycleGuards)
        .filter((id) => id !== 'backdateAuthority')
        .sort(),
    );
    const used = new Set(transitionTable.flatMap((r) => r.guards));
    expect([...used].sort()).toEqual(Object.keys(lifecycleGuards).sort());
  });
});
