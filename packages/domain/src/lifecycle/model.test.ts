import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransactionStatus as S, TransactionType } from '../enums.ts';
import { addDays, addMonths, isQuoteValid, todayInZone } from './dates.ts';
import { nextSnapshot, startedTransaction } from './effects.ts';
import { DAY, NOW } from './fixtures.ts';
import { authoritySuffices } from './guards.ts';
import { transitionTable } from './table.ts';
import { checkEffects } from './testing/reference-model.ts';
import { availableActions, rolesOf, transitionOf } from './transition.ts';
import {
  lifecycleActions,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type TransactionSnapshot,
} from './types.ts';
import { runs } from '../testing/runs.ts';

const statuses = Object.values(S);
const zone = fc.constantFrom('Australia/Sydney', 'Australia/Lord_Howe', 'Australia/Perth');
const today = todayInZone(NOW, 'Australia/Sydney');

const authority = fc.option(
  fc.record({
    level: fc.integer({ min: 1, max: 10 }),
    maxBackdateDays: fc.integer({ min: 0, max: 100 }),
    maxDiscountPercent: fc.constantFrom('0', '10', '100'),
  }),
  { freq: 5 },
);
/** Mostly `value`, sometimes not: random flags would block nearly every action and leave the table unexplored. */
const mostly = (value: boolean) =>
  fc.oneof(
    { arbitrary: fc.constant(value), weight: 6 },
    { arbitrary: fc.constant(!value), weight: 1 },
  );
// Users 10 (broker) and 30 (underwriter) are usually assigned, 40 is usually the approver; 11 and 31 mostly are not.
const actor: fc.Arbitrary<LifecycleActor> = fc.oneof(
  fc.record({
    kind: fc.constant('broker' as const),
    userId: fc.constantFrom(10, 10, 10, 11),
    authority: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('client' as const),
    userId: fc.constant(20),
    authority: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('underwriter' as const),
    userId: fc.constantFrom(30, 30, 31, 40),
    authority,
  }),
  fc.record({
    kind: fc.constant('system' as const),
    userId: fc.constant(0),
    authority: fc.constant(null),
  }),
);

/** A consistent starting point: quotes exist only once quoted, client editing only in Initiated, Bound risks are placed. */
const startSnapshot: fc.Arbitrary<TransactionSnapshot> = fc
  .record({
    type: fc.constantFrom(...Object.values(TransactionType)),
    status: fc.constantFrom(...statuses),
    approval: fc.constantFrom('none', 'requested', 'approved', 'denied'),
    approverId: fc.constantFrom(40, 40, 30, 31),
    assignedUnderwriterId: fc.constantFrom(30, 30, 30, 31, null),
    assignedUserIds: fc.oneof(
      { arbitrary: fc.constant([10, 30]), weight: 4 },
      { arbitrary: fc.subarray([10, 11, 30, 31]), weight: 1 },
    ),
    requiredAuthorityLevel: fc.integer({ min: 1, max: 10 }),
    needsApprovalBeforeQuote: mostly(false),
    quoteAgeDays: fc.integer({ min: 0, max: 40 }),
    keepQuote: mostly(false),
    timeZone: zone,
    inceptionOffset: fc.integer({ min: -20, max: 60 }),
    termMonths: fc.integer({ min: 1, max: 24 }),
    discountPercent: fc.constantFrom('0', '0', '0', '5', '20'),
    backdateAuthorised: fc.boolean(),
    riskPlaced: fc.boolean(),
    isLatestInRenewalChain: mostly(true),
    hasLaterTransaction: mostly(false),
    hasOpenTransaction: mostly(false),
    proposalDone: mostly(false),
    clientEditing: mostly(false),
    allPackageRisksInitiated: mostly(true),
    activeAddOnPolicies: fc.constantFrom(0, 0, 0, 1),
    brokerMessages: fc.record({
      decline: fc.boolean(),
      referral: fc.boolean(),
      endorsement: fc.boolean(),
    }),
  })
  .map(({ quoteAgeDays, keepQuote, inceptionOffset, termMonths, approval, approverId, ...r }) => {
    const quoted = r.status === S.Quoted || r.status === S.Bound;
    const inceptionDate = addDays(today, inceptionOffset);
    return {
      ...r,
      approval,
      approverId: approval === 'none' ? null : approverId,
      // A transaction may keep an old quote after a referral or decline; Quoted and Bound always have one.
      quotedAt: quoted || keepQuote ? NOW - quoteAgeDays * DAY : null,
      inceptionDate,
      expiryDate: addMonths(inceptionDate, termMonths),
      riskPlaced: r.riskPlaced || r.status === S.Bound,
      clientEditing: r.clientEditing && r.status === S.Initiated,
    };
  });

const command: fc.Arbitrary<LifecycleCommand> = fc.oneof(
  fc.constantFrom(...lifecycleActions).map((action) => ({ action }) as LifecycleCommand),
  fc.record({
    action: fc.constant('refer' as const),
    underwriterId: fc.constantFrom(31, 31, null),
    teamId: fc.constantFrom(7, null, null),
    reasons: fc.array(fc.constantFrom('', 'Outside appetite'), { maxLength: 2 }),
  }),
  fc.record({
    action: fc.constant('decline' as const),
    reasons: fc.array(fc.constantFrom('', 'Claims history'), { maxLength: 2 }),
  }),
  fc.record({
    action: fc.constant('requestApproval' as const),
    approver: fc.record({
      userId: fc.constantFrom(40, 40, 31, 30),
      authorityLevel: fc.option(fc.integer({ min: 1, max: 10 }), { freq: 8 }),
    }),
  }),
  fc.record({ action: fc.constant('bind' as const), declarationConfirmed: mostly(true) }),
  fc.record({
    action: fc.constant('edit' as const),
    inceptionDate: fc.integer({ min: -30, max: 30 }).map((d) => addDays(today, d)),
  }),
);

const advance = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: DAY }), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 35 * DAY }), weight: 1 },
);
const step = fc.record({
  command,
  actor,
  advance,
  followNew: fc.boolean(),
  guided: mostly(true),
  pick: fc.nat(),
});

/** An action with input that passes every input check, to follow the offered buttons like a user would. */
function completeCommand(action: LifecycleAction, a: LifecycleActor): LifecycleCommand {
  switch (action) {
    case 'refer':
      return { action, teamId: 7, reasons: ['Outside appetite'] };
    case 'decline':
      return { action, reasons: ['Claims history'] };
    case 'requestApproval':
      return { action, approver: { userId: a.userId + 1000, authorityLevel: 1 } };
    case 'bind':
      return { action, declarationConfirmed: true };
    default:
      return { action };
  }
}

/** The table rows that could have produced an outcome: right action, from the previous status, by one of the actor's roles. */
function rowsFor(s: TransactionSnapshot, c: LifecycleCommand, a: LifecycleActor) {
  const roles = rolesOf(s, a);
  return transitionTable.filter(
    (r) =>
      r.action === c.action && r.from.includes(s.status) && r.who.some((role) => roles.has(role)),
  );
}

function checkAllowed(
  prev: TransactionSnapshot,
  c: LifecycleCommand,
  a: LifecycleActor,
  now: number,
  to: number | 'discarded',
) {
  const rows = rowsFor(prev, c, a);
  expect(rows.length).toBeGreaterThan(0);
  const targets = rows.map((r) => (r.to === 'same' ? prev.status : r.to));
  if (c.action === 'quote') targets.push(S.Referred);
  expect(targets).toContain(to);
  expect([S.Declined, S.NotTakenUp]).not.toContain(prev.status);
  if (prev.status === S.Bound) {
    expect(['amend', 'cancel', 'renew']).toContain(c.action);
    expect(to).toBe(S.Bound);
  }
  if (c.action === 'discard') expect(prev.status).toBe(S.Initiated);
  // Independent of the table: underwriting decisions are never a broker's or a client's, and a client only edits.
  if (['quote', 'refer', 'decline', 'requestApproval', 'approve', 'deny'].includes(c.action)) {
    expect(['underwriter', 'system']).toContain(a.kind);
  }
  if (a.kind === 'client') expect(['edit', 'markProposalDone']).toContain(c.action);
  if (c.action === 'requestApproval')
    expect(a.kind === 'underwriter' && a.userId === prev.assignedUnderwriterId).toBe(true);
  if (c.action === 'approve')
    expect(
      a.userId === prev.approverId &&
        authoritySuffices(a.authority?.level, prev.requiredAuthorityLevel),
    ).toBe(true);
  if (c.action === 'bind') expect(isQuoteValid(prev.quotedAt, prev.timeZone, now)).toBe(true);
  expect(availableActions(prev, a, now)).toContain(c.action);
}

/** Takes one step and checks it; the next snapshot (the same one after a refusal), or null once discarded. */
function checkStep(
  s: TransactionSnapshot,
  c: LifecycleCommand,
  a: LifecycleActor,
  now: number,
  followNew: boolean,
): TransactionSnapshot | null {
  const outcome = transitionOf(s, c, a, now);
  expect(transitionOf(s, c, a, now)).toEqual(outcome); // deterministic
  if (!outcome.ok) {
    expect([403, 409, 422]).toContain(outcome.status);
    expect(outcome.message.length).toBeGreaterThan(0);
    if (outcome.code === 'TRANSITION_NOT_ALLOWED') {
      expect(transitionTable.some((r) => r.action === c.action && r.from.includes(s.status))).toBe(
        false,
      );
    }
    return s;
  }
  checkAllowed(s, c, a, now, outcome.to);
  checkEffects(s, c, a, now, outcome);
  const next = nextSnapshot(s, outcome);
  if (next === null) return null;
  if (s.proposalDone) expect(next.proposalDone).toBe(true);
  const started = outcome.effects.find((e) => e.kind === 'startTransaction');
  return started && followNew ? startedTransaction(s, started.type) : next;
}

describe('model: random action sequences never leave the table', () => {
  it('every allowed step is a table row and keeps the invariants; every refusal is a 403/409/422 with a message', () => {
    fc.assert(
      fc.property(
        startSnapshot,
        fc.array(step, { minLength: 5, maxLength: 40 }),
        (start, steps) => {
          let s: TransactionSnapshot = start;
          let now = NOW;
          for (const { command: random, actor: a, advance, followNew, guided, pick } of steps) {
            // Mostly press one of the offered buttons (else most steps are refused at once); sometimes anything at all.
            const offered = guided ? availableActions(s, a, now) : [];
            const chosen = offered[pick % Math.max(1, offered.length)];
            const c = chosen ? completeCommand(chosen, a) : random;
            const next = checkStep(s, c, a, now, followNew);
            if (next === null) return; // discarded: nothing left to act on
            s = next;
            if (s.clientEditing) expect(s.status).toBe(S.Initiated);
            if (s.status === S.Quoted) expect(s.quotedAt).not.toBeNull();
            now += advance;
          }
        },
      ),
      runs(500),
    );
    // 500 random sequences take ~1 s alone and over 5 s on a loaded 2-core machine (CI runs beside the
    // API suite): the bound is generous so load cannot fail it, tight enough to catch a runaway run.
  }, 30_000);

  it('availableActions offers exactly the actions that succeed with complete input', () => {
    fc.assert(
      fc.property(startSnapshot, actor, fc.integer({ min: 0, max: 40 * DAY }), (s, a, advance) => {
        const now = NOW + advance;
        const offered = availableActions(s, a, now);
        for (const action of lifecycleActions) {
          expect(offered.includes(action)).toBe(
            transitionOf(s, completeCommand(action, a), a, now).ok,
          );
        }
      }),
      runs(300),
    );
  });
});
