import { describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../enums.ts';
import { quoteExpiresAt } from './dates.ts';
import {
  broker,
  DAY,
  NOW,
  snapshot,
  system,
  TODAY,
  TZ,
  underwriter,
  validCommand,
} from './fixtures.ts';
import { lifecycleGuards, type GuardId } from './guards.ts';
import { transitionOf } from './transition.ts';
import type { LifecycleActor, LifecycleCommand } from './types.ts';

const refusedBy = (id: GuardId) => {
  const { code, message, status } = lifecycleGuards[id];
  return { ok: false, code, message, status };
};
const submitted = snapshot({ status: S.Submitted });
// underwriter: level 5, may backdate 10 days and discount 10 %.

describe('guards at their boundaries: equal to the limit passes, one over refuses', () => {
  it('backdating by exactly the authority limit quotes; one day more refers', () => {
    const at = transitionOf(
      { ...submitted, inceptionDate: '2025-06-05' },
      'quote',
      underwriter,
      NOW,
    );
    expect(at).toMatchObject({
      ok: true,
      to: S.Quoted,
      effects: [{ kind: 'authoriseBackdate' }, { kind: 'recordQuote' }, { kind: 'notify' }],
    });
    const over = transitionOf(
      { ...submitted, inceptionDate: '2025-06-04' },
      'quote',
      underwriter,
      NOW,
    );
    expect(over).toMatchObject({ ok: true, to: S.Referred });
    const today = transitionOf({ ...submitted, inceptionDate: TODAY }, 'quote', underwriter, NOW);
    expect(today).toMatchObject({
      ok: true,
      to: S.Quoted,
      effects: [{ kind: 'recordQuote' }, { kind: 'notify' }],
    });
    const noAuthority: LifecycleActor = {
      ...underwriter,
      authority: { level: 1, maxBackdateDays: 0, maxDiscountPercent: '0' },
    };
    expect(
      transitionOf({ ...submitted, inceptionDate: '2025-06-14' }, 'quote', noAuthority, NOW),
    ).toMatchObject({ to: S.Referred });
    // A placed risk's inception is not backdating.
    expect(
      transitionOf(
        { ...submitted, inceptionDate: '2025-01-01', riskPlaced: true },
        'quote',
        underwriter,
        NOW,
      ),
    ).toMatchObject({
      to: S.Quoted,
      effects: [{ kind: 'recordQuote' }, { kind: 'notify' }],
    });
  });

  it('a discount equal to the authority passes, above it refuses unless approved', () => {
    expect(
      transitionOf({ ...submitted, discountPercent: '10' }, 'quote', underwriter, NOW),
    ).toMatchObject({ ok: true });
    expect(
      transitionOf({ ...submitted, discountPercent: '10.01' }, 'quote', underwriter, NOW),
    ).toEqual(refusedBy('discountAuthority'));
    expect(
      transitionOf(
        { ...submitted, discountPercent: '10.01', approval: 'approved', approverId: 40 },
        'quote',
        underwriter,
        NOW,
      ),
    ).toMatchObject({ ok: true, to: S.Quoted });
    expect(
      transitionOf(
        { ...submitted, discountPercent: '10.01', approval: 'requested', approverId: 40 },
        'quote',
        underwriter,
        NOW,
      ),
    ).toEqual(refusedBy('discountAuthority'));
    const none: LifecycleActor = { ...underwriter, authority: null };
    expect(
      transitionOf(
        { ...submitted, discountPercent: '0', needsApprovalBeforeQuote: false },
        'quote',
        system,
        NOW,
      ),
    ).toMatchObject({ ok: true });
    expect(
      transitionOf(
        { ...submitted, discountPercent: '0.01', approval: 'approved', approverId: 40 },
        'quote',
        none,
        NOW,
      ),
    ).toMatchObject({ ok: true });
  });

  it('a referral names exactly one target; the rating engine may name none, never two', () => {
    const refer = (underwriterId: number | null, teamId: number | null): LifecycleCommand => ({
      action: 'refer',
      underwriterId,
      teamId,
      reasons: ['Outside appetite'],
    });
    expect(transitionOf(submitted, refer(null, null), underwriter, NOW)).toEqual(
      refusedBy('referralTarget'),
    );
    expect(transitionOf(submitted, refer(31, 7), underwriter, NOW)).toEqual(
      refusedBy('referralTarget'),
    );
    expect(transitionOf(submitted, refer(31, null), underwriter, NOW)).toMatchObject({
      ok: true,
      to: S.Referred,
    });
    expect(transitionOf(submitted, refer(null, 7), underwriter, NOW)).toMatchObject({
      ok: true,
      to: S.Referred,
    });
    expect(transitionOf(submitted, refer(null, null), system, NOW)).toMatchObject({
      ok: true,
      to: S.Referred,
    });
    expect(transitionOf(submitted, refer(null, 7), system, NOW)).toMatchObject({ ok: true });
    expect(transitionOf(submitted, refer(31, 7), system, NOW)).toEqual(refusedBy('referralTarget'));
  });

  it('an approver whose level equals the required one may be asked; one level lower may not', () => {
    const ask = (authorityLevel: number | null, userId = 40): LifecycleCommand => ({
      action: 'requestApproval',
      approver: { userId, authorityLevel },
    });
    expect(transitionOf(submitted, ask(5), underwriter, NOW)).toMatchObject({ ok: true });
    expect(transitionOf(submitted, ask(6), underwriter, NOW)).toEqual(
      refusedBy('approverAuthority'),
    );
    expect(transitionOf(submitted, ask(null), underwriter, NOW)).toEqual(
      refusedBy('approverAuthority'),
    );
    expect(transitionOf(submitted, ask(1, underwriter.userId), underwriter, NOW)).toEqual(
      refusedBy('approverNotSelf'),
    );
    for (const approval of ['requested', 'approved'] as const) {
      expect(
        transitionOf({ ...submitted, approval, approverId: 40 }, ask(5), underwriter, NOW),
      ).toEqual(refusedBy('approvalRequestable'));
    }
    expect(
      transitionOf({ ...submitted, approval: 'denied', approverId: 40 }, ask(5), underwriter, NOW),
    ).toMatchObject({ ok: true });
  });

  it('a quote binds until the instant it expires and lapses from that instant', () => {
    const quotedAt = NOW - 10 * DAY;
    const expires = quoteExpiresAt(quotedAt, TZ);
    const quoted = snapshot({ status: S.Quoted, quotedAt });
    const bind = validCommand('bind');
    expect(transitionOf(quoted, bind, broker, expires - 1)).toMatchObject({
      ok: true,
      to: S.Bound,
    });
    expect(transitionOf(quoted, bind, broker, expires)).toEqual(refusedBy('quoteValid'));
    expect(transitionOf(quoted, bind, broker, quotedAt - 1)).toEqual(refusedBy('quoteValid'));
    expect(transitionOf(quoted, 'notTakenUp', system, expires - 1)).toEqual(
      refusedBy('quoteLapsed'),
    );
    expect(transitionOf(quoted, 'notTakenUp', system, expires)).toMatchObject({
      ok: true,
      to: S.NotTakenUp,
    });
    expect(
      transitionOf(quoted, { action: 'bind', declarationConfirmed: false }, broker, NOW),
    ).toEqual(refusedBy('declarationConfirmed'));
  });

  it("only a broker's past inception moves to today, from one day back", () => {
    const yesterday = snapshot({ inceptionDate: '2025-06-14', expiryDate: '2026-06-14' });
    expect(transitionOf(yesterday, 'submit', broker, NOW)).toMatchObject({
      ok: true,
      effects: [
        {
          kind: 'setDates',
          inceptionDate: TODAY,
          expiryDate: '2026-06-15',
          reason: 'brokerPastInception',
        },
        { kind: 'notify' },
      ],
    });
    const today = snapshot({ inceptionDate: TODAY, expiryDate: '2026-06-15' });
    expect(transitionOf(today, 'submit', broker, NOW)).toMatchObject({
      ok: true,
      effects: [{ kind: 'notify' }],
    });
    expect(transitionOf(yesterday, 'submit', underwriter, NOW)).toMatchObject({
      ok: true,
      effects: [{ kind: 'notify' }],
    });
    expect(transitionOf({ ...yesterday, riskPlaced: true }, 'submit', broker, NOW)).toMatchObject({
      ok: true,
      effects: [{ kind: 'notify' }],
    });
  });

  it('decline needs a reason that is not blank', () => {
    expect(
      transitionOf(submitted, { action: 'decline', reasons: [' '] }, underwriter, NOW),
    ).toEqual(refusedBy('declineReasons'));
    expect(transitionOf(submitted, { action: 'decline', reasons: [] }, underwriter, NOW)).toEqual(
      refusedBy('declineReasons'),
    );
    expect(
      transitionOf(submitted, { action: 'decline', reasons: [' ', 'x'] }, underwriter, NOW),
    ).toMatchObject({ ok: true, to: S.Declined });
  });
});
