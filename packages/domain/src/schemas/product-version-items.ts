import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { optionalText, recordKey, requiredText } from './common.ts';
import { formulaNameSchema, productDecimal } from './product-versions.ts';
import { companyRatingGrades } from './company-ratings.ts';

/** What a product version holds besides its settings: the proposal form, formulas, rules, datasets and test cases (decision 060). */
/** The designer's output: a JSON Schema for the answers and a layout for the screen (decision 060). */
export const proposalFormBody = z.strictObject({
  schema: z.record(recordKey, z.unknown()),
  layout: z.record(recordKey, z.unknown()).default({}),
});

export const propertyFormulaBody = z.strictObject({
  name: formulaNameSchema,
  title: requiredText(160),
  description: optionalText(1000),
  dataType: z.enum(['currency', 'number', 'text', 'textarea']),
  formula: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(10_000, { error: Messages.maxLength(10_000) }),
  kind: z.enum(['standard', 'otherCharge', 'discountCharge']).default('standard'),
  overridable: z.boolean().default(false),
  required: z.boolean().default(false),
  showOnPremiumSummary: z.boolean().default(false),
  showOnQuoteSummary: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type PropertyFormulaBody = z.infer<typeof propertyFormulaBody>;

export const underwritingFormulaBody = z.strictObject({
  name: formulaNameSchema,
  title: optionalText(160),
  /** The engine's step program (decision 010); its shape is checked by the engine on save. */
  steps: z.array(z.unknown()).max(500, { error: Messages.maxItems(500) }),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type UnderwritingFormulaBody = z.infer<typeof underwritingFormulaBody>;

export const productRuleBody = z.strictObject({
  name: requiredText(160),
  condition: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(10_000, { error: Messages.maxLength(10_000) }),
  outcome: z.enum(['refer', 'decline', 'endorse']),
  message: requiredText(2000),
  visibleToBroker: z.boolean().default(true),
  endorsementId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type ProductRuleBody = z.infer<typeof productRuleBody>;

export const DATASET_MAX_ROWS = 5000;
export const DATASET_MAX_COLUMNS = 50;
const cell = z.union([
  z.string().max(1000, { error: Messages.maxLength(1000) }),
  z.number().finite(),
  z.null(),
]);

export const datasetBody = z
  .strictObject({
    name: requiredText(80),
    columns: z
      .array(requiredText(80))
      .min(1, { error: Messages.required })
      .max(DATASET_MAX_COLUMNS, { error: Messages.maxItems(DATASET_MAX_COLUMNS) })
      .refine((c) => new Set(c).size === c.length, { error: Messages.duplicateValues }),
    rows: z
      .array(z.array(cell))
      .max(DATASET_MAX_ROWS, { error: Messages.maxItems(DATASET_MAX_ROWS) }),
  })
  .superRefine((d, ctx) => {
    d.rows.forEach((row, i) => {
      if (row.length !== d.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: `Row ${i + 1} has ${row.length} cells; expected ${d.columns.length}.`,
        });
      }
    });
  });
export type DatasetBody = z.infer<typeof datasetBody>;

export const datasetImportQuery = z.strictObject({
  name: requiredText(80),
  replace: z.enum(['true', 'false']).default('false'),
});

const isoDate = z
  .string({ error: Messages.required })
  .max(10, { error: Messages.maxLength(10) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' });

/** The transaction a sample or test case is rated for; omitted dates default from the version (decision 060). */
export const ratingContextBody = z.strictObject({
  transactionType: z
    .enum(['newBusiness', 'adjustment', 'cancellation', 'renewal'])
    .default('newBusiness'),
  inceptionDate: isoDate,
  expiryDate: isoDate.optional(),
  effectiveDate: isoDate.optional(),
  today: isoDate.optional(),
  overrides: z
    .record(recordKey, z.string().max(1000, { error: Messages.maxLength(1000) }))
    .optional(),
  brokerCommissionPercent: productDecimal({ min: '0', max: '100' }).optional(),
  administrationFee: productDecimal({ min: '0' }).optional(),
  /** The agency's grade on the brokerage / the insured client (decision 232), to try a formula with. */
  brokerRating: z.enum(companyRatingGrades).optional(),
  clientRating: z.enum(companyRatingGrades).optional(),
});
export type RatingContextBody = z.infer<typeof ratingContextBody>;

export const rateBody = z.strictObject({
  proposal: z.record(recordKey, z.unknown()),
  context: ratingContextBody,
});

export const premiumFields = [
  'base',
  'otherCharges',
  'discountCharges',
  'gross',
  'fees',
  'commission',
  'net',
  'taxes',
  'total',
] as const;

/** What a test case expects; only the fields given are compared. */
export const expectedOutputsSchema = z.strictObject({
  premium: z.partialRecord(z.enum(premiumFields), productDecimal()).optional(),
  formulas: z
    .record(
      recordKey,
      z.union([
        z.string().max(10_000, { error: Messages.maxLength(10_000) }),
        z.boolean(),
        z.null(),
      ]),
    )
    .optional(),
  decision: z.enum(['quote', 'refer', 'decline']).optional(),
  /** Names of the rules expected to fire (compared as a set). */
  rules: z.array(z.string().max(160)).max(200).optional(),
});
export type ExpectedOutputs = z.infer<typeof expectedOutputsSchema>;

export const testCaseBody = z.strictObject({
  name: requiredText(160),
  proposal: z.record(recordKey, z.unknown()),
  context: ratingContextBody,
  expected: expectedOutputsSchema,
});
export type TestCaseBody = z.infer<typeof testCaseBody>;

/** One compared field of a test case run. */
export interface TestDiffLine {
  field: string;
  expected: string | boolean | null | string[];
  actual: string | boolean | null | string[];
  passed: boolean;
}

export interface TestCaseResultDto {
  testCaseId: number;
  name: string;
  passed: boolean;
  /** Set when the case could not be rated (invalid proposal, formula error). */
  error: string | null;
  diff: TestDiffLine[];
}

export interface TestRunDto {
  id: number;
  versionId: number;
  passed: boolean;
  total: number;
  failed: number;
  results: TestCaseResultDto[];
  createdAt: number;
  createdBy: number | null;
}
