import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { taxClassNames, type TaxClassName } from '../tax-classes.ts';
import { isoDateSchema } from './authority.ts';
import { decimalString } from './decimal.ts';

/**
 * The AU/NZ tax and levy rates as the operator keeps them (decision 197): one row per rate with the
 * days it applies to. The rating engine reads these rows, never constants.
 */
export const TaxRateMessages = {
  rateInvalid: 'Enter a rate as a decimal number, up to 6 decimal places.',
  amountInvalid: 'Enter an amount as a decimal number, up to 2 decimal places.',
  toAfterFrom: 'The end date must be after the start date.',
  kindNotInJurisdiction: 'This tax is not charged in this jurisdiction.',
} as const;

export const taxJurisdictions = [
  'AU',
  'NSW',
  'VIC',
  'QLD',
  'SA',
  'WA',
  'TAS',
  'ACT',
  'NT',
  'NZ',
] as const;
export type TaxJurisdiction = (typeof taxJurisdictions)[number];
export const taxKinds = ['gst', 'stampDuty', 'fenz', 'nhc'] as const;
export type TaxKindName = (typeof taxKinds)[number];
export const taxRateStatuses = ['V', 'V2', 'U'] as const;

export const taxKindLabels: Record<TaxKindName, string> = {
  gst: 'GST',
  stampDuty: 'Stamp duty',
  fenz: 'FENZ levy (cents per $100)',
  nhc: 'NHC levy (cents per $100)',
};
export const taxRateStatusLabels: Record<(typeof taxRateStatuses)[number], string> = {
  V: 'Verified',
  V2: 'Two sources',
  U: 'Unverified',
};

/** Which kinds each jurisdiction charges: GST country-wide, duty per AU state, levies in NZ. */
export function taxKindAllowed(jurisdiction: TaxJurisdiction, kind: TaxKindName): boolean {
  if (jurisdiction === 'AU') return kind === 'gst';
  if (jurisdiction === 'NZ') return kind !== 'stampDuty';
  return kind === 'stampDuty';
}

const rate = decimalString({
  integerDigits: 3,
  scale: 6,
  min: '0',
  message: TaxRateMessages.rateInvalid,
  requiredMessage: Messages.required,
});
const amount = decimalString({
  integerDigits: 16,
  scale: 2,
  min: '0',
  message: TaxRateMessages.amountInvalid,
});

export const taxRateBody = z
  .strictObject({
    jurisdiction: z.enum(taxJurisdictions, { error: Messages.required }),
    kind: z.enum(taxKinds, { error: Messages.required }),
    /** Empty = every class no more specific row names. */
    classes: z
      .array(z.enum(taxClassNames as [TaxClassName, ...TaxClassName[]]))
      .max(taxClassNames.length, { error: Messages.maxItems(taxClassNames.length) })
      .refine((v) => new Set(v).size === v.length, { error: Messages.duplicateValues }),
    /** Percent of the base (GST, duty) or cents per $100 of sum insured (FENZ, NHC). */
    rate,
    cap: amount.nullable(),
    flat: amount.nullable(),
    effectiveFrom: isoDateSchema,
    effectiveTo: isoDateSchema.nullable(),
    smallBusinessOnly: z.boolean(),
    status: z.enum(taxRateStatuses),
    source: z
      .string({ error: Messages.required })
      .trim()
      .min(1, { error: Messages.required })
      .max(1000, { error: Messages.maxLength(1000) }),
  })
  .superRefine((v, ctx) => {
    if (v.effectiveTo !== null && v.effectiveTo <= v.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: TaxRateMessages.toAfterFrom });
    if (!taxKindAllowed(v.jurisdiction, v.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: TaxRateMessages.kindNotInJurisdiction,
      });
  });
export type TaxRateBody = z.infer<typeof taxRateBody>;

export const taxRateDto = z.object({
  id: z.number().int(),
  jurisdiction: z.enum(taxJurisdictions),
  kind: z.enum(taxKinds),
  classes: z.array(z.string()),
  rate: z.string(),
  cap: z.string().nullable(),
  flat: z.string().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  smallBusinessOnly: z.boolean(),
  status: z.enum(taxRateStatuses),
  source: z.string(),
  updatedAt: z.number().int(),
});
export type TaxRateDto = z.infer<typeof taxRateDto>;

export const taxRateParams = z.object({ taxRateId: z.coerce.number().int().positive() });
