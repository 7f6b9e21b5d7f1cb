import { z } from '../../zod-config.ts';
import { decimalOut } from './shared.ts';

/**
 * A rating result as the rating engine returns it (`RatingResult` of `@turbine/rating`, which the web reads
 * for the rating trace and the product's sample rating). The engine's arrays are readonly; `ratingResultOut`
 * agrees with `RatingResult` in `apps/api/src/modules/products/rating.service.ts` (the domain package does
 * not depend on the engine).
 */

/** A formula's value: text (numbers are decimal strings), a flag, blank, a list or a record. */
export type RatingOutputValue =
  | string
  | boolean
  | null
  | readonly RatingOutputValue[]
  | { readonly [key: string]: RatingOutputValue };
/**
 * Not recursive in the document (a recursive zod schema becomes a `$ref` the route's document cannot
 * resolve): a list's or a record's members are any JSON; the type says what they are.
 */
export const ratingOutputValue = z.union([
  z.string(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()).readonly(),
  z.record(z.string(), z.unknown()).readonly(),
]) as unknown as z.ZodType<RatingOutputValue>;

const engineAmountLine = z.object({ name: z.string(), amount: decimalOut }).readonly();
export const enginePremiumOut = z
  .object({
    base: decimalOut,
    otherCharges: decimalOut,
    discountCharges: decimalOut,
    gross: decimalOut,
    fees: decimalOut,
    feeLines: z.array(engineAmountLine).readonly(),
    commissionPercent: decimalOut,
    commission: decimalOut,
    net: decimalOut,
    taxes: decimalOut,
    taxLines: z.array(engineAmountLine).readonly(),
    total: decimalOut,
  })
  .readonly();

const stringOrId = z.union([z.string(), z.number().int()]);

export const ratingResultOut = z
  .object({
    premium: enginePremiumOut,
    properties: z
      .array(
        z
          .object({
            name: z.string(),
            title: z.string(),
            dataType: z.enum(['currency', 'number', 'text', 'textarea']),
            kind: z.enum(['standard', 'otherCharge', 'discountCharge']),
            value: ratingOutputValue,
            calculated: ratingOutputValue.optional(),
            overridden: z.boolean(),
            showOnPremiumSummary: z.boolean(),
            showOnQuoteSummary: z.boolean(),
          })
          .readonly(),
      )
      .readonly(),
    underwriting: z
      .array(z.object({ name: z.string(), value: ratingOutputValue }).readonly())
      .readonly(),
    rules: z
      .array(
        z
          .object({
            id: stringOrId,
            name: z.string(),
            outcome: z.enum(['refer', 'decline', 'endorse']),
            message: z.string(),
            visibleToBroker: z.boolean(),
            endorsementId: stringOrId.optional(),
          })
          .readonly(),
      )
      .readonly(),
    decision: z.enum(['quote', 'refer', 'decline']),
    endorsementIds: z.array(stringOrId).readonly(),
    missingRequired: z.array(z.string()).readonly(),
    trace: z
      .array(
        z
          .object({
            kind: z.enum(['property', 'underwriting', 'step', 'rule', 'premium']),
            name: z.string(),
            expression: z.string(),
            inputs: z
              .array(z.object({ name: z.string(), value: ratingOutputValue }).readonly())
              .readonly(),
            result: ratingOutputValue,
            note: z.string().optional(),
          })
          .readonly(),
      )
      .readonly(),
    stepsUsed: z.number().int(),
  })
  .readonly();
