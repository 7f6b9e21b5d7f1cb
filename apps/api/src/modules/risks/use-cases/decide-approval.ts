import { takePlainAction } from './plain-step.ts';

/** The approver grants the requested approval (decision 080 "Approval"; their own authority must suffice). */
export const approveRisk = takePlainAction('approve');

/** The approver denies the requested approval. */
export const denyApproval = takePlainAction('deny');

/** The requester withdraws the request, or the approver takes back their decision. */
export const undoApproval = takePlainAction('undoApproval');
