import { z } from '../../zod-config.ts';
import {
  ContactMethod,
  countries,
  ProductRole,
  TransactionStatus,
  TransactionType,
} from '../../enums.ts';
import { lifecycleActions } from '../../lifecycle/types.ts';
import type { RiskOptionsDto, RiskPackageDto, RiskTransactionDto } from '../risk-dtos.ts';
import {
  adjustableFields,
  type ManualAdjustmentDto,
  type RiskEndorsementDto,
  type UnderwritingStatusDto,
} from '../risk-underwriting.ts';
import type { InsuredDetails } from '../risks.ts';
import {
  calendarDate,
  decimalOut,
  epochSeconds,
  jsonObject,
  moneyOrNull,
  namedRef,
  oneOf,
  type Agree,
} from './shared.ts';

/** Response schemas of the risks module (decision 158); the interfaces of risk-dtos.ts agree with them. */

export const transactionStatusOut = oneOf(TransactionStatus);
export const transactionTypeOut = oneOf(TransactionType);

export const insuredDetailsOut = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactMethod: oneOf(ContactMethod),
  registrationNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.enum(countries),
});

const amountLine = z.object({ name: z.string(), title: z.string(), amount: decimalOut });
export const premiumBreakdownOut = z.object({
  base: decimalOut,
  otherCharges: decimalOut,
  discountCharges: decimalOut,
  gross: decimalOut,
  fees: decimalOut,
  feeLines: z.array(amountLine),
  commissionPercent: decimalOut,
  commission: decimalOut,
  net: decimalOut,
  taxes: decimalOut,
  taxLines: z.array(amountLine),
  total: decimalOut,
});

export const quoteLineOut = z.object({
  name: z.string(),
  title: z.string(),
  dataType: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  overridden: z.boolean(),
  showOnPremiumSummary: z.boolean(),
  showOnQuoteSummary: z.boolean(),
});

export const ruleMessageOut = z.object({
  name: z.string(),
  outcome: z.enum(['refer', 'decline', 'endorse']),
  message: z.string(),
});

export const riskTransactionOut = z.object({
  id: z.number().int(),
  riskId: z.number().int(),
  sequence: z.number().int(),
  type: transactionTypeOut,
  status: transactionStatusOut,
  effectiveDate: calendarDate,
  inceptionDate: calendarDate,
  expiryDate: calendarDate,
  reasonForCancellation: z.string().nullable(),
  proposal: jsonObject,
  overrides: z.record(z.string(), z.string()),
  basePremium: moneyOrNull,
  calculatedPremium: moneyOrNull,
  grossPremium: moneyOrNull,
  netPremium: moneyOrNull,
  manualPremium: moneyOrNull,
  totalPremium: moneyOrNull,
  administrationFee: moneyOrNull,
  brokerCommission: moneyOrNull,
  brokerCommissionPercent: moneyOrNull,
  deductible: moneyOrNull,
  limitOfIndemnity: moneyOrNull,
  overseasTaxIncurred: moneyOrNull,
  proRataFactor: moneyOrNull,
  premiumChange: moneyOrNull,
  discountPercent: decimalOut,
  premium: premiumBreakdownOut.nullable(),
  premiumExplanations: z.array(
    z.object({
      line: z.string(),
      title: z.string(),
      amount: z.string(),
      expression: z.string(),
      inputs: z.array(z.object({ name: z.string(), title: z.string(), value: z.string() })),
      note: z.string().nullable(),
    }),
  ),
  quoteLines: z.array(quoteLineOut),
  ruleMessages: z.array(ruleMessageOut),
  quotedAt: epochSeconds.nullable(),
  quoteExpiresAt: epochSeconds.nullable(),
  approval: z.enum(['none', 'requested', 'approved', 'denied']),
  approver: namedRef.nullable(),
  backdateAuthorised: z.boolean(),
  referralReasons: z.array(z.string()),
  declineReasons: z.array(z.string()),
  boundAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
  availableActions: z.array(z.enum(lifecycleActions)),
});

const versionRef = z.object({ id: z.number().int(), versionNumber: z.number().int() });
export const riskOut = z.object({
  id: z.number().int(),
  product: namedRef,
  productRole: oneOf(ProductRole),
  productVersion: versionRef,
  newerVersion: versionRef.nullable(),
  proposalForm: z.object({ schema: jsonObject, layout: jsonObject }),
  agreementSection: namedRef.nullable(),
  placed: z.boolean(),
  cancelled: z.boolean(),
  current: riskTransactionOut,
  transactions: z.array(riskTransactionOut),
});

export const underwritingStatusRef = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
});

/** GET/PUT /companies/{companyId}/risks/{riskPackageId}, and every write on a package. */
export const riskPackageResponse = z.object({
  id: z.number().int(),
  reference: z.string(),
  brokerCompany: namedRef,
  underwriterCompany: namedRef,
  insurerCompany: namedRef.nullable(),
  productPackage: namedRef,
  insuredCompanyId: z.number().int().nullable(),
  insured: insuredDetailsOut,
  timeZone: z.string(),
  currency: z.string(),
  status: transactionStatusOut,
  transactionType: transactionTypeOut,
  inceptionDate: calendarDate,
  expiryDate: calendarDate,
  totalPremium: moneyOrNull,
  boundAt: epochSeconds.nullable(),
  underwritingStatus: underwritingStatusRef.nullable(),
  assignedUnderwriter: namedRef.nullable(),
  referredToTeam: z.boolean(),
  assignedUsers: z.array(namedRef.extend({ companyId: z.number().int() })),
  clientAccess: z
    .object({
      active: z.boolean(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
      grantedAt: epochSeconds.nullable(),
    })
    .nullable(),
  proposalDone: z.boolean(),
  declaration: z.object({ confirmedAt: epochSeconds, confirmedBy: namedRef }).nullable(),
  renewalOfId: z.number().int().nullable(),
  isLatestInChain: z.boolean(),
  interestedParties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      interest: z.string(),
      email: z.string().nullable(),
      address: z.string().nullable(),
    }),
  ),
  risks: z.array(riskOut),
  viewerRole: z.enum(['broker', 'underwriter', 'insurer', 'client']),
  /** Set when the package came from Import Policy Data (decision 156). */
  importedAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});

/** GET /companies/{companyId}/risk-options. */
export const riskOptionsResponse = z.object({
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      underwriterCompany: namedRef,
      mainProduct: namedRef,
      addOns: z.array(namedRef),
    }),
  ),
  clients: z.array(namedRef),
});

/** POST .../risks/{riskId}/rate: the rating preview (nothing stored). */
export const ratePreviewResponse = z.object({
  decision: z.enum(['quote', 'refer', 'decline']),
  /** The engine's breakdown: its fee and tax lines carry the code only (no title). */
  premium: premiumBreakdownOut.extend({
    feeLines: z.array(amountLine.omit({ title: true })).readonly(),
    taxLines: z.array(amountLine.omit({ title: true })).readonly(),
  }),
  quoteLines: z.array(quoteLineOut),
  ruleMessages: z.array(ruleMessageOut),
  missingRequired: z.array(z.string()),
});

export type RiskPackageAgrees = Agree<RiskPackageDto, z.infer<typeof riskPackageResponse>>;
export type RiskTransactionAgrees = Agree<RiskTransactionDto, z.infer<typeof riskTransactionOut>>;
export type RiskOptionsAgree = Agree<RiskOptionsDto, z.infer<typeof riskOptionsResponse>>;
export type InsuredAgrees = Agree<InsuredDetails, z.infer<typeof insuredDetailsOut>>;

/** §4 a company's underwriting statuses (GET answers a plain array; the web accepts it or `{ data }`). */
export const underwritingStatusOut = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  sortOrder: z.number().int(),
  activeRisks: z.number().int(),
});
export const underwritingStatusesResponse = z.array(underwritingStatusOut);
/** PUT .../risks/{riskPackageId}/underwriting-status. */
export const packageUnderwritingStatusResponse = z.object({
  underwritingStatus: underwritingStatusRef.nullable(),
});
/** GET .../risks/{riskPackageId}/underwriters: who may be referred to or asked for approval. */
export const packageUnderwritersResponse = z.array(
  z.object({ userId: z.number().int(), name: z.string(), level: z.number().int() }),
);
/** POST .../risks/{riskPackageId}/exchange: the risks moved to the newer product version. */
export const exchangeVersionResponse = z.object({
  exchanged: z.array(
    z.object({
      riskId: z.number().int(),
      fromVersion: z.number().int(),
      toVersion: z.number().int(),
    }),
  ),
});

export type UnderwritingStatusAgrees = Agree<
  UnderwritingStatusDto,
  z.infer<typeof underwritingStatusOut>
>;

/** GET/POST .../risks/{riskId}/adjustments: the manual adjustments of a risk (decision 090). */
export const manualAdjustmentOut = z.object({
  id: z.number().int(),
  riskTransactionId: z.number().int(),
  field: z.enum(adjustableFields),
  previousValue: z.string().nullable(),
  newValue: z.string().nullable(),
  reason: z.string(),
  user: namedRef,
  createdAt: epochSeconds,
});
export const manualAdjustmentsResponse = z.array(manualAdjustmentOut);
/** GET/POST .../risks/{riskId}/endorsements: the endorsements attached to a risk. */
export const riskEndorsementOut = z.object({
  id: z.number().int(),
  endorsementId: z.number().int(),
  name: z.string(),
  content: z.string(),
  source: z.enum(['rule', 'manual']),
  ruleName: z.string().nullable(),
  clauses: z.array(
    z.object({
      clauseId: z.number().int(),
      code: z.string(),
      name: z.string(),
      version: z.number().int(),
      content: z.string(),
    }),
  ),
  createdAt: epochSeconds,
});
export const riskEndorsementsResponse = z.array(riskEndorsementOut);

export type ManualAdjustmentAgrees = Agree<
  ManualAdjustmentDto,
  z.infer<typeof manualAdjustmentOut>
>;
export type RiskEndorsementAgrees = Agree<RiskEndorsementDto, z.infer<typeof riskEndorsementOut>>;
