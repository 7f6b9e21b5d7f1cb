import type { TransactionStatus, TransactionType } from '../enums.ts';
import type { ErrorCode, errorCatalogue } from '../errors/catalogue.ts';

/** Who a user is towards the transaction, derived by `rolesOf` from the actor and the snapshot (spec §6). */
export type ParticipantRole =
  'broker' | 'client' | 'underwriter' | 'assignedUnderwriter' | 'approver' | 'system';

/** The kind of user acting; a client is the temporary user a proposal is sent to (§4), system is the rating engine or a scheduler. */
export type ActorKind = 'broker' | 'client' | 'underwriter' | 'system';

/** An underwriter's authority on the binding agreement period that covers the risk (§3 authorised underwriters). */
export interface UnderwriterAuthority {
  /** 1 (highest) to 10 (lowest), §5. */
  level: number;
  maxBackdateDays: number;
  /** Decimal string, 0–100. */
  maxDiscountPercent: string;
}

/** The user taking an action; authority is null for anyone who is not an authorised underwriter. */
export interface LifecycleActor {
  kind: ActorKind;
  userId: number;
  authority: UnderwriterAuthority | null;
}

/** Approval of a transaction by a chosen approver (§4). */
export type ApprovalState = 'none' | 'requested' | 'approved' | 'denied';

/** Whether brokers see the reasons of a decline, an endorsement or a referral (§3 product rule message visibility). */
export interface BrokerMessageVisibility {
  decline: boolean;
  referral: boolean;
  endorsement: boolean;
}

/** The facts about one risk transaction (and its risk) that the lifecycle rules read; the API builds it from rows. */
export interface TransactionSnapshot {
  type: TransactionType;
  status: TransactionStatus;
  approval: ApprovalState;
  approverId: number | null;
  assignedUnderwriterId: number | null;
  /** Users assigned to the risk (broker users and underwriters); only they may change it (§6). */
  assignedUserIds: readonly number[];
  /** Authority level the product asks for (§3 product authority level); approvers and quoting underwriters need ≤ it. */
  requiredAuthorityLevel: number;
  /** Set by the product's rules: quoting waits for an approved approval. */
  needsApprovalBeforeQuote: boolean;
  /** Epoch seconds of the latest quote, null while not quoted. */
  quotedAt: number | null;
  /** IANA zone of the binding agreement / product bind timings: the risk's calendar days are read in it. */
  timeZone: string;
  /** YYYY-MM-DD. */
  inceptionDate: string;
  /** YYYY-MM-DD; the term is the distance from inception to expiry. */
  expiryDate: string;
  /** Discount applied to the premium, decimal string 0–100. */
  discountPercent: string;
  /** True once an underwriter with enough backdate authority kept the current (past) inception date. */
  backdateAuthorised: boolean;
  /** True once the risk has been placed (its first transaction bound): the inception date is then fixed (§4). */
  riskPlaced: boolean;
  isLatestInRenewalChain: boolean;
  /** A later transaction was bound on this risk: this one is in the past and locked (§4). */
  hasLaterTransaction: boolean;
  /** Another transaction of the risk is still open (not Bound, Declined or NotTakenUp). */
  hasOpenTransaction: boolean;
  /** The proposal was saved and marked done: no further changes (§4). */
  proposalDone: boolean;
  /** The client has editing access: the risk is read-only to the broker (§4). */
  clientEditing: boolean;
  /** Every risk of the package has its current transaction in Initiated (send to client, §4). */
  allPackageRisksInitiated: boolean;
  /** Add-on policies of this policy not yet cancelled (§4 cancellation). */
  activeAddOnPolicies: number;
  brokerMessages: BrokerMessageVisibility;
}

/** Every action of the lifecycle; amend, cancel and renew start a NEW transaction and leave this one Bound. */
export const lifecycleActions = [
  'submit',
  'edit',
  'sendToClient',
  'revokeClient',
  'markProposalDone',
  'quote',
  'refer',
  'decline',
  'requestApproval',
  'approve',
  'deny',
  'undoApproval',
  'reopen',
  'bind',
  'notTakenUp',
  'discard',
  'amend',
  'cancel',
  'renew',
] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];

/** An action with the input some actions need (refer target, decline reasons, chosen approver, declaration, new dates). */
export type LifecycleCommand =
  | { action: Exclude<LifecycleAction, 'edit' | 'refer' | 'decline' | 'requestApproval' | 'bind'> }
  | { action: 'edit'; inceptionDate?: string; expiryDate?: string }
  | {
      action: 'refer';
      underwriterId?: number | null;
      teamId?: number | null;
      reasons: readonly string[];
    }
  | { action: 'decline'; reasons: readonly string[] }
  | { action: 'requestApproval'; approver: { userId: number; authorityLevel: number | null } }
  | { action: 'bind'; declarationConfirmed: boolean };

/** A status after a transition: 'same' keeps it, 'discarded' removes the transaction. */
export type TransitionTarget = TransactionStatus | 'same' | 'discarded';

/** Who is told about a transition. */
export type Audience = 'broker' | 'assignedUnderwriter' | 'approver' | 'client';

/** What the API must do besides setting the status (docs/decisions/080-transaction-lifecycle.md). */
export type LifecycleEffect =
  | {
      kind: 'setDates';
      inceptionDate: string;
      expiryDate: string;
      reason: 'edit' | 'brokerPastInception' | 'backdatedAtBind';
    }
  | { kind: 'recordQuote'; quotedAt: number; expiresAt: number }
  | { kind: 'clearQuote' }
  | { kind: 'authoriseBackdate' }
  | {
      kind: 'refer';
      reason: 'manual' | 'backdate';
      underwriterId: number | null;
      teamId: number | null;
      reasons: readonly string[];
    }
  | { kind: 'setApproval'; approval: ApprovalState; approverId: number | null }
  | { kind: 'notify'; audience: Audience; event: LifecycleAction; reasons: readonly string[] }
  | { kind: 'clientAccess'; granted: boolean }
  | { kind: 'markProposalDone' }
  | { kind: 'lockProductVersion' }
  | { kind: 'placeRisk' }
  | { kind: 'endPolicy' }
  | { kind: 'startTransaction'; type: TransactionType };

/** HTTP status of a refusal: 409 illegal state change, 403 wrong actor, 422 failed business check. */
export type RefusalStatus = 403 | 409 | 422;

/** A catalogue code whose status is a refusal's (403, 409 or 422): the codes the lifecycle refuses with. */
export type RefusalCode = {
  [C in ErrorCode]: (typeof errorCatalogue)[C]['status'] extends RefusalStatus ? C : never;
}[ErrorCode];

/** The answer of `transitionOf`. */
export type TransitionOutcome =
  | {
      ok: true;
      action: LifecycleAction;
      to: TransactionStatus | 'discarded';
      effects: LifecycleEffect[];
    }
  | { ok: false; code: RefusalCode; message: string; status: RefusalStatus };
