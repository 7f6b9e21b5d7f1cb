import { describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../enums.ts';
import { nextSnapshot } from './effects.ts';
import { broker, NOW, snapshot, TODAY, underwriter, validCommand } from './fixtures.ts';
import { transitionOf } from './transition.ts';
import type { LifecycleActor, LifecycleCommand, TransactionSnapshot } from './types.ts';

/** The allowed outcome and the snapshot it produces. */
function step(s: TransactionSnapshot, c: LifecycleCommand, actor: LifecycleActor) {
  const outcome = transitionOf(s, c, actor, NOW);
  if (!outcome.ok) throw new Error(`${c.action} refused: ${outcome.code}`);
  return { effects: outcome.effects, next: nextSnapshot(s, outcome) };
}

describe('effects of each action, by example (the model test samples them)', () => {
  // A broker's past inception moves to today keeping the 13-month term.
  it('edit sets the dates it changes, none when nothing changes, and a broker past date moves to today', () => {
    const s = snapshot({
      inceptionDate: '2025-07-01',
      expiryDate: '2026-07-01',
      backdateAuthorised: true,
    });
    const changed = step(s, { action: 'edit', inceptionDate: '2025-08-01' }, underwriter);
    expect(changed.effects).toEqual([
      { kind: 'setDates', inceptionDate: '2025-08-01', expiryDate: '2026-07-01', reason: 'edit' },
    ]);
    expect(changed.next).toMatchObject({ inceptionDate: '2025-08-01', backdateAuthorised: false });
    expect(step(s, { action: 'edit', expiryDate: '2026-08-01' }, underwriter).effects).toEqual([
      { kind: 'setDates', inceptionDate: '2025-07-01', expiryDate: '2026-08-01', reason: 'edit' },
    ]);
    expect(step(s, { action: 'edit' }, underwriter).effects).toEqual([]);
    expect(step(s, { action: 'edit', inceptionDate: '2025-07-01' }, broker).effects).toEqual([]);
    expect(step(s, { action: 'edit', inceptionDate: '2025-06-01' }, broker).effects).toEqual([
      {
        kind: 'setDates',
        inceptionDate: TODAY,
        expiryDate: '2026-07-15',
        reason: 'brokerPastInception',
      },
    ]);
  });

  it('revoking client access ends it; a backdate within authority is authorised by the quote', () => {
    const editing = snapshot({ clientEditing: true });
    const revoked = step(editing, { action: 'revokeClient' }, broker);
    expect(revoked.effects).toEqual([{ kind: 'clientAccess', granted: false }]);
    expect(revoked.next?.clientEditing).toBe(false);
    const quoted = step(
      snapshot({ status: S.Submitted, inceptionDate: '2025-06-10' }),
      { action: 'quote' },
      underwriter,
    );
    expect(quoted.next).toMatchObject({
      status: S.Quoted,
      backdateAuthorised: true,
      quotedAt: NOW,
    });
  });

  it('renewing marks this risk no longer the latest; amending opens a transaction', () => {
    const bound = snapshot({ status: S.Bound, quotedAt: NOW - 100, riskPlaced: true });
    expect(step(bound, { action: 'renew' }, broker).next).toMatchObject({
      isLatestInRenewalChain: false,
      hasOpenTransaction: false,
    });
    expect(step(bound, { action: 'amend' }, broker).next).toMatchObject({
      isLatestInRenewalChain: true,
      hasOpenTransaction: true,
    });
  });

  it('the broker sees referral and decline reasons only where the product shows them', () => {
    const submitted = snapshot({ status: S.Submitted });
    const hidden = {
      ...submitted,
      brokerMessages: { decline: false, referral: false, endorsement: false },
    };
    const shown = {
      ...submitted,
      brokerMessages: { decline: true, referral: true, endorsement: false },
    };
    const refer = validCommand('refer');
    expect(step(hidden, refer, underwriter).effects).toContainEqual({
      kind: 'notify',
      audience: 'broker',
      event: 'refer',
      reasons: [],
    });
    expect(step(shown, refer, underwriter).effects).toContainEqual({
      kind: 'notify',
      audience: 'broker',
      event: 'refer',
      reasons: ['Outside appetite'],
    });
    const decline = validCommand('decline');
    expect(step(hidden, decline, underwriter).effects).toEqual([
      { kind: 'notify', audience: 'broker', event: 'decline', reasons: [] },
    ]);
    expect(step(shown, decline, underwriter).effects).toEqual([
      { kind: 'notify', audience: 'broker', event: 'decline', reasons: ['Claims history'] },
    ]);
    const backdated = { ...hidden, inceptionDate: '2025-01-01' };
    expect(step(backdated, { action: 'quote' }, underwriter).effects[1]).toEqual({
      kind: 'notify',
      audience: 'broker',
      event: 'refer',
      reasons: [],
    });
    const bare = step(hidden, { action: 'refer', teamId: 7 } as LifecycleCommand, underwriter)
      .effects[0];
    expect(bare).toEqual({
      kind: 'refer',
      reason: 'manual',
      underwriterId: null,
      teamId: 7,
      reasons: [],
    });
  });

  it('bind moves only an inception before today: one of today keeps its dates and gets no setDates', () => {
    const quoted = { status: S.Quoted, quotedAt: NOW - 100 };
    const today = step(
      snapshot({ ...quoted, inceptionDate: TODAY, expiryDate: '2026-06-15' }),
      validCommand('bind'),
      broker,
    );
    expect(today.effects.map((e) => e.kind)).toEqual([
      'lockProductVersion',
      'placeRisk',
      'notify',
      'notify',
    ]);
    expect(today.next).toMatchObject({ riskPlaced: true, inceptionDate: TODAY });
    const placed = snapshot({
      ...quoted,
      riskPlaced: true,
      inceptionDate: '2025-01-01',
      expiryDate: '2026-01-01',
    });
    expect(step(placed, validCommand('bind'), broker).effects.map((e) => e.kind)).toEqual([
      'lockProductVersion',
      'notify',
      'notify',
    ]);
  });
});
