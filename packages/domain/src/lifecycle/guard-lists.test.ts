import { describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../enums.ts';
import {
  approver,
  broker,
  client,
  DAY,
  NOW,
  snapshot,
  system,
  underwriter,
  validCommand,
} from './fixtures.ts';
import { lifecycleGuards, type GuardDef, type GuardId } from './guards.ts';
import { transitionTable, type TransitionRow } from './table.ts';
import { transitionOf } from './transition.ts';
import type { LifecycleActor, ParticipantRole, TransactionSnapshot } from './types.ts';

const actorFor: Record<ParticipantRole, LifecycleActor> = {
  broker,
  assignedUnderwriter: underwriter,
  underwriter,
  approver,
  client,
  system,
};

/** A snapshot in which the row's first role may take its action from its first status. */
function happy(row: TransitionRow, role: ParticipantRole): TransactionSnapshot {
  const status = row.from[0]!;
  const quoted = status === S.Quoted || status === S.Bound;
  return snapshot({
    status,
    // The scheduler lapses only expired quotes; everyone else binds a fresh one.
    quotedAt: quoted ? (role === 'system' ? NOW - 40 * DAY : NOW - DAY) : null,
    riskPlaced: status === S.Bound,
    clientEditing: role === 'client' || row.action === 'revokeClient',
    approval: ['approve', 'deny'].includes(row.action)
      ? 'requested'
      : row.action === 'undoApproval'
        ? 'approved'
        : 'none',
    approverId: approver.userId,
  });
}

/** Runs `body` with one guard made to fail whatever the state. */
function failing<T>(id: GuardId, body: () => T): T {
  const guard: GuardDef = lifecycleGuards[id];
  const holds = guard.holds;
  guard.holds = () => false;
  try {
    return body();
  } finally {
    guard.holds = holds;
  }
}

const allGuards = Object.keys(lifecycleGuards) as GuardId[];

describe('each row runs exactly its own guards', () => {
  const rows = transitionTable.flatMap((row) => row.who.map((role) => ({ row, role })));
  it.each(
    rows.map(
      ({ row, role }) =>
        [`${row.action} from ${row.from.join('/')} by ${role}`, row, role] as const,
    ),
  )('%s', (_name, row, role) => {
    const s = happy(row, role);
    const actor = actorFor[role];
    const command = validCommand(row.action);
    const ok = transitionOf(s, command, actor, NOW);
    expect(ok).toMatchObject({ ok: true });
    for (const id of allGuards) {
      const outcome = failing(id, () => transitionOf(s, command, actor, NOW));
      const guard: GuardDef = lifecycleGuards[id];
      if (!row.guards.includes(id)) expect(outcome, id).toEqual(ok);
      else if (guard.refers) expect(outcome, id).toMatchObject({ ok: true, to: S.Referred });
      else {
        expect(outcome, id).toEqual({
          ok: false,
          code: guard.code,
          message: guard.message,
          status: guard.status,
        });
      }
    }
  });
});
