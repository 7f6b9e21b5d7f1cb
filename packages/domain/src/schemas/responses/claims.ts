import { z } from '../../zod-config.ts';
import {
  claimHeads,
  claimMovementKinds,
  ClaimStage,
  ClaimStatus,
  type ClaimActivityDto,
  type ClaimDto,
  type ClaimMovementDto,
  type ClaimPolicyOptionDto,
  type ClaimSummaryDto,
  type ClaimTaskDto,
} from '../claims.ts';
import { calendarDate, decimalOut, epochSeconds, namedRef, oneOf, type Agree } from './shared.ts';

/** Response schemas of the claims module (decision 158); the DTO interfaces of claims.ts agree with them. */

const id = z.number().int();

export const claimTotalsOut = z.object({
  indemnityPaid: decimalOut,
  indemnityReserve: decimalOut,
  indemnityIncurred: decimalOut,
  feesPaid: decimalOut,
  feesReserve: decimalOut,
  feesIncurred: decimalOut,
  paid: decimalOut,
  reserve: decimalOut,
  totalIncurred: decimalOut,
});

/** A claim as listed (the claims list, a policy's claims). */
export const claimSummaryOut = z.object({
  id,
  reference: z.string(),
  stage: oneOf(ClaimStage),
  status: oneOf(ClaimStatus).nullable(),
  open: z.boolean(),
  riskPackageId: id,
  policyReference: z.string(),
  insuredName: z.string(),
  currency: z.string(),
  dateOfLoss: calendarDate,
  dateFirstAdvised: calendarDate,
  claimant: z.string(),
  amountClaimed: decimalOut,
  legalCompany: namedRef.nullable(),
  /** Null for a viewer who may not see the money (decision on claim visibility). */
  totals: claimTotalsOut.nullable(),
  createdAt: epochSeconds,
});
export const claimSummariesResponse = z.array(claimSummaryOut);

/** A claim with what the viewer may do. */
export const claimOut = claimSummaryOut.extend({
  viewerRole: z.enum(['underwriter', 'legal', 'insurer', 'broker', 'client']),
  lossDescription: z.string().nullable(),
  lossState: z.string().nullable(),
  declineReason: z.string().nullable(),
  reportedBy: namedRef.extend({ companyName: z.string().nullable() }).nullable(),
  underwriterCompany: namedRef,
  can: z.object({
    decide: z.boolean(),
    appoint: z.boolean(),
    work: z.boolean(),
    message: z.boolean(),
    note: z.boolean(),
  }),
});

/** GET /companies/{companyId}/claim-policies: the bound policies a claim may be reported on. */
export const claimPolicyOptionsResponse = z.array(
  z.object({
    id,
    reference: z.string(),
    insuredName: z.string(),
    currency: z.string(),
    inceptionDate: calendarDate,
    expiryDate: calendarDate,
  }),
);
/** GET /companies/{companyId}/legal-firms: the legal companies a claim may be given to. */
export const legalFirmsResponse = z.array(namedRef);

export const claimMovementOut = z.object({
  id,
  head: z.enum(claimHeads),
  kind: z.enum(claimMovementKinds),
  amount: decimalOut,
  paidDelta: decimalOut,
  reserveDelta: decimalOut,
  note: z.string().nullable(),
  by: namedRef.nullable(),
  createdAt: epochSeconds,
});
export const claimMovementsResponse = z.array(claimMovementOut);

export const claimActivityOut = z.object({
  id,
  kind: z.enum(['message', 'note', 'update']),
  body: z.string(),
  actor: namedRef.extend({ companyType: z.number().int().nullable() }).nullable(),
  createdAt: epochSeconds,
});
export const claimActivitiesResponse = z.array(claimActivityOut);

export const claimTaskOut = z.object({
  id,
  title: z.string(),
  dueDate: calendarDate,
  doneAt: epochSeconds.nullable(),
  createdBy: namedRef.nullable(),
  createdAt: epochSeconds,
});
export const claimTasksResponse = z.array(claimTaskOut);

export type ClaimSummaryAgrees = Agree<ClaimSummaryDto, z.infer<typeof claimSummaryOut>>;
export type ClaimAgrees = Agree<ClaimDto, z.infer<typeof claimOut>>;
export type ClaimPolicyOptionAgrees = Agree<
  ClaimPolicyOptionDto,
  z.infer<typeof claimPolicyOptionsResponse>[number]
>;
export type ClaimMovementAgrees = Agree<ClaimMovementDto, z.infer<typeof claimMovementOut>>;
export type ClaimActivityAgrees = Agree<ClaimActivityDto, z.infer<typeof claimActivityOut>>;
export type ClaimTaskAgrees = Agree<ClaimTaskDto, z.infer<typeof claimTaskOut>>;
