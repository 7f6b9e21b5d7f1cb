import { expect } from 'vitest';
import { TransactionStatus as S, TransactionType, type TransactionStatus } from '../../enums.ts';
import { expiryForTerm, quoteExpiresAt, termOf, todayInZone } from '../dates.ts';
import { nextSnapshot, startedTransaction } from '../effects.ts';
import { LifecycleMessages } from '../messages.ts';
import type {
  LifecycleActor,
  LifecycleCommand,
  TransactionSnapshot,
  TransitionOutcome,
} from '../types.ts';

// The model test's reference model (model.test.ts): what each allowed step must produce.

/** Inception moved to today keeping the term (§4), written independently of effects.ts. */
function movedToToday(s: TransactionSnapshot, inception: string, expiry: string, today: string) {
  return {
    ...s,
    inceptionDate: today,
    expiryDate: expiryForTerm(today, termOf(inception, expiry)),
    backdateAuthorised: false,
  };
}

/**
 * The reference model: the snapshot an allowed step must produce (status, dates, flags, approval, client
 * access, open transactions), computed from the spec's rules without the effects list.
 */
function expectedNext(
  prev: TransactionSnapshot,
  c: LifecycleCommand,
  a: LifecycleActor,
  now: number,
  to: TransactionStatus,
): TransactionSnapshot {
  const s: TransactionSnapshot = { ...prev, status: to };
  const today = todayInZone(now, prev.timeZone);
  const backdated = !prev.riskPlaced && prev.inceptionDate < today;
  const brokerMoves = (inception: string) =>
    a.kind === 'broker' && !prev.riskPlaced && inception < today;
  switch (c.action) {
    case 'submit':
      return brokerMoves(prev.inceptionDate)
        ? movedToToday(s, prev.inceptionDate, prev.expiryDate, today)
        : s;
    case 'edit': {
      const inception = c.inceptionDate ?? prev.inceptionDate;
      const expiry = c.expiryDate ?? prev.expiryDate;
      if (brokerMoves(inception)) return movedToToday(s, inception, expiry, today);
      if (inception === prev.inceptionDate && expiry === prev.expiryDate) return s;
      return { ...s, inceptionDate: inception, expiryDate: expiry, backdateAuthorised: false };
    }
    case 'sendToClient':
      return { ...s, clientEditing: true };
    case 'revokeClient':
      return { ...s, clientEditing: false };
    case 'markProposalDone':
      return { ...s, proposalDone: true, clientEditing: false };
    case 'quote':
      if (to === S.Referred) return s;
      return {
        ...s,
        quotedAt: now,
        backdateAuthorised: prev.backdateAuthorised || backdated,
      };
    case 'refer':
      return {
        ...s,
        assignedUnderwriterId: c.underwriterId ?? prev.assignedUnderwriterId,
        approval: 'none',
        approverId: null,
      };
    case 'requestApproval':
      return { ...s, approval: 'requested', approverId: c.approver!.userId };
    case 'approve':
      return { ...s, approval: 'approved' };
    case 'deny':
      return { ...s, approval: 'denied' };
    case 'undoApproval':
      return { ...s, approval: 'none', approverId: null };
    case 'reopen':
      return {
        ...s,
        quotedAt: null,
        backdateAuthorised: false,
        approval: 'none',
        approverId: null,
      };
    case 'bind': {
      const moved =
        backdated && !prev.backdateAuthorised
          ? movedToToday(s, prev.inceptionDate, prev.expiryDate, today)
          : s;
      return { ...moved, riskPlaced: true };
    }
    case 'amend':
    case 'cancel':
      return { ...s, hasOpenTransaction: true };
    case 'renew':
      return { ...s, isLatestInRenewalChain: false };
    default: // decline, notTakenUp
      return s;
  }
}

/** Who hears of each allowed action, and with which reasons (the broker sees them only where the product says). */
function expectedNotices(
  prev: TransactionSnapshot,
  c: LifecycleCommand,
  a: LifecycleActor,
  to: TransactionStatus,
) {
  const reasons = (shown: boolean, list: readonly string[] | undefined) =>
    shown ? (list ?? []) : [];
  switch (c.action) {
    case 'submit':
      return [{ audience: 'assignedUnderwriter', event: 'submit', reasons: [] }];
    case 'sendToClient':
      return [{ audience: 'client', event: 'sendToClient', reasons: [] }];
    case 'markProposalDone':
      return [{ audience: 'broker', event: 'markProposalDone', reasons: [] }];
    case 'quote':
      return to === S.Referred
        ? [
            {
              audience: 'broker',
              event: 'refer',
              reasons: reasons(prev.brokerMessages.referral, [LifecycleMessages.backdateReferred]),
            },
          ]
        : [{ audience: 'broker', event: 'quote', reasons: [] }];
    case 'refer':
      return [
        {
          audience: 'broker',
          event: 'refer',
          reasons: reasons(prev.brokerMessages.referral, c.reasons),
        },
      ];
    case 'decline':
      return [
        {
          audience: 'broker',
          event: 'decline',
          reasons: reasons(prev.brokerMessages.decline, c.reasons),
        },
      ];
    case 'requestApproval':
      return [{ audience: 'approver', event: 'requestApproval', reasons: [] }];
    case 'approve':
    case 'deny':
      return [{ audience: 'assignedUnderwriter', event: c.action, reasons: [] }];
    case 'bind':
      return [
        { audience: 'broker', event: 'bind', reasons: [] },
        { audience: 'assignedUnderwriter', event: 'bind', reasons: [] },
      ];
    case 'notTakenUp':
      return a.kind === 'system' ? [{ audience: 'broker', event: 'notTakenUp', reasons: [] }] : [];
    default:
      return [];
  }
}

/** Checks an allowed step's effects and resulting snapshot against the reference model. */
export function checkEffects(
  prev: TransactionSnapshot,
  c: LifecycleCommand,
  a: LifecycleActor,
  now: number,
  outcome: Extract<TransitionOutcome, { ok: true }>,
) {
  const next = nextSnapshot(prev, outcome);
  if (c.action === 'discard') {
    expect(next).toBeNull();
    return;
  }
  expect(next).toEqual(expectedNext(prev, c, a, now, outcome.to as TransactionStatus));
  const kinds = outcome.effects.map((e) => e.kind);
  const notices = outcome.effects.filter((e) => e.kind === 'notify');
  expect(notices).toEqual(
    expectedNotices(prev, c, a, outcome.to as TransactionStatus).map((n) => ({
      kind: 'notify',
      ...n,
    })),
  );
  expect(kinds.includes('lockProductVersion')).toBe(c.action === 'bind');
  expect(kinds.includes('placeRisk')).toBe(c.action === 'bind' && !prev.riskPlaced);
  expect(kinds.includes('endPolicy')).toBe(
    c.action === 'bind' && prev.type === TransactionType.Cancellation,
  );
  const started = outcome.effects.filter((e) => e.kind === 'startTransaction');
  const startedType = {
    amend: TransactionType.Adjustment,
    cancel: TransactionType.Cancellation,
    renew: TransactionType.Renewal,
  }[c.action as 'amend' | 'cancel' | 'renew'];
  expect(started).toEqual(startedType ? [{ kind: 'startTransaction', type: startedType }] : []);
  if (c.action === 'quote' && outcome.to === S.Quoted) {
    expect(outcome.effects).toContainEqual({
      kind: 'recordQuote',
      quotedAt: now,
      expiresAt: quoteExpiresAt(now, prev.timeZone),
    });
  }
  if (started[0] && startedType) {
    const renewal = startedType === TransactionType.Renewal;
    const fresh = startedTransaction(prev, startedType);
    expect(fresh).toEqual({
      ...prev,
      type: startedType,
      status: S.Initiated,
      approval: 'none',
      approverId: null,
      quotedAt: null,
      inceptionDate: renewal ? prev.expiryDate : prev.inceptionDate,
      expiryDate: renewal
        ? expiryForTerm(prev.expiryDate, termOf(prev.inceptionDate, prev.expiryDate))
        : prev.expiryDate,
      backdateAuthorised: false,
      riskPlaced: !renewal,
      isLatestInRenewalChain: true,
      hasLaterTransaction: false,
      hasOpenTransaction: false,
      proposalDone: false,
      clientEditing: false,
    });
  }
}
