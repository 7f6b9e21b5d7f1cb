import { TransactionStatus as S, type TransactionStatus } from '../enums.ts';
import type { GuardId } from './guards.ts';
import type { LifecycleAction, ParticipantRole, TransitionTarget } from './types.ts';

/** One row of the transition table: from these statuses, these roles may take the action if every guard holds. */
export interface TransitionRow {
  from: readonly TransactionStatus[];
  action: LifecycleAction;
  to: TransitionTarget;
  who: readonly ParticipantRole[];
  guards: readonly GuardId[];
}

const open = [S.Submitted, S.Referred] as const;
// Changing a risk needs an assigned user on the latest risk of the renewal chain, on a transaction not in the past (§4, §6).
const change = ['assignedUser', 'latestInRenewalChain', 'notPast'] as const;
const uw = ['assignedUnderwriter'] as const;

/**
 * The whole risk transaction lifecycle (spec §4 gives part; docs/decisions/080-transaction-lifecycle.md the rest).
 * An action may have several rows when different roles may take it from different statuses.
 */
export const transitionTable: readonly TransitionRow[] = [
  {
    from: [S.Initiated],
    action: 'submit',
    to: S.Submitted,
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change, 'clientNotEditing'],
  },
  {
    from: [S.Initiated],
    action: 'edit',
    to: 'same',
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change, 'clientNotEditing', 'proposalNotDone', 'inceptionFixed'],
  },
  {
    from: [S.Initiated],
    action: 'edit',
    to: 'same',
    who: ['client'],
    guards: ['clientHasAccess', 'proposalNotDone', 'inceptionFixed'],
  },
  { from: open, action: 'edit', to: 'same', who: uw, guards: [...change, 'inceptionFixed'] },
  {
    from: [S.Initiated],
    action: 'sendToClient',
    to: 'same',
    who: ['broker'],
    guards: [...change, 'clientNotEditing', 'proposalNotDone', 'packageInitiated'],
  },
  {
    from: [S.Initiated],
    action: 'revokeClient',
    to: 'same',
    who: ['broker'],
    guards: [...change, 'clientIsEditing'],
  },
  {
    from: [S.Initiated],
    action: 'markProposalDone',
    to: 'same',
    who: ['client'],
    guards: ['clientHasAccess', 'proposalNotDone'],
  },
  {
    from: [S.Initiated],
    action: 'markProposalDone',
    to: 'same',
    who: ['broker'],
    guards: [...change, 'clientNotEditing', 'proposalNotDone'],
  },
  {
    from: open,
    action: 'quote',
    to: S.Quoted,
    who: ['assignedUnderwriter', 'system'],
    guards: [...change, 'approvalBeforeQuote', 'discountAuthority', 'backdateAuthority'],
  },
  {
    from: open,
    action: 'refer',
    to: S.Referred,
    who: ['assignedUnderwriter', 'system'],
    guards: [...change, 'referralTarget'],
  },
  {
    from: open,
    action: 'decline',
    to: S.Declined,
    who: ['assignedUnderwriter', 'system'],
    guards: [...change, 'declineReasons'],
  },
  {
    from: open,
    action: 'requestApproval',
    to: 'same',
    who: uw,
    guards: [...change, 'approvalRequestable', 'approverAuthority', 'approverNotSelf'],
  },
  {
    from: open,
    action: 'approve',
    to: 'same',
    who: ['approver'],
    guards: ['approvalPending', 'ownApprovalAuthority'],
  },
  { from: open, action: 'deny', to: 'same', who: ['approver'], guards: ['approvalPending'] },
  {
    from: open,
    action: 'undoApproval',
    to: 'same',
    who: ['assignedUnderwriter', 'approver'],
    guards: ['approvalUndoable'],
  },
  {
    from: [S.Submitted, S.Quoted, S.Referred],
    action: 'reopen',
    to: S.Initiated,
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change],
  },
  {
    from: [S.Quoted],
    action: 'bind',
    to: S.Bound,
    who: ['broker', 'assignedUnderwriter'],
    guards: [
      ...change,
      'clientNotEditing',
      'quoteValid',
      'addOnsCancelled',
      'declarationConfirmed',
    ],
  },
  {
    from: [S.Submitted, S.Quoted, S.Referred],
    action: 'notTakenUp',
    to: S.NotTakenUp,
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change],
  },
  // The scheduler lapses a quote once it has expired (§9); it takes no other decision for the broker.
  {
    from: [S.Quoted],
    action: 'notTakenUp',
    to: S.NotTakenUp,
    who: ['system'],
    guards: ['quoteLapsed'],
  },
  {
    from: [S.Initiated],
    action: 'discard',
    to: 'discarded',
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change, 'clientNotEditing'],
  },
  {
    from: [S.Bound],
    action: 'amend',
    to: 'same',
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change, 'policyInForce', 'noOpenTransaction'],
  },
  {
    from: [S.Bound],
    action: 'cancel',
    to: 'same',
    who: ['broker', 'assignedUnderwriter'],
    guards: [...change, 'policyInForce', 'noOpenTransaction', 'addOnsCancelled'],
  },
  // A renewal follows the last period even after it ended, so it is not refused as "past"; a later renewal makes this risk not the latest.
  {
    from: [S.Bound],
    action: 'renew',
    to: 'same',
    who: ['broker', 'assignedUnderwriter'],
    guards: ['assignedUser', 'latestInRenewalChain', 'policyInForce', 'noOpenTransaction'],
  },
];

/** Button labels of the actions, also used in messages. */
export const actionLabels: Record<LifecycleAction, string> = {
  submit: 'Submit',
  edit: 'Edit',
  sendToClient: 'Send to client',
  revokeClient: 'Revoke client access',
  markProposalDone: 'Mark proposal done',
  quote: 'Quote',
  refer: 'Refer',
  decline: 'Decline',
  requestApproval: 'Request approval',
  approve: 'Approve',
  deny: 'Deny',
  undoApproval: 'Undo approval',
  reopen: 'Reopen',
  bind: 'Bind',
  notTakenUp: 'Not taken up',
  discard: 'Discard',
  amend: 'Amend',
  cancel: 'Cancel policy',
  renew: 'Renew',
};

/** Display names of the statuses (§4), Adjustment is shown as Amendment. */
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  1: 'Initiated',
  2: 'Submitted',
  3: 'Quoted',
  4: 'Declined',
  5: 'Referred',
  6: 'Not Taken Up',
  7: 'Bound',
};

/** Display names of the transaction types (§4): Adjustment is shown as Amendment. */
export const transactionTypeLabels = {
  1: 'New Business',
  2: 'Amendment',
  3: 'Cancellation',
  4: 'Renewal',
} as const;
