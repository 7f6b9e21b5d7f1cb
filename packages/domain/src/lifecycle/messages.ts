import { Messages } from '../messages.ts';

/** Messages of the lifecycle the spec does not word (docs/decisions/080-transaction-lifecycle.md). */
export const LifecycleMessages = {
  notAssigned: 'You must be assigned to this risk to change it.',
  notLatestInChain: 'Only the latest risk in the renewal chain can be changed.',
  pastLocked: 'This risk transaction is in the past and is locked.',
  clientEditing:
    'The client is editing this risk; it is read-only until the client finishes or their access is revoked.',
  noClientAccess: 'Your access to edit this proposal has ended.',
  clientNotEditing: 'The client is not editing this risk.',
  proposalDone: 'The proposal was marked done and can no longer change.',
  inceptionFixed: 'The inception date is fixed once the risk is placed.',
  openTransaction: 'Finish or discard the open transaction on this risk first.',
  policyCancelled: 'The policy has been cancelled.',
  addOnsActive: 'Cancel all add-on policies before cancelling this policy.',
  quoteExpired: 'This quote has expired; request a new quote.',
  approvalBeforeQuote: 'This transaction needs approval before it can be quoted.',
  discountAuthority: 'The discount exceeds your authority; request approval.',
  backdateReferred:
    'The inception date is backdated beyond your authority, so the transaction is referred.',
  referralTarget: 'Choose an underwriter or a team to refer to.',
  declineReasons: 'Give at least one reason for declining.',
  approvalAlreadyRequested: 'Approval has already been requested or given.',
  approverAuthority: "The approver's authority level is not high enough for this transaction.",
  approverSelf: 'Choose an approver other than yourself.',
  noPendingApproval: 'There is no pending approval request.',
  noApprovalToUndo: 'There is no approval request to undo.',
  ownApprovalAuthority: 'Your authority level is not high enough to approve this transaction.',
  declarationRequired: 'Confirm that a signed and dated proposal was received.',
  onlyExpiredQuotesLapse: 'Only an expired quote is marked not taken up automatically.',
  packageNotInitiated:
    'All risks of the package must be in Initiated status to send it to the client.',
  onlyAssignedRequestsApproval: 'Only the assigned underwriter may request approval.',
  forbidden: (action: string) =>
    `You may not take the action '${action}' on this risk transaction.`,
  illegalState: (action: string, status: string) =>
    `The action '${action}' is not possible for a risk transaction in ${status} status.`,
  discardOnlyInitiated: Messages.discardOnlyInitiated,
} as const;
