import { z } from '../zod-config.ts';
import { decimalOut, moneyOrNull } from './responses/shared.ts';

/**
 * Binder utilisation (issue 14, decision 190): per section of a binding agreement's in-force periods, the
 * premium written under it (bound transactions of the risks the section covers) against its maximum premium
 * limit and the notifiable part of that limit (§3: a percentage). Money as decimal strings.
 */
export const binderSectionUtilisationDto = z.object({
  sectionId: z.number().int(),
  name: z.string(),
  periodVersion: z.number().int(),
  /** Bound policies (new business and renewals) written under the section. */
  policies: z.number().int(),
  writtenPremium: decimalOut,
  maximumPremiumLimit: moneyOrNull,
  /** maximumPremiumLimit × the notifiable percentage; null when either is not set. */
  notifiableLimit: moneyOrNull,
  /** writtenPremium ÷ maximumPremiumLimit × 100, one decimal; null without a limit. */
  utilisationPercent: decimalOut.nullable(),
  notifiableReached: z.boolean(),
  maximumReached: z.boolean(),
});
export type BinderSectionUtilisationDto = z.infer<typeof binderSectionUtilisationDto>;

export const binderUtilisationDto = z.object({
  agreementId: z.number().int(),
  currency: z.string(),
  sections: z.array(binderSectionUtilisationDto),
});
export type BinderUtilisationDto = z.infer<typeof binderUtilisationDto>;
