import { z } from '../zod-config.ts';

/** Premium and claims bordereaux for insurers (issue 14, decisions 151, 227): DTOs and the run body. */

export const bordereauStatuses = ['draft', 'submitted'] as const;
export type BordereauStatus = (typeof bordereauStatuses)[number];

/** A premium bordereau (bound transactions) or a claims bordereau (accepted claims, cumulative). */
export const bordereauKinds = ['premium', 'claims'] as const;
export type BordereauKind = (typeof bordereauKinds)[number];

/** A reporting month, `YYYY-MM`. */
export const reportingMonthSchema = z
  .string({ error: 'Required' })
  .max(7, { error: 'Enter a month as YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a month as YYYY-MM' });

const moneyText = z.string().describe('Decimal string, two places');

export const bordereauTotalsDto = z.object({
  grossPremium: moneyText,
  commission: moneyText,
  totalTaxes: moneyText,
  netPremium: moneyText,
  fees: moneyText,
});

/** A claims bordereau's totals (indemnity plus fees). */
export const claimsBordereauTotalsDto = z.object({
  paidThisMonth: moneyText,
  previouslyPaid: moneyText,
  reserve: moneyText,
  totalIncurred: moneyText,
});

export const bordereauSummaryDto = z.object({
  id: z.number().int(),
  kind: z.enum(bordereauKinds),
  bindingAgreementId: z.number().int(),
  agreementName: z.string(),
  uniqueMarketReference: z.string(),
  coverholder: z.string(),
  insurer: z.string(),
  month: z.string().describe('Reporting month, YYYY-MM'),
  version: z.number().int(),
  status: z.enum(bordereauStatuses),
  currency: z.string(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** A premium bordereau's totals; null for a claims bordereau. */
  totals: bordereauTotalsDto.nullable(),
  /** A claims bordereau's totals; null for a premium bordereau. */
  claimTotals: claimsBordereauTotalsDto.nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
});
export type BordereauSummaryDto = z.infer<typeof bordereauSummaryDto>;

export const bordereauListDto = z.object({ items: z.array(bordereauSummaryDto) });
export type BordereauListDto = z.infer<typeof bordereauListDto>;

export const bordereauRowDto = z.object({
  id: z.number().int(),
  /** The transaction of a premium row; null on a claims row. */
  transactionId: z.number().int().nullable(),
  /** The claim of a claims row; null on a premium row. */
  claimId: z.number().int().nullable(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type BordereauRowDto = z.infer<typeof bordereauRowDto>;

export const bordereauDetailDto = bordereauSummaryDto.extend({
  columns: z.array(z.object({ key: z.string(), cr: z.string(), header: z.string() })),
  rows: z.array(bordereauRowDto),
});
export type BordereauDetailDto = z.infer<typeof bordereauDetailDto>;

/** POST …/bordereaux: draft (or re-draft) an agreement's month now. */
export const bordereauRunBody = z.object({
  bindingAgreementId: z.coerce.number({ error: 'Required' }).int().positive(),
  month: reportingMonthSchema,
  kind: z.enum(bordereauKinds).default('premium'),
});
export type BordereauRunBody = z.infer<typeof bordereauRunBody>;

/** GET …/bordereaux/{id}/file: CSV (the default) or XLSX (decision 189). */
export const bordereauFileQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
