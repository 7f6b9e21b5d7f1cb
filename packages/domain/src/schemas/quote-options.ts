import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { recordKey } from './common.ts';
import { QuoteOptionMessages } from './quote-option-messages.ts';

export { QuoteOptionMessages };
import { ratePreviewResponse, ruleMessageOut } from './responses/risks.ts';

/** Quote options side by side (issue 21, decision 218). */
export const QUOTE_OPTIONS_MAX = 12;

/** POST .../quote-options: the options, each with the answers it changes. */
export const quoteOptionsBody = z.strictObject({
  options: z
    .array(z.strictObject({ values: z.record(recordKey, z.unknown()) }))
    .min(2, { error: 'Ask for at least 2 options.' })
    .max(QUOTE_OPTIONS_MAX, { error: Messages.maxItems(QUOTE_OPTIONS_MAX) }),
});
export type QuoteOptionsBody = z.infer<typeof quoteOptionsBody>;

/** POST .../quote-options/{optionId}/bind. */
export const bindQuoteOptionBody = z.strictObject({
  declarationConfirmed: z.boolean().optional(),
  afsOverrideReason: z.string().trim().max(1000).optional(),
});

export const quoteOptionStatuses = ['open', 'bound', 'chosen', 'lapsed'] as const;

export const quoteOptionOut = z.object({
  id: z.number().int(),
  position: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  decision: z.enum(['quote', 'refer', 'decline']),
  /** Referral or decline reasons the viewer may read (the version's rule-message visibility). */
  reasons: z.array(z.string()),
  ruleMessages: z.array(ruleMessageOut),
  /** The engine's breakdown, as the rating preview gives it. */
  premium: ratePreviewResponse.shape.premium,
  /** After the underwriter's discount: what binding this option stores. */
  grossPremium: z.string(),
  totalPremium: z.string(),
  status: z.enum(quoteOptionStatuses),
});
export type QuoteOptionDto = z.infer<typeof quoteOptionOut>;

/** GET/POST .../quote-options: the fields the form lets vary and the options of the current transaction. */
export const quoteOptionsResponse = z.object({
  transactionId: z.number().int(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      choices: z.array(z.object({ value: z.unknown(), label: z.string() })).nullable(),
    }),
  ),
  options: z.array(quoteOptionOut),
});
export type QuoteOptionsDto = z.infer<typeof quoteOptionsResponse>;
