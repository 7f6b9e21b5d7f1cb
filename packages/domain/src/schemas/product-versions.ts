import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { currencyCodes } from '../enums.ts';
import { requiredText } from './common.ts';
import { decimalString } from './decimal.ts';
import { taxClassNames, type TaxClassName } from '../tax-classes.ts';

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
  .max(64, { error: Messages.maxLength(64) })
  .superRefine((zone, ctx) => {
    if (!isIanaTimeZone(zone))
      ctx.addIssue({ code: 'custom', message: Messages.invalidTimezone(zone) });
  });

const timeOfDay = z
  .string({ error: Messages.required })
  .max(5, { error: Messages.maxLength(5) })
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
  /** The AU/NZ tax engine (decision 118): GST, stamp duty and levies computed per state and class. */
  taxEngine: z
    .strictObject({
      country: z.enum(['AU', 'NZ']),
      taxClass: z.enum(taxClassNames as [TaxClassName, ...TaxClassName[]]),
      stateFormula: formulaNameSchema.optional(),
      sumInsuredFormula: formulaNameSchema.optional(),
      smallBusinessFormula: formulaNameSchema.optional(),
      nswEslRatePercent: productDecimal({ min: '0', max: '100' }).optional(),
      tasFireLevyRatePercent: productDecimal({ min: '0', max: '100' }).optional(),
    })
    .optional(),
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
