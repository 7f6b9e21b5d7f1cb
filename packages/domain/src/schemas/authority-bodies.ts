import Decimal from 'decimal.js';
import { z } from '../zod-config.ts';
import { currencyCodes, ProductClass } from '../enums.ts';
import { Messages } from '../messages.ts';
import {
  AuthorityMessages,
  AuthorityVisibility,
  isIsoDate,
  isoDateSchema,
  isValidTimeZone,
  moneySchema,
  overlappingPeriods,
  percentageSchema,
  sharesTotal100,
} from './authority.ts';
import { id, moneyPattern, noDuplicates, nullable, percentagePattern } from './authority-fields.ts';
import { optionalText, requiredText } from './common.ts';

/** Request bodies and queries of the authority screens (docs/decisions/070-authority.md). */

export const syndicateBody = z.strictObject({
  name: requiredText(160),
  code: requiredText(40),
  description: optionalText(2000),
});
export type SyndicateBody = z.infer<typeof syndicateBody>;

export const reinsurancePeriodBody = z
  .strictObject({
    syndicateId: id,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    // §5: both percentages are required for reinsurance syndicates.
    capacityProviderPercentage: percentageSchema,
    grossPremiumCommissionPercentage: percentageSchema,
  })
  .refine((p) => !isIsoDate(p.dateFrom) || !isIsoDate(p.dateTo) || p.dateFrom <= p.dateTo, {
    path: ['dateTo'],
    error: AuthorityMessages.dateOrder,
  });

export const riskCodeBody = z
  .strictObject({
    code: requiredText(40),
    description: optionalText(2000),
    reinsurancePeriods: z
      .array(reinsurancePeriodBody)
      .max(200, { error: Messages.maxItems(200) })
      .default([]),
  })
  .superRefine((b, ctx) => {
    for (const i of overlappingPeriods(b.reinsurancePeriods)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reinsurancePeriods', i, 'dateFrom'],
        message: AuthorityMessages.periodsOverlap,
      });
    }
  });
export type RiskCodeBody = z.infer<typeof riskCodeBody>;

export const bindingAgreementBody = z
  .strictObject({
    name: requiredText(160),
    managingInsuranceCompanyId: id,
    currencyType: z.enum(currencyCodes, { error: Messages.required }),
    timezone: z
      .string({ error: Messages.required })
      .trim()
      .min(1, { error: Messages.required })
      .max(64, { error: Messages.maxLength(64) })
      .superRefine((v, ctx) => {
        if (!isValidTimeZone(v))
          ctx.addIssue({ code: 'custom', message: Messages.invalidTimezone(v) });
      }),
    uniqueMarketReference: requiredText(60),
    agreementNumber: requiredText(60),
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
  })
  .refine((b) => !isIsoDate(b.validFrom) || !isIsoDate(b.validTo) || b.validFrom <= b.validTo, {
    path: ['validTo'],
    error: AuthorityMessages.dateOrder,
  });
export type BindingAgreementBody = z.infer<typeof bindingAgreementBody>;

export const agreementPeriodBody = z.strictObject({
  visibility: z
    .union([z.literal(AuthorityVisibility.Private), z.literal(AuthorityVisibility.Public)])
    .default(AuthorityVisibility.Private),
});
export type AgreementPeriodBody = z.infer<typeof agreementPeriodBody>;

export const authorisedUnderwriterBody = z.strictObject({
  userId: id,
  // §5: authority level 10 (lowest) to 1 (highest); backdating 1–100 days; discount up to 100 %.
  authorityLevel: z
    .number({ error: Messages.required })
    .int()
    .min(1, { error: Messages.min(1) })
    .max(10, { error: Messages.max(10) }),
  maximumBackdateDays: z
    .number({ error: Messages.required })
    .int()
    .min(1, { error: Messages.min(1) })
    .max(100, { error: Messages.max(100) }),
  maximumDiscountPercentage: percentageSchema,
});
export type AuthorisedUnderwriterBody = z.infer<typeof authorisedUnderwriterBody>;

export const quotaShareBody = z.strictObject({
  syndicateId: id,
  sharePercentage: percentageSchema,
});
export const sectionRiskCodeBody = z.strictObject({
  riskCodeId: id,
  productCodeIds: z
    .array(id)
    .max(100)
    .refine(
      noDuplicates((v: number) => v),
      { error: Messages.duplicateValues },
    )
    .default([]),
  prerequisiteProductCodeIds: z
    .array(id)
    .max(100)
    .refine(
      noDuplicates((v: number) => v),
      { error: Messages.duplicateValues },
    )
    .default([]),
});

export const sectionBody = z
  .strictObject({
    name: requiredText(160),
    minimumLimit: moneySchema,
    maximumLimit: moneySchema,
    coverholderCommissionAmount: nullable(moneySchema),
    claimsHandlingAmount: nullable(moneySchema),
    reinsuranceBrokerageCommissionAmount: nullable(moneySchema),
    reinsuranceBrokerageCommissionIncurred: nullable(moneySchema),
    maximumPremiumLimit: nullable(moneySchema),
    notifiablePremiumLimitPercentage: nullable(percentageSchema),
    exchangeCommissionPercentage: nullable(percentageSchema),
    quotaShares: z
      .array(quotaShareBody)
      .max(50, { error: Messages.maxItems(50) })
      .default([]),
    riskCodes: z
      .array(sectionRiskCodeBody)
      .max(200, { error: Messages.maxItems(200) })
      .default([]),
  })
  .superRefine((b, ctx) => {
    const amounts = moneyPattern.test(b.minimumLimit) && moneyPattern.test(b.maximumLimit);
    if (amounts && new Decimal(b.maximumLimit).lt(b.minimumLimit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['maximumLimit'],
        message: Messages.min(b.minimumLimit),
      });
    }
    if (!noDuplicates((q: { syndicateId: number }) => q.syndicateId)(b.quotaShares)) {
      ctx.addIssue({ code: 'custom', path: ['quotaShares'], message: Messages.duplicateValues });
    }
    // An empty list is a section still being drafted; publishing requires shares (docs/decisions/070).
    const shares = b.quotaShares.map((q) => q.sharePercentage);
    if (
      shares.length > 0 &&
      shares.every((s) => percentagePattern.test(s)) &&
      !sharesTotal100(shares)
    ) {
      ctx.addIssue({ code: 'custom', path: ['quotaShares'], message: Messages.totalMustEqual100 });
    }
    if (!noDuplicates((r: { riskCodeId: number }) => r.riskCodeId)(b.riskCodes)) {
      ctx.addIssue({ code: 'custom', path: ['riskCodes'], message: Messages.duplicateValues });
    }
  });
export type SectionBody = z.infer<typeof sectionBody>;

export const sectionGroupBody = z.strictObject({
  name: requiredText(160),
  description: optionalText(2000),
  // A co-insurance group names several sections.
  sectionIds: z
    .array(id)
    .min(2, { error: Messages.min(2) })
    .max(50)
    .refine(
      noDuplicates((v: number) => v),
      { error: Messages.duplicateValues },
    ),
});
export type SectionGroupBody = z.infer<typeof sectionGroupBody>;

const productClassIds = Object.values(ProductClass) as number[];
export const endorsementVersionBody = z.strictObject({
  content: z
    .string()
    .max(100_000, { error: Messages.maxLength(100_000) })
    .default(''),
  productClasses: z
    .array(
      z
        .number()
        .int()
        .refine((v) => productClassIds.includes(v), { error: Messages.required }),
    )
    .max(productClassIds.length)
    .refine(
      noDuplicates((v: number) => v),
      { error: Messages.duplicateValues },
    )
    .default([]),
  visibility: z
    .union([z.literal(AuthorityVisibility.Private), z.literal(AuthorityVisibility.Public)])
    .default(AuthorityVisibility.Private),
  rules: z
    .array(z.strictObject({ expression: requiredText(2000) }))
    .max(50, { error: Messages.maxItems(50) })
    .default([]),
  /** Clauses of the library the endorsement includes, in order (decision 233). */
  clauseIds: z
    .array(z.number().int().positive())
    .max(50, { error: Messages.maxItems(50) })
    .refine(
      noDuplicates((v: number) => v),
      { error: Messages.duplicateValues },
    )
    .default([]),
});
export type EndorsementVersionBody = z.infer<typeof endorsementVersionBody>;

export const createEndorsementBody = endorsementVersionBody.extend({ name: requiredText(160) });
export type CreateEndorsementBody = z.infer<typeof createEndorsementBody>;
export const renameEndorsementBody = z.strictObject({ name: requiredText(160) });

export const authorityListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});
export type AuthorityListQuery = z.infer<typeof authorityListQuery>;
