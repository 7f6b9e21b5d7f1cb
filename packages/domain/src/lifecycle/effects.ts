import { TransactionStatus, TransactionType } from '../enums.ts';
import { bindDates, brokerInceptionDate, expiryForTerm, quoteExpiresAt, termOf } from './dates.ts';
import type { GuardContext } from './guards.ts';
import { LifecycleMessages } from './messages.ts';
import type {
  ApprovalState,
  LifecycleAction,
  LifecycleEffect,
  TransactionSnapshot,
  TransitionOutcome,
} from './types.ts';

const notify = (
  audience: Extract<LifecycleEffect, { kind: 'notify' }>['audience'],
  event: LifecycleAction,
  reasons: readonly string[] = [],
) => ({ kind: 'notify', audience, event, reasons }) as const;

const setApproval = (approval: ApprovalState, approverId: number | null): LifecycleEffect => ({
  kind: 'setApproval',
  approval,
  approverId,
});

/** A broker's past inception moves to today with the expiry keeping the term (§4). */
function brokerDates(ctx: GuardContext, inception: string, expiry: string): LifecycleEffect[] {
  const moved = brokerInceptionDate(inception, ctx.today);
  if (ctx.actor.kind !== 'broker' || moved === inception || ctx.snapshot.riskPlaced) return [];
  return [
    { kind: 'setDates', ...bindDates(inception, expiry, ctx.today), reason: 'brokerPastInception' },
  ];
}

function editEffects(ctx: GuardContext): LifecycleEffect[] {
  const c = ctx.command?.action === 'edit' ? ctx.command : null;
  const { inceptionDate, expiryDate } = ctx.snapshot;
  const inception = c?.inceptionDate ?? inceptionDate;
  const expiry = c?.expiryDate ?? expiryDate;
  const moved = brokerDates(ctx, inception, expiry);
  if (moved.length > 0) return moved;
  if (inception === inceptionDate && expiry === expiryDate) return [];
  return [{ kind: 'setDates', inceptionDate: inception, expiryDate: expiry, reason: 'edit' }];
}

function quoteEffects(ctx: GuardContext, referred: boolean): LifecycleEffect[] {
  if (referred) {
    const reasons = [LifecycleMessages.backdateReferred];
    return [
      { kind: 'refer', reason: 'backdate', underwriterId: null, teamId: null, reasons },
      notify('broker', 'refer', ctx.snapshot.brokerMessages.referral ? reasons : []),
    ];
  }
  const backdated =
    !ctx.snapshot.riskPlaced &&
    ctx.snapshot.inceptionDate < ctx.today &&
    !ctx.snapshot.backdateAuthorised;
  return [
    ...(backdated ? [{ kind: 'authoriseBackdate' } as const] : []),
    {
      kind: 'recordQuote',
      quotedAt: ctx.now,
      expiresAt: quoteExpiresAt(ctx.now, ctx.snapshot.timeZone),
    },
    notify('broker', 'quote'),
  ];
}

function bindEffects(ctx: GuardContext): LifecycleEffect[] {
  const { snapshot: s, today } = ctx;
  const effects: LifecycleEffect[] = [];
  // §4: a backdated date not authorised by an underwriter moves to today at bind, keeping the term —
  // only when placing the risk: once placed its inception is fixed, so amendments and cancellations keep it.
  if (!s.riskPlaced && s.inceptionDate < today && !s.backdateAuthorised) {
    effects.push({
      kind: 'setDates',
      ...bindDates(s.inceptionDate, s.expiryDate, today),
      reason: 'backdatedAtBind',
    });
  }
  effects.push({ kind: 'lockProductVersion' });
  if (!s.riskPlaced) effects.push({ kind: 'placeRisk' });
  if (s.type === TransactionType.Cancellation) effects.push({ kind: 'endPolicy' });
  effects.push(notify('broker', 'bind'), notify('assignedUnderwriter', 'bind'));
  return effects;
}

function referEffects(ctx: GuardContext): LifecycleEffect[] {
  const c = ctx.command?.action === 'refer' ? ctx.command : null;
  // Stryker disable next-line ArrayDeclaration: without a refer command (availableActions) the effects are computed and discarded
  const reasons = c?.reasons ?? [];
  return [
    {
      kind: 'refer',
      reason: 'manual',
      underwriterId: c?.underwriterId ?? null,
      teamId: c?.teamId ?? null,
      reasons,
    },
    // A new underwriter decides afresh: an approval asked by the previous one no longer applies.
    setApproval('none', null),
    notify('broker', 'refer', ctx.snapshot.brokerMessages.referral ? reasons : []),
  ];
}

type EffectsOf = (ctx: GuardContext, referred: boolean) => LifecycleEffect[];

/** One entry per action, so a new action cannot be added without deciding its effects. */
const effectsByAction: Record<LifecycleAction, EffectsOf> = {
  submit: (ctx) => [
    ...brokerDates(ctx, ctx.snapshot.inceptionDate, ctx.snapshot.expiryDate),
    notify('assignedUnderwriter', 'submit'),
  ],
  edit: editEffects,
  sendToClient: () => [{ kind: 'clientAccess', granted: true }, notify('client', 'sendToClient')],
  revokeClient: () => [{ kind: 'clientAccess', granted: false }],
  markProposalDone: () => [
    { kind: 'markProposalDone' },
    { kind: 'clientAccess', granted: false },
    notify('broker', 'markProposalDone'),
  ],
  quote: quoteEffects,
  refer: referEffects,
  decline: ({ command, snapshot }) => {
    // Stryker disable next-line ArrayDeclaration: without a decline command (availableActions) the effects are computed and discarded
    const reasons = command?.action === 'decline' ? command.reasons : [];
    return [notify('broker', 'decline', snapshot.brokerMessages.decline ? reasons : [])];
  },
  requestApproval: ({ command }) => [
    setApproval(
      'requested',
      command?.action === 'requestApproval' ? command.approver.userId : null,
    ),
    notify('approver', 'requestApproval'),
  ],
  approve: ({ snapshot }) => [
    setApproval('approved', snapshot.approverId),
    notify('assignedUnderwriter', 'approve'),
  ],
  deny: ({ snapshot }) => [
    setApproval('denied', snapshot.approverId),
    notify('assignedUnderwriter', 'deny'),
  ],
  undoApproval: () => [setApproval('none', null)],
  reopen: () => [{ kind: 'clearQuote' }, setApproval('none', null)],
  bind: bindEffects,
  // The broker hears of a quote the scheduler lapsed; a person marking it knows already.
  notTakenUp: ({ actor }) => (actor.kind === 'system' ? [notify('broker', 'notTakenUp')] : []),
  discard: () => [],
  amend: () => [{ kind: 'startTransaction', type: TransactionType.Adjustment }],
  cancel: () => [{ kind: 'startTransaction', type: TransactionType.Cancellation }],
  renew: () => [{ kind: 'startTransaction', type: TransactionType.Renewal }],
};

/** The effects of an allowed action; `referred` is set when a refer-guard turned a quote into a referral. */
export function effectsOf(
  action: LifecycleAction,
  ctx: GuardContext,
  referred: boolean,
): LifecycleEffect[] {
  return effectsByAction[action](ctx, referred);
}

function applyEffect(s: TransactionSnapshot, e: LifecycleEffect): TransactionSnapshot {
  switch (e.kind) {
    case 'setDates':
      return {
        ...s,
        inceptionDate: e.inceptionDate,
        expiryDate: e.expiryDate,
        backdateAuthorised: false,
      };
    case 'recordQuote':
      return { ...s, quotedAt: e.quotedAt };
    case 'clearQuote':
      return { ...s, quotedAt: null, backdateAuthorised: false };
    case 'authoriseBackdate':
      return { ...s, backdateAuthorised: true };
    case 'refer':
      return e.underwriterId === null ? s : { ...s, assignedUnderwriterId: e.underwriterId };
    case 'setApproval':
      return { ...s, approval: e.approval, approverId: e.approverId };
    case 'clientAccess':
      return { ...s, clientEditing: e.granted };
    case 'markProposalDone':
      return { ...s, proposalDone: true };
    case 'placeRisk':
      return { ...s, riskPlaced: true };
    case 'startTransaction':
      // This transaction stays Bound; the new one is open on the risk (a renewal is a new risk in the chain).
      return e.type === TransactionType.Renewal
        ? { ...s, isLatestInRenewalChain: false }
        : { ...s, hasOpenTransaction: true };
    case 'notify':
    case 'lockProductVersion':
    case 'endPolicy':
      return s;
  }
}

/** The snapshot after an allowed transition (what the API persists); a discarded transaction has none. */
export function nextSnapshot(
  s: TransactionSnapshot,
  outcome: Extract<TransitionOutcome, { ok: true }>,
): TransactionSnapshot | null {
  if (outcome.to === 'discarded') return null;
  return outcome.effects.reduce(applyEffect, { ...s, status: outcome.to });
}

/** The snapshot of the transaction that amend, cancel or renew starts from a Bound one. */
export function startedTransaction(
  from: TransactionSnapshot,
  type: TransactionType,
): TransactionSnapshot {
  const renewal = type === TransactionType.Renewal;
  const inceptionDate = renewal ? from.expiryDate : from.inceptionDate;
  return {
    ...from,
    type,
    status: TransactionStatus.Initiated,
    approval: 'none',
    approverId: null,
    quotedAt: null,
    inceptionDate,
    expiryDate: renewal
      ? expiryForTerm(inceptionDate, termOf(from.inceptionDate, from.expiryDate))
      : from.expiryDate,
    backdateAuthorised: false,
    // An amendment or cancellation belongs to the placed risk; a renewal is a new risk placed when bound.
    riskPlaced: !renewal,
    isLatestInRenewalChain: true,
    hasLaterTransaction: false,
    hasOpenTransaction: false,
    proposalDone: false,
    clientEditing: false,
  };
}
