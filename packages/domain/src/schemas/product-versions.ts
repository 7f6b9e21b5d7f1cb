import { z } from 'zod';
import { Messages } from '../messages.ts';
import { currencyCodes } from '../enums.ts';
import { optionalText, requiredText } from './common.ts';
import { decimalString } from './decimal.ts';

/** A decimal string (money or percentage; never a JSON number) within optional bounds. */
export const productDecimal = (opts: { min?: string; max?: string } = {}) =>
  decimalString({
    integerDigits: 12,
    scale: 6,
    signed: true,
    ...opts,
    message: 'Enter a number such as 12.50.',
  });

/** True when the runtime knows the IANA zone name (spec §5 "Timezone names are checked"). */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const productTimeZoneSchema = z
  .string({ error: Messages.required })
  .trim()
  .superRefine((zone, ctx) => {
    if (!isIanaTimeZone(zone))
      ctx.addIssue({ code: 'custom', message: Messages.invalidTimezone(zone) });
  });

const timeOfDay = z
  .string({ error: Messages.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM.' });
const level = z
  .number({ error: Messages.required })
  .int()
  .min(1, { error: Messages.min(1) })
  .max(10, { error: Messages.max(10) });
const months = z
  .number({ error: Messages.required })
  .int()
  .min(1, { error: Messages.min(1) })
  .max(120, { error: Messages.max(120) });
const identifierRule = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A formula name: a variable identifier (spec §3), no period (spec §5 'Period characters are not allowed'). */
export const formulaNameSchema = z
  .string({ error: Messages.nameRequired })
  .trim()
  .min(1, { error: Messages.nameRequired })
  .max(64, { error: Messages.maxLength(64) })
  .superRefine((name, ctx) => {
    if (name === '') return;
    if (name.includes('.')) ctx.addIssue({ code: 'custom', message: Messages.periodNotAllowed });
    else if (!identifierRule.test(name)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use letters, digits and _ only, starting with a letter or _.',
      });
    }
  });

export const premiumSettingsSchema = z.strictObject({
  basePremiumFormula: formulaNameSchema.optional(),
  commissionPercent: productDecimal({ min: '0', max: '100' }).optional(),
  fees: z
    .array(z.strictObject({ name: requiredText(80), amount: productDecimal({ min: '0' }) }))
    .max(20)
    .default([]),
  taxes: z
    .array(
      z.strictObject({
        name: requiredText(80),
        ratePercent: productDecimal({ min: '0', max: '100' }),
        base: z.enum(['gross', 'grossAndFees']),
      }),
    )
    .max(10)
    .default([]),
});

/** Every versioned setting of spec §3 Product, saved with PUT on a version. */
export const productVersionBody = z
  .strictObject({
    timezone: productTimeZoneSchema,
    bindTime: timeOfDay,
    /** Expiry at a fixed time of day, or at the time the bind is declared. */
    expiryTimeMode: z.enum(['fixed', 'bindDeclaration']),
    expiryTime: timeOfDay.nullish().transform((v) => v ?? null),
    futureInceptionDayLimit: z
      .number()
      .int()
      .min(0, { error: Messages.min(0) })
      .max(3650, { error: Messages.max(3650) }),
    defaultTermMonths: months,
    minTermMonths: months,
    maxTermMonths: months,
    maxBackdateDays: z
      .number({ error: Messages.required })
      .int()
      .min(1, { error: Messages.min(1) })
      .max(100, { error: Messages.max(100) }),
    maxDiscountPercent: productDecimal({ min: '0', max: '100' }),
    authorityLevel: level,
    minUnderwriterAuthorityLevel: level,
    currency: z.enum(currencyCodes),
    autoAssignUnderwriterOnReferral: z.boolean().default(false),
    hideAssignedUnderwriterFromBrokers: z.boolean().default(false),
    ruleMessageVisibility: z
      .strictObject({ decline: z.boolean(), endorsement: z.boolean(), referral: z.boolean() })
      .default({ decline: true, endorsement: true, referral: true }),
    showQuoteSummaryPanel: z.boolean().default(true),
    premium: premiumSettingsSchema.default({ fees: [], taxes: [] }),
  })
  .superRefine((v, ctx) => {
    if (v.expiryTimeMode === 'fixed' && v.expiryTime === null)
      ctx.addIssue({ code: 'custom', path: ['expiryTime'], message: Messages.required });
    if (v.minTermMonths > v.maxTermMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['maxTermMonths'],
        message: Messages.min(v.minTermMonths),
      });
    // §5: the default term lies within the minimum and maximum.
    if (v.defaultTermMonths < v.minTermMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['defaultTermMonths'],
        message: Messages.min(v.minTermMonths),
      });
    else if (v.defaultTermMonths > v.maxTermMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['defaultTermMonths'],
        message: Messages.max(v.maxTermMonths),
      });
  });
export type ProductVersionBody = z.infer<typeof productVersionBody>;

export interface ProductVersionDto extends ProductVersionBody {
  id: number;
  productId: number;
  versionNumber: number;
  status: 'draft' | 'live' | 'locked';
  savedOnce: boolean;
  inUse: boolean;
  publishedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** The designer's output: a JSON Schema for the answers and a layout for the screen (decision 060). */
export const proposalFormBody = z.strictObject({
  schema: z.record(z.string(), z.unknown()),
  layout: z.record(z.string(), z.unknown()).default({}),
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
  overrides: z.record(z.string(), z.string().max(1000)).optional(),
  brokerCommissionPercent: productDecimal({ min: '0', max: '100' }).optional(),
  administrationFee: productDecimal({ min: '0' }).optional(),
});
export type RatingContextBody = z.infer<typeof ratingContextBody>;

export const rateBody = z.strictObject({
  proposal: z.record(z.string(), z.unknown()),
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
  formulas: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).optional(),
  decision: z.enum(['quote', 'refer', 'decline']).optional(),
  /** Names of the rules expected to fire (compared as a set). */
  rules: z.array(z.string().max(160)).max(200).optional(),
});
export type ExpectedOutputs = z.infer<typeof expectedOutputsSchema>;

export const testCaseBody = z.strictObject({
  name: requiredText(160),
  proposal: z.record(z.string(), z.unknown()),
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
