import { describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../enums.ts';
import { nextSnapshot, startedTransaction } from './effects.ts';
import {
  approver,
  broker,
  client,
  DAY,
  NOW,
  otherUnderwriter,
  snapshot,
  system,
  TODAY,
  underwriter,
  validCommand,
} from './fixtures.ts';
import { LifecycleMessages } from './messages.ts';
import { availableActions, transitionOf } from './transition.ts';
import type { LifecycleActor, LifecycleCommand, TransactionSnapshot } from './types.ts';

describe('effects the API carries out', () => {
  it("a broker's submit moves a past inception to today keeping the term", () => {
    const outcome = transitionOf(
      snapshot({ inceptionDate: '2025-06-01', expiryDate: '2026-06-01' }),
      'submit',
      broker,
      NOW,
    );
    expect(outcome.ok && outcome.effects).toContainEqual({
      kind: 'setDates',
      inceptionDate: TODAY,
      expiryDate: '2026-06-15',
      reason: 'brokerPastInception',
    });
  });

  it('a quote records its expiry; a backdate beyond authority refers instead, within authority is kept', () => {
    const quoted = transitionOf(snapshot({ status: S.Submitted }), 'quote', underwriter, NOW);
    expect(quoted).toMatchObject({ ok: true, to: S.Quoted });
    expect(quoted.ok && quoted.effects).toContainEqual({
      kind: 'recordQuote',
      quotedAt: NOW,
      expiresAt: Date.UTC(2025, 6, 15, 14) / 1000,
    });
    const far = transitionOf(
      snapshot({ status: S.Submitted, inceptionDate: '2025-06-01' }),
      'quote',
      underwriter,
      NOW,
    );
    expect(far.ok && far.effects[0]).toEqual({
      kind: 'refer',
      reason: 'backdate',
      underwriterId: null,
      teamId: null,
      reasons: [LifecycleMessages.backdateReferred],
    });
    expect(far).toMatchObject({
      ok: true,
      to: S.Referred,
      effects: [{ kind: 'refer', reason: 'backdate' }, { kind: 'notify' }],
    });
    const near = transitionOf(
      snapshot({ status: S.Submitted, inceptionDate: '2025-06-10' }),
      'quote',
      underwriter,
      NOW,
    );
    expect(near).toMatchObject({ ok: true, to: S.Quoted });
    expect(near.ok && near.effects[0]).toEqual({ kind: 'authoriseBackdate' });
  });

  it('bind moves an unauthorised backdate to today, keeps an authorised one, locks the product version and places the risk', () => {
    const s = snapshot({
      status: S.Quoted,
      quotedAt: NOW - DAY,
      inceptionDate: '2025-06-14',
      expiryDate: '2025-12-14',
    });
    const bound = transitionOf(s, validCommand('bind'), broker, NOW);
    expect(bound.ok && bound.effects).toEqual([
      {
        kind: 'setDates',
        inceptionDate: TODAY,
        expiryDate: '2025-12-15',
        reason: 'backdatedAtBind',
      },
      { kind: 'lockProductVersion' },
      { kind: 'placeRisk' },
      { kind: 'notify', audience: 'broker', event: 'bind', reasons: [] },
      { kind: 'notify', audience: 'assignedUnderwriter', event: 'bind', reasons: [] },
    ]);
    const kept = transitionOf(
      { ...s, backdateAuthorised: true },
      validCommand('bind'),
      broker,
      NOW,
    );
    expect(kept.ok && kept.effects.some((e) => e.kind === 'setDates')).toBe(false);
    const cancellation = snapshot({
      type: TransactionType.Cancellation,
      status: S.Quoted,
      quotedAt: NOW - DAY,
      riskPlaced: true,
    });
    const ended = transitionOf(cancellation, validCommand('bind'), broker, NOW);
    expect(ended.ok && ended.effects.map((e) => e.kind)).toEqual([
      'lockProductVersion',
      'endPolicy',
      'notify',
      'notify',
    ]);
  });

  it('a placed risk keeps its inception: an amendment of a policy that started months ago is neither referred for backdating nor moved at bind', () => {
    const amendment = snapshot({
      type: TransactionType.Adjustment,
      status: S.Submitted,
      inceptionDate: '2025-01-10',
      expiryDate: '2026-01-10',
      riskPlaced: true,
    });
    const quoted = transitionOf(amendment, validCommand('quote'), system, NOW);
    expect(quoted.ok && quoted.to).toBe(S.Quoted);
    expect(quoted.ok && quoted.effects.map((e) => e.kind)).not.toContain('authoriseBackdate');
    const bound = transitionOf(
      { ...amendment, status: S.Quoted, quotedAt: NOW - DAY },
      validCommand('bind'),
      broker,
      NOW,
    );
    expect(bound.ok && bound.effects.some((e) => e.kind === 'setDates')).toBe(false);
    const edited = transitionOf(
      { ...amendment, status: S.Initiated },
      { action: 'edit' },
      broker,
      NOW,
    );
    expect(edited.ok && edited.effects.some((e) => e.kind === 'setDates')).toBe(false);
  });

  it('refer assigns the underwriter and resets approval; brokers see reasons only when the product shows them', () => {
    const s = snapshot({ status: S.Submitted, approval: 'denied', approverId: approver.userId });
    const hidden = transitionOf(s, validCommand('refer'), underwriter, NOW);
    expect(hidden.ok && nextSnapshot(s, hidden)).toMatchObject({
      status: S.Referred,
      assignedUnderwriterId: otherUnderwriter.userId,
      approval: 'none',
    });
    expect(hidden.ok && hidden.effects).toContainEqual({
      kind: 'notify',
      audience: 'broker',
      event: 'refer',
      reasons: [],
    });
    const shown = transitionOf(
      { ...s, brokerMessages: { ...s.brokerMessages, referral: true } },
      validCommand('refer'),
      underwriter,
      NOW,
    );
    expect(shown.ok && shown.effects).toContainEqual({
      kind: 'notify',
      audience: 'broker',
      event: 'refer',
      reasons: ['Outside appetite'],
    });
    const declined = transitionOf(
      { ...s, brokerMessages: { decline: false, referral: true, endorsement: true } },
      validCommand('decline'),
      system,
      NOW,
    );
    expect(declined).toEqual({
      ok: true,
      action: 'decline',
      to: S.Declined,
      effects: [{ kind: 'notify', audience: 'broker', event: 'decline', reasons: [] }],
    });
  });

  it('approval: request, approve, deny and undo move the approval state and leave the status', () => {
    let s = snapshot({ status: S.Submitted, needsApprovalBeforeQuote: true });
    const steps: [LifecycleCommand, LifecycleActor, TransactionSnapshot['approval']][] = [
      [validCommand('requestApproval'), underwriter, 'requested'],
      [{ action: 'deny' }, approver, 'denied'],
      [validCommand('requestApproval'), underwriter, 'requested'],
      [{ action: 'undoApproval' }, underwriter, 'none'],
      [validCommand('requestApproval'), underwriter, 'requested'],
      [{ action: 'approve' }, approver, 'approved'],
    ];
    for (const [command, actor, approval] of steps) {
      const outcome = transitionOf(s, command, actor, NOW);
      if (!outcome.ok) throw new Error(outcome.message);
      s = nextSnapshot(s, outcome) ?? s;
      expect(s).toMatchObject({ status: S.Submitted, approval });
    }
    expect(transitionOf(s, 'quote', underwriter, NOW)).toMatchObject({ ok: true, to: S.Quoted });
  });

  it('amend, cancel and renew leave the Bound transaction and start a new one', () => {
    const s = snapshot({ status: S.Bound, quotedAt: NOW - DAY, riskPlaced: true });
    for (const [action, type] of [
      ['amend', TransactionType.Adjustment],
      ['cancel', TransactionType.Cancellation],
      ['renew', TransactionType.Renewal],
    ] as const) {
      const outcome = transitionOf(s, action, broker, NOW);
      expect(outcome).toEqual({
        ok: true,
        action,
        to: S.Bound,
        effects: [{ kind: 'startTransaction', type }],
      });
    }
    expect(startedTransaction(s, TransactionType.Renewal)).toMatchObject({
      type: TransactionType.Renewal,
      status: S.Initiated,
      inceptionDate: '2026-07-01',
      expiryDate: '2027-07-01',
      riskPlaced: false,
    });
    expect(startedTransaction(s, TransactionType.Adjustment)).toMatchObject({
      status: S.Initiated,
      inceptionDate: '2025-07-01',
      riskPlaced: true,
    });
  });

  it('discard removes the transaction; send to client makes it read-only to the broker until revoked', () => {
    const s = snapshot();
    const discarded = transitionOf(s, 'discard', broker, NOW);
    expect(discarded).toEqual({ ok: true, action: 'discard', to: 'discarded', effects: [] });
    expect(discarded.ok && nextSnapshot(s, discarded)).toBeNull();
    const sent = transitionOf(s, 'sendToClient', broker, NOW);
    const editing = sent.ok ? nextSnapshot(s, sent) : null;
    expect(editing?.clientEditing).toBe(true);
    expect(editing && availableActions(editing, broker, NOW)).toEqual(['revokeClient']);
    expect(editing && availableActions(editing, client, NOW)).toEqual(['edit', 'markProposalDone']);
  });

  it('offers the broker of a valid quote reopen, bind and not taken up, and drops bind once it expires', () => {
    const s = snapshot({ status: S.Quoted, quotedAt: NOW - DAY });
    expect(availableActions(s, broker, NOW)).toEqual(['reopen', 'bind', 'notTakenUp']);
    expect(availableActions(s, broker, NOW + 31 * DAY)).toEqual(['reopen', 'notTakenUp']);
    expect(availableActions(s, system, NOW + 31 * DAY)).toEqual(['notTakenUp']);
  });

  it('a bare action name for an action that needs input fails that input check', () => {
    expect(
      transitionOf(snapshot({ status: S.Submitted }), 'decline', underwriter, NOW),
    ).toMatchObject({ ok: false, code: 'DECLINE_REASONS_REQUIRED', status: 422 });
    expect(
      transitionOf(snapshot({ status: S.Quoted, quotedAt: NOW }), 'bind', broker, NOW),
    ).toMatchObject({ ok: false, code: 'DECLARATION_REQUIRED' });
  });

  it('the scheduler lapsing an expired quote tells the broker', () => {
    const s = snapshot({ status: S.Quoted, quotedAt: NOW - 31 * DAY });
    expect(transitionOf(s, 'notTakenUp', system, NOW)).toEqual({
      ok: true,
      action: 'notTakenUp',
      to: S.NotTakenUp,
      effects: [{ kind: 'notify', audience: 'broker', event: 'notTakenUp', reasons: [] }],
    });
    expect(transitionOf(s, 'notTakenUp', broker, NOW)).toMatchObject({ ok: true, effects: [] });
  });
});
