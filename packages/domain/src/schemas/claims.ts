import { z } from '../zod-config.ts';
import { auStates } from '../enums.ts';
import { Messages } from '../messages.ts';
import { isoDateSchema } from './authority.ts';
import { requiredText } from './common.ts';
import { decimalString } from './decimal.ts';
import { ClaimMessages } from './claim-messages.ts';
import type { NamedRef } from './risk-dtos.ts';

/**
 * Incidents and claims (issue 16, decision 120): an incident is reported against a bound policy, the
 * underwriting agency accepts it as a claim or declines it, and the appointed legal firm works it.
 */

/** Where the incident is in its handling: reported, accepted as a claim, declined. */
export const ClaimStage = { Reported: 1, Accepted: 2, Declined: 3 } as const;
export type ClaimStage = (typeof ClaimStage)[keyof typeof ClaimStage];
export const claimStageLabels: Record<ClaimStage, string> = {
  1: 'Reported',
  2: 'Claim',
  3: 'Declined',
};

/** Lloyd's claim status (CR0105), the code list of the claims reporting standard, in its order. */
export const ClaimStatus = {
  Open: 1,
  CoverageAgreed: 2,
  AmountAgreed: 3,
  ClaimPaidFeesOutstanding: 4,
  FeesPaidClaimOutstanding: 5,
  ClaimAndFeesPaid: 6,
  Closed: 7,
  ClosedThisMonth: 8,
  ReOpened: 9,
  ClosedRecoveryPursued: 10,
  Withdrawn: 11,
  StructuredSettlement: 12,
} as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];
export const claimStatusLabels: Record<ClaimStatus, string> = {
  1: 'Open',
  2: 'Open – Coverage agreed',
  3: 'Open – Amount agreed',
  4: 'Open – Claim paid, fees outstanding',
  5: 'Open – Fees paid, claims outstanding',
  6: 'Open – Claim and fees paid',
  7: 'Closed',
  8: 'Closed this month',
  9: 'Re-opened',
  10: 'Closed but subrogation/recovery being pursued',
  11: 'Withdrawn',
  12: 'Structured settlement',
};
export const claimStatusIds = Object.keys(claimStatusLabels).map(Number) as ClaimStatus[];
/** Statuses that end the handling: outstanding reserves are released when one is set. */
export const closedClaimStatuses: readonly ClaimStatus[] = [7, 8, 10, 11];
export const isClaimOpen = (stage: number, status: number | null) =>
  stage !== ClaimStage.Declined &&
  (status === null || !closedClaimStatuses.includes(status as ClaimStatus));

export const claimHeads = ['indemnity', 'fees'] as const;
export type ClaimHead = (typeof claimHeads)[number];
export const claimMovementKinds = ['reserve', 'payment'] as const;
export type ClaimMovementKind = (typeof claimMovementKinds)[number];

export { ClaimMessages } from './claim-messages.ts';

const money = (opts: { min?: string } = {}) =>
  decimalString({
    integerDigits: 16,
    scale: 2,
    min: opts.min ?? '0',
    message: ClaimMessages.invalidAmount,
  });

/** POST /companies/:companyId/claims — report an incident. */
export const reportIncidentBody = z.object({
  riskPackageId: z.number({ error: ClaimMessages.policyRequired }).int().positive(),
  dateOfLoss: isoDateSchema,
  dateFirstAdvised: isoDateSchema,
  lossDescription: requiredText(5000),
  lossState: z.enum(auStates, { error: Messages.required }),
  claimant: requiredText(200),
  amountClaimed: money(),
});
export type ReportIncidentBody = z.infer<typeof reportIncidentBody>;

/** POST .../decision — the underwriting agency accepts (appointing a legal firm) or declines. */
export const claimDecisionBody = z.object({
  decision: z.enum(['accept', 'decline']),
  reason: z
    .string()
    .trim()
    .max(2000, { error: Messages.maxLength(2000) })
    .optional(),
  legalCompanyId: z.number().int().positive().nullish(),
});
export type ClaimDecisionBody = z.infer<typeof claimDecisionBody>;

export const appointLegalBody = z.object({
  legalCompanyId: z.number({ error: ClaimMessages.notLegalCompany }).int().positive(),
});
export const claimStatusBody = z.object({
  status: z.union(
    claimStatusIds.map((s) => z.literal(s)) as [
      z.ZodLiteral<ClaimStatus>,
      ...z.ZodLiteral<ClaimStatus>[],
    ],
    {
      error: 'Choose a claim status.',
    },
  ),
});
export const claimMovementBody = z.object({
  head: z.enum(claimHeads),
  kind: z.enum(claimMovementKinds),
  /** A reserve movement sets the outstanding reserve to this amount; a payment pays this amount. */
  amount: money(),
  note: z
    .string()
    .trim()
    .max(500, { error: Messages.maxLength(500) })
    .optional(),
});
export type ClaimMovementBody = z.infer<typeof claimMovementBody>;
export const claimTaskBody = z.object({
  title: requiredText(300),
  dueDate: isoDateSchema,
});
export const claimTaskUpdateBody = z.object({ done: z.boolean() });

export const claimListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  open: z.enum(['1', '0']).optional(),
  riskPackageId: z.coerce.number().int().positive().optional(),
});

/** How the acting company stands towards a claim. */
export type ClaimViewerRole = 'underwriter' | 'legal' | 'insurer' | 'broker' | 'client';

export interface ClaimTotalsDto {
  indemnityPaid: string;
  indemnityReserve: string;
  indemnityIncurred: string;
  feesPaid: string;
  feesReserve: string;
  feesIncurred: string;
  /** Indemnity and fees together. */
  paid: string;
  reserve: string;
  /** CR0155: paid + reserve for indemnity plus the same for fees. */
  totalIncurred: string;
}

export interface ClaimSummaryDto {
  id: number;
  reference: string;
  stage: ClaimStage;
  status: ClaimStatus | null;
  open: boolean;
  riskPackageId: number;
  policyReference: string;
  insuredName: string;
  currency: string;
  dateOfLoss: string;
  dateFirstAdvised: string;
  claimant: string;
  amountClaimed: string;
  legalCompany: NamedRef | null;
  totals: ClaimTotalsDto | null;
  createdAt: number;
}

export interface ClaimDto extends ClaimSummaryDto {
  viewerRole: ClaimViewerRole;
  lossDescription: string | null;
  lossState: string | null;
  declineReason: string | null;
  reportedBy: (NamedRef & { companyName: string | null }) | null;
  underwriterCompany: NamedRef;
  /** What the viewer may do. */
  can: { decide: boolean; appoint: boolean; work: boolean; message: boolean; note: boolean };
}

export interface ClaimMovementDto {
  id: number;
  head: ClaimHead;
  kind: ClaimMovementKind;
  amount: string;
  paidDelta: string;
  reserveDelta: string;
  note: string | null;
  by: NamedRef | null;
  createdAt: number;
}

export interface ClaimActivityDto {
  id: number;
  kind: 'message' | 'note' | 'update';
  body: string;
  actor: (NamedRef & { companyType: number | null }) | null;
  createdAt: number;
}

export interface ClaimTaskDto {
  id: number;
  title: string;
  dueDate: string;
  doneAt: number | null;
  createdBy: NamedRef | null;
  createdAt: number;
}

export interface ClaimPolicyOptionDto {
  id: number;
  reference: string;
  insuredName: string;
  currency: string;
  inceptionDate: string;
  expiryDate: string;
}
