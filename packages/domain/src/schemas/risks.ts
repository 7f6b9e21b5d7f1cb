import { z } from '../zod-config.ts';
import { ContactMethod, countries } from '../enums.ts';
import { Messages } from '../messages.ts';
import { lifecycleActions } from '../lifecycle/types.ts';
import { emailSchema, optionalText, recordKey, requiredText } from './common.ts';
import { decimalString, isoDate } from './risk-fields.ts';

/**
 * The risks capability's contract between API and web (docs/decisions/090-risks-api.md).
 * Money and percentages are decimal strings; instants epoch seconds; calendar dates YYYY-MM-DD in the
 * risk's time zone.
 */

export { RiskMessages } from './risk-messages.ts';

/** Insured details when the insured is not (yet) a client company (§2 insured details). */
export const insuredDetailsSchema = z.object({
  name: requiredText(200),
  email: emailSchema.nullish().transform((v) => v ?? null),
  phone: optionalText(30),
  contactMethod: z
    .union([
      z.literal(ContactMethod.Email),
      z.literal(ContactMethod.Phone),
      z.literal(ContactMethod.None),
    ])
    .default(ContactMethod.Email),
  registrationNumber: optionalText(20),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  state: optionalText(40),
  postcode: optionalText(10),
  country: z.enum(countries).default('AU'),
});
export type InsuredDetails = z.infer<typeof insuredDetailsSchema>;

/** POST /companies/{companyId}/risks — a broker starts a risk package for an insured. */
export const createRiskBody = z.object({
  productPackageId: z.number().int().positive(),
  insuredCompanyId: z.number().int().positive().nullish(),
  insured: insuredDetailsSchema.nullish(),
  addOnProductIds: z.array(z.number().int().positive()).max(20).default([]),
  /** Defaults to today in the risk's zone; a broker's past date moves to today (§4). */
  inceptionDate: isoDate.optional(),
  /** Defaults to the product version's default term. */
  termMonths: z.number().int().min(1).max(120).optional(),
});
export type CreateRiskBody = z.infer<typeof createRiskBody>;

/** PUT .../risks/{riskPackageId} — the edit action on insured details and term (Initiated only). */
export const updateRiskBody = z.object({
  insured: insuredDetailsSchema.optional(),
  inceptionDate: isoDate.optional(),
  expiryDate: isoDate.optional(),
});
export type UpdateRiskBody = z.infer<typeof updateRiskBody>;

/** PUT .../risks/{riskPackageId}/risks/{riskId}/proposal — answers of the pinned version's form. */
export const saveProposalBody = z.object({
  proposal: z.record(recordKey, z.unknown()),
  /** Underwriters only: manual values of overridable formulas. */
  overrides: z
    .record(recordKey, z.string().max(1000, { error: Messages.maxLength(1000) }))
    .optional(),
  discountPercent: decimalString.optional(),
  brokerCommissionPercent: decimalString.optional(),
});
export type SaveProposalBody = z.infer<typeof saveProposalBody>;

/** Body of POST .../actions/{action}; which fields apply depends on the action (decision 080 commands). */
export const riskActionBody = z.object({
  underwriterId: z.number().int().positive().nullish(),
  teamId: z.number().int().positive().nullish(),
  reasons: z.array(requiredText(500)).max(20).optional(),
  approverId: z.number().int().positive().optional(),
  declarationConfirmed: z.boolean().optional(),
  /** amend / cancel: the effective date (default today in the risk's zone). */
  effectiveDate: isoDate.optional(),
  reasonForCancellation: optionalText(1000),
  /** bind: the underwriter's reason for binding without a current AFS authorisation (decision 219). */
  afsOverrideReason: optionalText(1000),
});
export type RiskActionBody = z.infer<typeof riskActionBody>;
export const riskActionParam = z.enum(lifecycleActions);

/** PUT .../assignment: the assigned underwriter (underwriters) and the assigned users (brokers and underwriters). */
export const assignmentBody = z.object({
  assignedUnderwriterId: z.number().int().positive().nullable().optional(),
  assignedUserIds: z.array(z.number().int().positive()).max(50).optional(),
});
