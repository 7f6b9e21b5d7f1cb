import type { ProductRole, TransactionStatus, TransactionType } from '../enums.ts';
import type { ApprovalState, LifecycleAction } from '../lifecycle/types.ts';
import type { InterestedPartyBody } from './risk-collaboration.ts';
import type { InsuredDetails } from './risks.ts';

/** The risks capability's response DTOs (decision 090). */

export interface NamedRef {
  id: number;
  name: string;
}

export interface PremiumBreakdownDto {
  base: string;
  otherCharges: string;
  discountCharges: string;
  gross: string;
  fees: string;
  /** `name` is the formula's or setting's code; `title` is what people read (issue 19 item 4). */
  feeLines: { name: string; title: string; amount: string }[];
  commissionPercent: string;
  commission: string;
  net: string;
  taxes: string;
  taxLines: { name: string; title: string; amount: string }[];
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

/**
 * How one premium line was worked out (decision 198): the arithmetic the engine traced, with each input's
 * title and value. The base premium's own formula is shown to the underwriter's side only.
 */
export interface PremiumExplanationDto {
  /** The line's code: base, gross, commission, a tax line's label… */
  line: string;
  title: string;
  amount: string;
  expression: string;
  inputs: { name: string; title: string; value: string }[];
  note: string | null;
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
  /** Each premium line's formula and inputs, in breakdown order (decision 198); empty when not rated. */
  premiumExplanations: PremiumExplanationDto[];
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
  /** Epoch seconds the package was imported (Import Policy Data, decision 156); null otherwise. */
  importedAt: number | null;
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
