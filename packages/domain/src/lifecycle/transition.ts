import { TransactionStatus } from '../enums.ts';
import { errorCatalogue } from '../errors/catalogue.ts';
import { todayInZone } from './dates.ts';
import { effectsOf } from './effects.ts';
import { lifecycleGuards, type GuardContext, type GuardId } from './guards.ts';
import { LifecycleMessages } from './messages.ts';
import {
  actionLabels,
  transactionStatusLabels,
  transitionTable,
  type TransitionRow,
} from './table.ts';
import {
  lifecycleActions,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type ParticipantRole,
  type RefusalCode,
  type TransactionSnapshot,
  type TransitionOutcome,
} from './types.ts';

/** The roles an actor holds towards a transaction: an underwriter is also its assigned underwriter and/or chosen approver. */
export function rolesOf(
  snapshot: TransactionSnapshot,
  actor: LifecycleActor,
): Set<ParticipantRole> {
  if (actor.kind !== 'underwriter') return new Set([actor.kind]);
  // Stryker disable next-line ArrayDeclaration: no row of the table names the plain 'underwriter' role
  const roles = new Set<ParticipantRole>(['underwriter']);
  if (snapshot.assignedUnderwriterId === actor.userId) roles.add('assignedUnderwriter');
  if (snapshot.approverId === actor.userId) roles.add('approver');
  return roles;
}

/**
 * The command with its input completed by empty values (no reasons, no approver, no declaration), so that a bare
 * action name, or a body that left a field out, fails the input check instead of throwing.
 */
function toCommand(
  action: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
): LifecycleCommand {
  const c: LifecycleCommand =
    typeof action === 'string' ? ({ action } as LifecycleCommand) : action;
  switch (c.action) {
    case 'refer':
    case 'decline':
      return { ...c, reasons: c.reasons ?? [] };
    case 'requestApproval':
      // Stryker disable next-line ObjectLiteral: an approver without a level is refused by approverAuthority, which runs first
      return { ...c, approver: c.approver ?? { userId: actor.userId, authorityLevel: null } };
    // Stryker disable next-line ConditionalExpression: declarationConfirmed guard accepts only === true, as this case does
    case 'bind':
      return { ...c, declarationConfirmed: c.declarationConfirmed === true };
    default:
      return c;
  }
}

type Refusal = Extract<TransitionOutcome, { ok: false }>;
type RowChoice = { row: TransitionRow } | { refusal: Refusal };

/** A refusal with the catalogue's status for its code. */
const refusal = (code: RefusalCode, message: string): Refusal => ({
  ok: false,
  code,
  message,
  status: errorCatalogue[code].status,
});

/** The row an actor may use in the current status: 409 when no row leaves it, 403 when none is theirs. */
function chooseRow(
  action: LifecycleAction,
  snapshot: TransactionSnapshot,
  roles: ReadonlySet<ParticipantRole>,
): RowChoice {
  const rows = transitionTable.filter(
    (r) => r.action === action && r.from.includes(snapshot.status),
  );
  if (rows.length === 0) {
    if (action === 'discard') {
      return {
        refusal: refusal('TRANSACTION_NOT_DISCARDABLE', LifecycleMessages.discardOnlyInitiated),
      };
    }
    const message = LifecycleMessages.illegalState(
      actionLabels[action],
      transactionStatusLabels[snapshot.status],
    );
    return { refusal: refusal('TRANSITION_NOT_ALLOWED', message) };
  }
  const row = rows.find((r) => r.who.some((role) => roles.has(role)));
  if (row) return { row };
  const message =
    action === 'requestApproval'
      ? LifecycleMessages.onlyAssignedRequestsApproval
      : LifecycleMessages.forbidden(actionLabels[action]);
  return { refusal: refusal('ACTOR_NOT_ALLOWED', message) };
}

/** The first refusing guard, or whether a refer-guard failed (the action then ends in Referred). */
function runGuards(
  ids: readonly GuardId[],
  ctx: GuardContext,
): { refused: GuardId } | { referred: boolean } {
  let referred = false;
  for (const id of ids) {
    const guard = lifecycleGuards[id];
    // Stryker disable next-line ConditionalExpression,StringLiteral: every input guard also passes without a command by itself
    if (ctx.command === null && 'input' in guard && guard.input) continue;
    if (guard.holds(ctx)) continue;
    // Stryker disable next-line LogicalOperator: a guard without the 'refers' key has guard.refers undefined
    if ('refers' in guard && guard.refers) referred = true;
    else return { refused: id };
  }
  return { referred };
}

function evaluate(
  snapshot: TransactionSnapshot,
  action: LifecycleAction,
  command: LifecycleCommand | null,
  actor: LifecycleActor,
  now: number,
): TransitionOutcome {
  const roles = rolesOf(snapshot, actor);
  const choice = chooseRow(action, snapshot, roles);
  if ('refusal' in choice) return choice.refusal;
  const ctx: GuardContext = {
    snapshot,
    actor,
    roles,
    action,
    command,
    now,
    today: todayInZone(now, snapshot.timeZone),
  };
  const result = runGuards(choice.row.guards, ctx);
  if ('refused' in result) {
    const { code, message, status } = lifecycleGuards[result.refused];
    return { ok: false, code, message, status };
  }
  const target = result.referred ? TransactionStatus.Referred : choice.row.to;
  const to = target === 'same' ? snapshot.status : target;
  return { ok: true, action, to, effects: effectsOf(action, ctx, result.referred) };
}

/** Whether `actor` may take `action` on the transaction at `now` (epoch seconds), and with what result and effects. */
export function transitionOf(
  snapshot: TransactionSnapshot,
  action: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
  now: number,
): TransitionOutcome {
  const command = toCommand(action, actor);
  return evaluate(snapshot, command.action, command, actor, now);
}

/** The actions to offer `actor` as buttons: every check passes except those on input the user has yet to give. */
export function availableActions(
  snapshot: TransactionSnapshot,
  actor: LifecycleActor,
  now: number,
): LifecycleAction[] {
  return lifecycleActions.filter((action) => evaluate(snapshot, action, null, actor, now).ok);
}
