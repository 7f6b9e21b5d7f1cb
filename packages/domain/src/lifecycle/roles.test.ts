import { describe, expect, it } from 'vitest';
import { TransactionStatus as S } from '../enums.ts';
import { approver, NOW, otherUnderwriter, snapshot, system, underwriter } from './fixtures.ts';
import { rolesOf, transitionOf } from './transition.ts';

describe('who may act', () => {
  it('an underwriter is the approver only when chosen as the approver', () => {
    const requested = snapshot({ status: S.Submitted, approval: 'requested', approverId: 40 });
    expect([...rolesOf(requested, approver)].sort()).toEqual(['approver', 'underwriter']);
    expect([...rolesOf(requested, underwriter)].sort()).toEqual([
      'assignedUnderwriter',
      'underwriter',
    ]);
    expect([...rolesOf(requested, otherUnderwriter)]).toEqual(['underwriter']);
    expect(transitionOf(requested, 'approve', approver, NOW)).toMatchObject({ ok: true });
    expect(transitionOf(requested, 'approve', otherUnderwriter, NOW)).toMatchObject({
      ok: false,
      code: 'ACTOR_NOT_ALLOWED',
    });
  });

  it('the rating engine acts on a risk nobody assigned it to', () => {
    const unassigned = snapshot({
      status: S.Submitted,
      assignedUnderwriterId: null,
      assignedUserIds: [],
    });
    expect(transitionOf(unassigned, 'quote', system, NOW)).toMatchObject({
      ok: true,
      to: S.Quoted,
    });
  });
});
