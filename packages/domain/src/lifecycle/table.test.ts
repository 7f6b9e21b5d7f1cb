import { describe, expect, it } from 'vitest';
import { TransactionStatus as S, type TransactionStatus } from '../enums.ts';
import {
  approver,
  broker,
  client,
  DAY,
  NOW,
  otherUnderwriter,
  snapshot,
  system,
  underwriter,
  validCommand,
} from './fixtures.ts';
import { LifecycleMessages } from './messages.ts';
import { transitionTable, type TransitionRow } from './table.ts';
import { availableActions, transitionOf } from './transition.ts';
import type { LifecycleActor, ParticipantRole, TransactionSnapshot } from './types.ts';

const actorOf: Record<ParticipantRole, LifecycleActor> = {
  broker,
  client,
  assignedUnderwriter: underwriter,
  underwriter: otherUnderwriter,
  approver,
  system,
};

/** A snapshot in `status` where the row's guards hold for the role. */
function readyFor(
  row: TransitionRow,
  status: TransactionStatus,
  role: ParticipantRole,
): TransactionSnapshot {
  const over: Partial<TransactionSnapshot> = { status };
  if (role === 'client' || row.action === 'revokeClient') over.clientEditing = true;
  if (['approve', 'deny', 'undoApproval'].includes(row.action))
    Object.assign(over, { approval: 'requested', approverId: approver.userId });
  if (status === S.Quoted || status === S.Bound) over.quotedAt = NOW - DAY;
  if (row.action === 'notTakenUp' && role === 'system') over.quotedAt = NOW - 40 * DAY;
  if (status === S.Bound) over.riskPlaced = true;
  return snapshot(over);
}

const cases = transitionTable.flatMap((row) =>
  row.from.flatMap((from) =>
    row.who.map((role) => ({
      row,
      from,
      role,
      name: `${row.action}: ${from} → ${String(row.to)} by ${role}`,
    })),
  ),
);

describe('every row of the transition table', () => {
  it.each(cases)('$name', ({ row, from, role }) => {
    const s = readyFor(row, from, role);
    const outcome = transitionOf(s, validCommand(row.action), actorOf[role], NOW);
    expect(outcome).toMatchObject({
      ok: true,
      action: row.action,
      to: row.to === 'same' ? from : row.to,
    });
    expect(availableActions(s, actorOf[role], NOW)).toContain(row.action);
  });

  it('refuses an action from a status no row leaves with 409 and names both', () => {
    expect(
      transitionOf(snapshot({ status: S.Declined }), validCommand('bind'), broker, NOW),
    ).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
      message: "The action 'Bind' is not possible for a risk transaction in Declined status.",
      status: 409,
    });
  });

  it.each([S.Submitted, S.Quoted, S.Declined, S.Referred, S.NotTakenUp, S.Bound])(
    'discard from status %i answers the spec message',
    (status) => {
      expect(transitionOf(snapshot({ status }), 'discard', broker, NOW)).toEqual({
        ok: false,
        code: 'TRANSACTION_NOT_DISCARDABLE',
        message: 'Risk transactions can only be discarded when in Initiated status.',
        status: 409,
      });
    },
  );

  it('refuses the wrong actor with 403', () => {
    expect(transitionOf(snapshot({ status: S.Submitted }), 'quote', broker, NOW)).toEqual({
      ok: false,
      code: 'ACTOR_NOT_ALLOWED',
      message: "You may not take the action 'Quote' on this risk transaction.",
      status: 403,
    });
    expect(
      transitionOf(
        snapshot({ status: S.Submitted }),
        validCommand('requestApproval'),
        otherUnderwriter,
        NOW,
      ),
    ).toEqual({
      ok: false,
      code: 'ACTOR_NOT_ALLOWED',
      message: LifecycleMessages.onlyAssignedRequestsApproval,
      status: 403,
    });
  });

  it('Declined and NotTakenUp are final: nobody may take any action', () => {
    for (const status of [S.Declined, S.NotTakenUp]) {
      for (const actor of Object.values(actorOf))
        expect(availableActions(snapshot({ status, quotedAt: NOW - DAY }), actor, NOW)).toEqual([]);
    }
  });
});
