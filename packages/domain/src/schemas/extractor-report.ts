import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { boundPolicyReportColumns } from './risk-list.ts';

/**
 * The extractor report (issue 14, spec §1/§2 Company Reports, decision 189): the bound transactions of a
 * date range — the bound-policy report's §5 date rules — with the columns and filters the user picks, made
 * by a background job as CSV or XLSX.
 */
/** The extractor's columns: the bound-policy report's, then the transaction's endorsements (decision 208). */
export const extractorColumns = [...boundPolicyReportColumns, 'endorsements'] as const;
export type ExtractorColumn = (typeof extractorColumns)[number];

export const extractorColumnLabels: Record<ExtractorColumn, string> = {
  reference: 'Reference',
  transactionId: 'Transaction id',
  transactionType: 'Transaction type',
  product: 'Product',
  productRole: 'Main or add-on',
  insured: 'Insured',
  broker: 'Broker',
  underwriter: 'Underwriter',
  insurer: 'Insurer',
  boundAt: 'Bound at (UTC)',
  effectiveDate: 'Effective date',
  inceptionDate: 'Inception date',
  expiryDate: 'Expiry date',
  currency: 'Currency',
  basePremium: 'Base premium',
  grossPremium: 'Gross premium',
  netPremium: 'Net premium',
  totalPremium: 'Total premium',
  packageTotalPremium: 'Package total premium',
  mainPremium: 'Main premium',
  addOnsPremium: 'Add-ons premium',
  premiumChange: 'Premium change',
  administrationFee: 'Administration fee',
  brokerCommission: 'Broker commission',
  limitOfIndemnity: 'Limit of indemnity',
  deductible: 'Deductible',
  reasonForCancellation: 'Reason for cancellation',
  endorsements: 'Endorsements',
};

/** The picker's groups of columns (issue 14: risk, insured, broker, transaction, premium lines, dates). */
export const extractorColumnGroups: { label: string; columns: ExtractorColumn[] }[] = [
  { label: 'Risk', columns: ['reference', 'product', 'productRole', 'currency'] },
  { label: 'Parties', columns: ['insured', 'broker', 'underwriter', 'insurer'] },
  {
    label: 'Transaction',
    columns: ['transactionId', 'transactionType', 'reasonForCancellation', 'endorsements'],
  },
  {
    label: 'Premium lines',
    columns: [
      'basePremium',
      'grossPremium',
      'netPremium',
      'totalPremium',
      'packageTotalPremium',
      'mainPremium',
      'addOnsPremium',
      'premiumChange',
      'administrationFee',
      'brokerCommission',
      'limitOfIndemnity',
      'deductible',
    ],
  },
  { label: 'Dates', columns: ['boundAt', 'effectiveDate', 'inceptionDate', 'expiryDate'] },
];

export const extractorFormats = ['csv', 'xlsx'] as const;
export type ExtractorFormat = (typeof extractorFormats)[number];

const ids = z.array(z.number().int().min(1)).max(100);

/** What a definition holds and a run takes besides its dates: columns, answers, filters, format. */
const extractorShape = {
  columns: z
    .array(z.enum(extractorColumns))
    .min(1, { error: Messages.extractorNoColumn })
    .max(extractorColumns.length)
    .refine((c) => new Set(c).size === c.length, { error: Messages.extractorColumnTwice }),
  /** The product version whose proposal answers are columns (decision 208); null: none. */
  productVersionId: z.number().int().min(1).nullable().default(null),
  /** Top-level question keys of that version's form, each a column after the chosen ones. */
  answers: z
    .array(z.string().trim().min(1).max(100))
    .max(50)
    .default([])
    .refine((a) => new Set(a).size === a.length, { error: Messages.extractorColumnTwice }),
  /** §4 transaction types (1 new business, 2 adjustment, 3 cancellation, 4 renewal); empty: all. */
  transactionTypes: z.array(z.number().int().min(1).max(9)).max(10).default([]),
  productIds: ids.default([]),
  brokerageIds: ids.default([]),
  format: z.enum(extractorFormats).default('csv'),
};

const answersNeedVersion = (
  v: { productVersionId: number | null; answers: string[] },
  ctx: z.RefinementCtx,
) => {
  if (v.answers.length && v.productVersionId === null)
    ctx.addIssue({
      code: 'custom',
      path: ['productVersionId'],
      message: Messages.extractorNoVersion,
    });
};

/** POST /companies/{companyId}/report/extracts. */
export const extractorReportBody = z
  .strictObject({
    /** Epoch seconds at the UTC start / end of a day, as the bound-policy report takes them. */
    date_from: z.number().int().min(0),
    date_to: z.number().int().min(0),
    ...extractorShape,
  })
  .superRefine(answersNeedVersion);
export type ExtractorReportBody = z.infer<typeof extractorReportBody>;

/** A saved definition's content (decision 208): the run's body without its dates. */
export const extractorDefinition = z.strictObject(extractorShape).superRefine(answersNeedVersion);
export type ExtractorDefinition = z.infer<typeof extractorDefinition>;

/** POST and PUT /companies/{companyId}/report/extract-definitions[/{id}]. */
export const extractorDefinitionBody = z.strictObject({
  name: z.string().trim().min(1, { error: Messages.required }).max(80),
  definition: extractorDefinition,
});
export type ExtractorDefinitionBody = z.infer<typeof extractorDefinitionBody>;

export const extractorDefinitionDto = z.object({
  id: z.number().int(),
  name: z.string(),
  definition: extractorDefinition,
  updatedAt: z.number().int(),
});
export type ExtractorDefinitionDto = z.infer<typeof extractorDefinitionDto>;
export const extractorDefinitionListDto = z.object({ data: z.array(extractorDefinitionDto) });

/** GET …/report/extract-versions: the product versions the company has bound transactions on, with questions. */
export const extractorVersionDto = z.object({
  id: z.number().int(),
  product: z.string(),
  versionNumber: z.number().int(),
  questions: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type ExtractorVersionDto = z.infer<typeof extractorVersionDto>;
export const extractorVersionListDto = z.object({ data: z.array(extractorVersionDto) });
