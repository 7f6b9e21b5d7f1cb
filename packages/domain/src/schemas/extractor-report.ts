import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { boundPolicyReportColumns } from './risk-list.ts';

/**
 * The extractor report (issue 14, spec §1/§2 Company Reports, decision 189): the bound transactions of a
 * date range — the bound-policy report's §5 date rules — with the columns and filters the user picks, made
 * by a background job as CSV or XLSX.
 */
export const extractorColumnLabels: Record<(typeof boundPolicyReportColumns)[number], string> = {
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
};

export const extractorFormats = ['csv', 'xlsx'] as const;
export type ExtractorFormat = (typeof extractorFormats)[number];

const ids = z.array(z.number().int().min(1)).max(100);

/** POST /companies/{companyId}/report/extracts. */
export const extractorReportBody = z.strictObject({
  /** Epoch seconds at the UTC start / end of a day, as the bound-policy report takes them. */
  date_from: z.number().int().min(0),
  date_to: z.number().int().min(0),
  columns: z
    .array(z.enum(boundPolicyReportColumns))
    .min(1, { error: Messages.extractorNoColumn })
    .max(boundPolicyReportColumns.length)
    .refine((c) => new Set(c).size === c.length, { error: Messages.extractorColumnTwice }),
  /** §4 transaction types (1 new business, 2 adjustment, 3 cancellation, 4 renewal); empty: all. */
  transactionTypes: z.array(z.number().int().min(1).max(9)).max(10).default([]),
  productIds: ids.default([]),
  brokerageIds: ids.default([]),
  format: z.enum(extractorFormats).default('csv'),
});
export type ExtractorReportBody = z.infer<typeof extractorReportBody>;
