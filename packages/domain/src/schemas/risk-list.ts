import { z } from '../zod-config.ts';
import { TransactionStatus, TransactionType } from '../enums.ts';
import type { NamedRef } from './risk-dtos.ts';

/** The risk list and the bound-policy report (decision 092). */

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
  /** Only policies with an open claim (decision 120). */
  hasOpenClaims: z.enum(['true', 'false']).optional(),
  /** Only packages carrying this tag of the acting company (Company Tags, decision 171). */
  tagId: z.coerce.number().int().positive().optional(),
  /** The main product's §3 class (1-4), or the acting agency's own sub-class of one (decision 211). */
  productClass: z.coerce.number().int().min(1).max(4).optional(),
  productSubClassId: z.coerce.number().int().positive().optional(),
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
  /** The main product's total premium (the package cache; `sort=totalPremium` sorts by `packageTotalPremium`). */
  totalPremium: string | null;
  /**
   * The package's total: main plus add-ons, each risk's current transaction (issue 19 item 5); null
   * before any is rated. `addOnsPremium` is the add-ons' part (null without a rated add-on). The sort key
   * of `sort=totalPremium` (the premium column shows this total).
   */
  packageTotalPremium: string | null;
  addOnsPremium: string | null;
  currency: string;
  boundAt: number | null;
  /** Epoch seconds the package was imported (Import Policy Data, decision 156); null otherwise. */
  importedAt: number | null;
  updatedAt: number;
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
  // The package as bound at this transaction's bound time (issue 19 item 5): main + add-ons, and each part.
  'packageTotalPremium',
  'mainPremium',
  'addOnsPremium',
  'premiumChange',
  'administrationFee',
  'brokerCommission',
  'limitOfIndemnity',
  'deductible',
  'reasonForCancellation',
] as const;

/** What a risk list row must be: the response schema `/docs` documents (issue 19, decision 115). */
const namedRefDto = z.object({ id: z.number().int(), name: z.string() });
/** A decimal string (money, never a JSON number) or null. */
const moneyDto = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .nullable();
export const riskListRowDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  insuredName: z.string(),
  brokerCompany: namedRefDto,
  underwriterCompany: namedRefDto,
  productPackage: namedRefDto,
  /** TransactionStatus id (1–7). */
  status: z.literal(Object.values(TransactionStatus)),
  /** TransactionType id (1–4). */
  transactionType: z.literal(Object.values(TransactionType)),
  underwritingStatus: z
    .object({ id: z.number().int(), name: z.string(), colour: z.string() })
    .nullable(),
  assignedUnderwriter: namedRefDto.nullable(),
  referredToTeam: z.boolean(),
  inceptionDate: z.iso.date(),
  expiryDate: z.iso.date(),
  totalPremium: moneyDto,
  packageTotalPremium: moneyDto,
  addOnsPremium: moneyDto,
  currency: z.string(),
  /** Epoch seconds. */
  boundAt: z.number().int().nullable(),
  /** Epoch seconds the package was imported (Import Policy Data); null for a risk made here. */
  importedAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
/** GET /companies/{companyId}/risks: the DESIGN §4 list envelope of risk list rows. */
export const riskListResponse = z.object({
  data: z.array(riskListRowDto),
  meta: z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    /** True when the list is longer than the exact count's cap: `total` is the planner's estimate (decision 134). */
    estimated: z.boolean().optional(),
  }),
});

/** Compile-time: every row the API presents fits the schema, and the schema names every field of the row. */
type Fits<T extends U, U> = T;
export type RiskListRowFitsDto = Fits<RiskListRow, z.infer<typeof riskListRowDto>>;
export type RiskListDtoNamesEveryField = Fits<
  keyof RiskListRow,
  keyof z.infer<typeof riskListRowDto>
>;
