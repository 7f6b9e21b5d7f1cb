import { z } from 'zod';
import { Messages } from '../messages.ts';
import {
  ContactMethod,
  countries,
  ProductRole,
  TransactionStatus,
  TransactionType,
} from '../enums.ts';
import { emailSchema, optionalText, requiredText } from './common.ts';
import { decimalString } from './decimal.ts';
import { lifecycleActions, type ApprovalState, type LifecycleAction } from '../lifecycle/types.ts';

/**
 * The risks capability's contract between API and web (docs/decisions/090-risks-api.md).
 * Money and percentages are decimal strings; instants epoch seconds; calendar dates YYYY-MM-DD in the
 * risk's time zone.
 */

/** Messages of the risks capability the spec does not word (decision 090). */
export const RiskMessages = {
  insuredRequired: 'Choose an insured client or enter the insured details.',
  insuredChooseOne: 'Choose an insured client or enter new insured details, not both.',
  packageNotAvailable: 'This product package is not available to your brokerage.',
  addOnNotInPackage: 'This add-on is not part of the product package.',
  noLiveVersion: 'This product has no published version to quote on.',
  clientNotFound: 'The insured client does not exist.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  inceptionTooFarAhead: (days: number) => `The inception date may be at most ${days} days ahead.`,
  termOutOfRange: (min: number, max: number) =>
    `The term must be between ${min} and ${max} months.`,
  contactRequired: 'A valid email address or mobile number is required to send the proposal.',
  declarationRequired: 'Confirm that a signed and dated proposal was received.',
  sectionLimit: (min: string, max: string) =>
    `The limit of indemnity is outside the binding agreement section's limits (${min} – ${max}).`,
  sectionMaxPremium: (max: string) =>
    `The premium exceeds the binding agreement section's maximum premium of ${max}.`,
  noSection: 'No binding agreement section covers this risk.',
  reasonRequired: 'A reason is required.',
  statusInUse: 'This status is used by risks; choose a status to move them to.',
  moveToSameStatus: 'Choose a different status to move the risks to.',
  idempotencyConflict: 'This Idempotency-Key was used for a different request.',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed.',
  exchangeRequired:
    'A newer version of this product applies from the inception date; exchange the risk to it first.',
  noNewerVersion: 'There is no newer product version to exchange to.',
  underwriterNotInCompany: 'Choose an underwriter of the underwriting company.',
} as const;

const isoDate = z
  .string({ error: Messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RiskMessages.invalidDate });
const riskDecimal = decimalString({
  integerDigits: 16,
  scale: 6,
  signed: true,
  message: 'Enter a number.',
});

/** Insured details when the insured is not (yet) a client company (§2 insured details). */
export const insuredDetailsSchema = z.object({
  name: requiredText(200),
  email: emailSchema.nullish().transform((v) => v ?? null),
  phone: optionalText(30),
  contactMethod: z
    .union([
      z.literal(ContactMethod.Email),
      z.literal(ContactMethod.Phone),
      z.literal(ContactMethod.None),
    ])
    .default(ContactMethod.Email),
  registrationNumber: optionalText(20),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  state: optionalText(40),
  postcode: optionalText(10),
  country: z.enum(countries).default('AU'),
});
export type InsuredDetails = z.infer<typeof insuredDetailsSchema>;

/** POST /companies/{companyId}/risks — a broker starts a risk package for an insured. */
export const createRiskBody = z.object({
  productPackageId: z.number().int().positive(),
  insuredCompanyId: z.number().int().positive().nullish(),
  insured: insuredDetailsSchema.nullish(),
  addOnProductIds: z.array(z.number().int().positive()).max(20).default([]),
  /** Defaults to today in the risk's zone; a broker's past date moves to today (§4). */
  inceptionDate: isoDate.optional(),
  /** Defaults to the product version's default term. */
  termMonths: z.number().int().min(1).max(120).optional(),
});
export type CreateRiskBody = z.infer<typeof createRiskBody>;

/** PUT .../risks/{riskPackageId} — the edit action on insured details and term (Initiated only). */
export const updateRiskBody = z.object({
  insured: insuredDetailsSchema.optional(),
  inceptionDate: isoDate.optional(),
  expiryDate: isoDate.optional(),
});
export type UpdateRiskBody = z.infer<typeof updateRiskBody>;

/** PUT .../risks/{riskPackageId}/risks/{riskId}/proposal — answers of the pinned version's form. */
export const saveProposalBody = z.object({
  proposal: z.record(z.string(), z.unknown()),
  /** Underwriters only: manual values of overridable formulas. */
  overrides: z.record(z.string(), z.string()).optional(),
  discountPercent: riskDecimal.optional(),
  brokerCommissionPercent: riskDecimal.optional(),
});
export type SaveProposalBody = z.infer<typeof saveProposalBody>;

/** Body of POST .../actions/{action}; which fields apply depends on the action (decision 080 commands). */
export const riskActionBody = z.object({
  underwriterId: z.number().int().positive().nullish(),
  teamId: z.number().int().positive().nullish(),
  reasons: z.array(requiredText(500)).max(20).optional(),
  approverId: z.number().int().positive().optional(),
  declarationConfirmed: z.boolean().optional(),
  /** amend / cancel: the effective date (default today in the risk's zone). */
  effectiveDate: isoDate.optional(),
  reasonForCancellation: optionalText(1000),
});
export type RiskActionBody = z.infer<typeof riskActionBody>;
export const riskActionParam = z.enum(lifecycleActions);

/** POST .../send-to-client (§4, §5: a valid email or mobile). */
export const sendToClientBody = z.object({
  email: emailSchema.nullish().transform((v) => v ?? null),
  mobile: optionalText(30),
});
export type SendToClientBody = z.infer<typeof sendToClientBody>;

/** POST .../declaration (§5). */
export const declarationBody = z.object({
  confirmed: z.literal(true, { error: RiskMessages.declarationRequired }),
});

/** PUT .../assignment: the assigned underwriter (underwriters) and the assigned users (brokers and underwriters). */
export const assignmentBody = z.object({
  assignedUnderwriterId: z.number().int().positive().nullable().optional(),
  assignedUserIds: z.array(z.number().int().positive()).max(50).optional(),
});

export const interestedPartyBody = z.object({
  name: requiredText(200),
  interest: requiredText(80),
  email: emailSchema.nullish().transform((v) => v ?? null),
  address: optionalText(300),
});
export type InterestedPartyBody = z.infer<typeof interestedPartyBody>;

export const activityKinds = ['note', 'message', 'status', 'assignment', 'update', 'view'] as const;
export type ActivityKind = (typeof activityKinds)[number];
/** §2 Timeline filters, in the spec's order and words. */
export const timelineFilters: { kind: ActivityKind; label: string }[] = [
  { kind: 'note', label: 'Notes' },
  { kind: 'message', label: 'Messages' },
  { kind: 'status', label: 'Status updates' },
  { kind: 'assignment', label: 'Assigned-to changes' },
  { kind: 'update', label: 'Updates to risk' },
  { kind: 'view', label: 'User views' },
];
export const postTextBody = z.object({ body: requiredText(5000) });

export const adjustableFields = [
  'basePremium',
  'grossPremium',
  'netPremium',
  'totalPremium',
  'administrationFee',
  'brokerCommission',
  'deductible',
  'limitOfIndemnity',
  'overseasTaxIncurred',
] as const;
export type AdjustableField = (typeof adjustableFields)[number];
/** Human labels of the adjustable premium fields (§2 Manual Policy Adjustments), for the panel and the timeline. */
export const adjustableFieldLabels: Record<AdjustableField, string> = {
  basePremium: 'Base premium',
  grossPremium: 'Gross premium',
  netPremium: 'Net premium',
  totalPremium: 'Total premium',
  administrationFee: 'Administration fee',
  brokerCommission: 'Broker commission',
  deductible: 'Deductible',
  limitOfIndemnity: 'Limit of indemnity',
  overseasTaxIncurred: 'Overseas tax incurred',
};
export const manualAdjustmentBody = z.object({
  field: z.enum(adjustableFields),
  value: riskDecimal,
  reason: requiredText(1000),
});

export const underwritingStatusBody = z.object({
  name: requiredText(80),
  colour: z.string().trim().max(20).default('blue'),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});

export const riskListSorts = [
  'updatedAt',
  'reference',
  'insuredName',
  'inceptionDate',
  'totalPremium',
  'status',
] as const;
/** GET /companies/{companyId}/risks — server-side filters, sorting and pages (page of 50 by default). */
export const riskListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
  /** Comma-separated statuses, e.g. status=3,5 */
  status: z
    .string()
    .regex(/^[1-7](,[1-7])*$/)
    .optional(),
  transactionType: z.coerce.number().int().min(1).max(4).optional(),
  underwritingStatusId: z.coerce.number().int().positive().optional(),
  assignedUnderwriterId: z.coerce.number().int().positive().optional(),
  brokerCompanyId: z.coerce.number().int().positive().optional(),
  productPackageId: z.coerce.number().int().positive().optional(),
  /** Only risks assigned to the caller (or referred to their team). */
  mine: z.enum(['true', 'false']).optional(),
  sort: z.enum(riskListSorts).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type RiskListQuery = z.infer<typeof riskListQuery>;

/** §7 GET companies/{id}/report/bound-policies. */
export const reportTypes = ['csv', 'json', 'txt'] as const;
export type ReportType = (typeof reportTypes)[number];
export const boundPolicyReportQuery = z.object({
  date_from: z.coerce.number().int().min(0),
  date_to: z.coerce.number().int().min(0),
  type: z.enum(reportTypes).default('csv'),
});

// ---- Response DTOs -------------------------------------------------------------------------------

export interface NamedRef {
  id: number;
  name: string;
}

export interface RiskListRow {
  id: number;
  reference: string;
  insuredName: string;
  brokerCompany: NamedRef;
  underwriterCompany: NamedRef;
  productPackage: NamedRef;
  status: TransactionStatus;
  transactionType: TransactionType;
  underwritingStatus: { id: number; name: string; colour: string } | null;
  /** Null for brokers when the product hides the assigned underwriter (§6). */
  assignedUnderwriter: NamedRef | null;
  referredToTeam: boolean;
  inceptionDate: string;
  expiryDate: string;
  totalPremium: string | null;
  currency: string;
  boundAt: number | null;
  updatedAt: number;
}

export interface PremiumBreakdownDto {
  base: string;
  otherCharges: string;
  discountCharges: string;
  gross: string;
  fees: string;
  feeLines: { name: string; amount: string }[];
  commissionPercent: string;
  commission: string;
  net: string;
  taxes: string;
  taxLines: { name: string; amount: string }[];
  total: string;
}

/** A property formula shown on the quote summary or premium summary (§3 show flags). */
export interface QuoteLine {
  name: string;
  title: string;
  dataType: string;
  value: string | number | boolean | null;
  overridden: boolean;
  showOnPremiumSummary: boolean;
  showOnQuoteSummary: boolean;
}

/** A rule's message as the viewer may see it (§6 visibility for brokers). */
export interface RuleMessageDto {
  name: string;
  outcome: 'refer' | 'decline' | 'endorse';
  message: string;
}

export interface RiskTransactionDto {
  id: number;
  riskId: number;
  sequence: number;
  type: TransactionType;
  status: TransactionStatus;
  effectiveDate: string;
  inceptionDate: string;
  expiryDate: string;
  reasonForCancellation: string | null;
  proposal: Record<string, unknown>;
  overrides: Record<string, string>;
  basePremium: string | null;
  calculatedPremium: string | null;
  grossPremium: string | null;
  netPremium: string | null;
  manualPremium: string | null;
  totalPremium: string | null;
  administrationFee: string | null;
  brokerCommission: string | null;
  brokerCommissionPercent: string | null;
  deductible: string | null;
  limitOfIndemnity: string | null;
  overseasTaxIncurred: string | null;
  /** Amendment / cancellation: remaining share of the term and the additional (+) or return (−) premium. */
  proRataFactor: string | null;
  premiumChange: string | null;
  discountPercent: string;
  premium: PremiumBreakdownDto | null;
  quoteLines: QuoteLine[];
  ruleMessages: RuleMessageDto[];
  quotedAt: number | null;
  quoteExpiresAt: number | null;
  approval: ApprovalState;
  approver: NamedRef | null;
  backdateAuthorised: boolean;
  referralReasons: string[];
  declineReasons: string[];
  boundAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** The lifecycle actions the viewer may take now (decision 080 availableActions). */
  availableActions: LifecycleAction[];
}

export interface RiskDto {
  id: number;
  product: NamedRef;
  productRole: (typeof ProductRole)[keyof typeof ProductRole];
  productVersion: { id: number; versionNumber: number };
  /** A newer live version applies from the inception date: exchange before quoting (§4). */
  newerVersion: { id: number; versionNumber: number } | null;
  /** The pinned version's proposal form (JSON Schema and layout): every party of the risk fills or reads it here. */
  proposalForm: { schema: Record<string, unknown>; layout: Record<string, unknown> };
  agreementSection: NamedRef | null;
  placed: boolean;
  cancelled: boolean;
  /** The open transaction if any, else the latest one. */
  current: RiskTransactionDto;
  /** Every transaction, oldest first (the current one included). */
  transactions: RiskTransactionDto[];
}

export type RiskViewerRole = 'broker' | 'underwriter' | 'insurer' | 'client';

export interface RiskPackageDto {
  id: number;
  reference: string;
  brokerCompany: NamedRef;
  underwriterCompany: NamedRef;
  insurerCompany: NamedRef | null;
  productPackage: NamedRef;
  insuredCompanyId: number | null;
  insured: InsuredDetails;
  timeZone: string;
  currency: string;
  status: TransactionStatus;
  transactionType: TransactionType;
  inceptionDate: string;
  expiryDate: string;
  totalPremium: string | null;
  boundAt: number | null;
  underwritingStatus: { id: number; name: string; colour: string } | null;
  assignedUnderwriter: NamedRef | null;
  referredToTeam: boolean;
  assignedUsers: (NamedRef & { companyId: number })[];
  clientAccess: {
    active: boolean;
    email: string | null;
    mobile: string | null;
    grantedAt: number | null;
  } | null;
  proposalDone: boolean;
  declaration: { confirmedAt: number; confirmedBy: NamedRef } | null;
  renewalOfId: number | null;
  isLatestInChain: boolean;
  interestedParties: ({ id: number } & InterestedPartyBody)[];
  /** Main risk first, then add-ons. */
  risks: RiskDto[];
  viewerRole: RiskViewerRole;
  createdAt: number;
  updatedAt: number;
}

/** GET /companies/{companyId}/risk-options — what a broker may start a risk with. */
export interface RiskOptionsDto {
  packages: {
    id: number;
    name: string;
    description: string | null;
    underwriterCompany: NamedRef;
    mainProduct: NamedRef;
    addOns: NamedRef[];
  }[];
  clients: NamedRef[];
}

export interface RiskActivityDto {
  id: number;
  kind: ActivityKind;
  actor: (NamedRef & { companyType: number | null }) | null;
  body: string | null;
  data: Record<string, unknown>;
  createdAt: number;
}

export interface ManualAdjustmentDto {
  id: number;
  riskTransactionId: number;
  field: AdjustableField;
  previousValue: string | null;
  newValue: string | null;
  reason: string;
  user: NamedRef;
  createdAt: number;
}

export interface RiskEndorsementDto {
  id: number;
  endorsementId: number;
  name: string;
  content: string;
  source: 'rule' | 'manual';
  ruleName: string | null;
  createdAt: number;
}

export interface RiskFileDto {
  id: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
  visibility: 1 | 2;
  uploadedBy: NamedRef | null;
  createdAt: number;
  url: string;
}

export interface UnderwritingStatusDto {
  id: number;
  name: string;
  colour: string;
  sortOrder: number;
  activeRisks: number;
}

/** Columns of the bound-policy report, in order (decision 090). */
export const boundPolicyReportColumns = [
  'reference',
  'transactionId',
  'transactionType',
  'product',
  'productRole',
  'insured',
  'broker',
  'underwriter',
  'insurer',
  'boundAt',
  'effectiveDate',
  'inceptionDate',
  'expiryDate',
  'currency',
  'basePremium',
  'grossPremium',
  'netPremium',
  'totalPremium',
  'premiumChange',
  'administrationFee',
  'brokerCommission',
  'limitOfIndemnity',
  'deductible',
  'reasonForCancellation',
] as const;
