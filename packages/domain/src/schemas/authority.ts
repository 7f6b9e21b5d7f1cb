import Decimal from 'decimal.js';
import { z } from 'zod';
import { currencyCodes, ProductClass, type CurrencyCode } from '../enums.ts';
import { Messages } from '../messages.ts';
import type { VersionStatus } from '../versioning.ts';
import { optionalText, requiredText } from './common.ts';
import { decimalPattern, decimalString } from './decimal.ts';

/** Messages of the authority screens the spec does not word (docs/decisions/070-authority.md). */
export const AuthorityMessages = {
  invalidAmount: 'Enter an amount of at most 16 digits and 2 decimal places.',
  invalidPercentage: 'Enter a percentage of at most 6 decimal places.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The end date must be on or after the start date.',
  periodsOverlap: 'Reinsurance periods of the same syndicate must not overlap.',
  codeInUse: 'The code is already in use.',
  marketReferenceInUse: 'The unique market reference is already in use.',
  notInsurer: 'Choose an insurance company.',
  notCompanySyndicate: 'Choose a syndicate of this company.',
  notCompanyRiskCode: 'Choose a risk code of this company.',
  notCompanyUser: 'Choose a user of this company.',
  notCompanyProductCode: 'Choose product codes of this company.',
  notPeriodSection: 'Choose sections of this period.',
  sectionInOtherGroup: 'A section can belong to one group only.',
  alreadyAuthorised: 'This user is already an authorised underwriter of this period.',
  sectionsRequired: 'At least one section is required.',
  underwritersRequired: 'At least one authorised underwriter is required.',
  onlyUnderwritersPublish: 'Only underwriters can publish a binding agreement version.',
  notSaved: 'Save this version before publishing it.',
  alreadyLive: 'This version is already live.',
  notLive: 'Only a live version can be unpublished.',
  onlyDraftDeletable: 'Only a draft version can be deleted.',
  periodNotLive: 'Only a live version can be used.',
  timezoneChangeLocked: 'The currency and time zone cannot change once a risk uses the agreement.',
} as const;

/** Visibility of a binding agreement period or endorsement version: private to the underwriter, or offered to brokers. */
export const AuthorityVisibility = { Private: 1, Public: 2 } as const;
export type AuthorityVisibility = (typeof AuthorityVisibility)[keyof typeof AuthorityVisibility];

const moneyFormat = { integerDigits: 16, scale: 2 } as const;
const percentageFormat = { integerDigits: 3, scale: 6 } as const;
const moneyPattern = decimalPattern(moneyFormat);
const percentagePattern = decimalPattern(percentageFormat);

/** Money as a decimal string, numeric(18,2) in the database (DESIGN §4–5); never a JSON number. */
export const moneySchema = decimalString({
  ...moneyFormat,
  message: AuthorityMessages.invalidAmount,
  requiredMessage: Messages.required,
});

/** A percentage 0–100 as a decimal string, numeric(9,6) in the database. */
export const percentageSchema = decimalString({
  ...percentageFormat,
  max: '100',
  message: AuthorityMessages.invalidPercentage,
  requiredMessage: Messages.required,
});

const nullable = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.null()])
    .optional()
    .transform((v) => v ?? null);

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar date `YYYY-MM-DD`, read in the agreement's time zone (DESIGN §4). */
export const isoDateSchema = z
  .string({ error: Messages.required })
  .trim()
  .refine(isIsoDate, { error: AuthorityMessages.invalidDate });

let zones: Set<string> | null = null;
/** True for an IANA zone the runtime knows; V8 leaves the canonical 'UTC' out of its list, so it is added. */
export function isValidTimeZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(zone);
}

/** §5: total of quota shares must be exactly 100, summed in decimal (33.333333 × 3 is not 100). */
export function sharesTotal100(shares: readonly string[]): boolean {
  return shares.reduce((sum, s) => sum.plus(s), new Decimal(0)).eq(100);
}

export interface DatedSyndicatePeriod {
  syndicateId: number;
  dateFrom: string;
  dateTo: string;
}

/** Indexes of periods that overlap an earlier period of the same syndicate (dates inclusive). */
export function overlappingPeriods(periods: readonly DatedSyndicatePeriod[]): number[] {
  const clashes: number[] = [];
  periods.forEach((p, i) => {
    const earlier = periods.slice(0, i);
    if (
      earlier.some(
        (q) => q.syndicateId === p.syndicateId && q.dateFrom <= p.dateTo && p.dateFrom <= q.dateTo,
      )
    )
      clashes.push(i);
  });
  return clashes;
}

const id = z.number({ error: Messages.required }).int().positive();
const noDuplicates =
  <T>(key: (v: T) => unknown) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

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

type Ref = { id: number; name: string; code: string };

export interface SyndicateDto {
  id: number;
  name: string;
  code: string;
  description: string | null;
  createdAt: number;
  updatedAt: number;
}
export interface ReinsurancePeriodDto {
  id: number;
  syndicateId: number;
  syndicate: Ref;
  dateFrom: string;
  dateTo: string;
  capacityProviderPercentage: string;
  grossPremiumCommissionPercentage: string;
}
export interface RiskCodeDto {
  id: number;
  code: string;
  description: string | null;
  reinsurancePeriods: ReinsurancePeriodDto[];
  createdAt: number;
  updatedAt: number;
}

export interface VersionSummaryDto {
  id: number;
  version: number;
  status: VersionStatus;
  visibility: AuthorityVisibility;
  savedOnce: boolean;
  inUse: boolean;
  createdAt: number;
  updatedAt: number;
}
export interface BindingAgreementDto {
  id: number;
  name: string;
  managingInsuranceCompanyId: number;
  managingInsuranceCompany: { id: number; name: string };
  currencyType: CurrencyCode;
  timezone: string;
  uniqueMarketReference: string;
  agreementNumber: string;
  validFrom: string;
  validTo: string;
  periods: VersionSummaryDto[];
  createdAt: number;
  updatedAt: number;
}
export interface AuthorisedUnderwriterDto {
  id: number;
  userId: number;
  name: string;
  email: string;
  authorityLevel: number;
  maximumBackdateDays: number;
  maximumDiscountPercentage: string;
}
export interface SectionDto {
  id: number;
  name: string;
  minimumLimit: string;
  maximumLimit: string;
  coverholderCommissionAmount: string | null;
  claimsHandlingAmount: string | null;
  reinsuranceBrokerageCommissionAmount: string | null;
  reinsuranceBrokerageCommissionIncurred: string | null;
  maximumPremiumLimit: string | null;
  notifiablePremiumLimitPercentage: string | null;
  exchangeCommissionPercentage: string | null;
  quotaShares: { id: number; syndicateId: number; syndicate: Ref; sharePercentage: string }[];
  riskCodes: {
    id: number;
    riskCodeId: number;
    riskCode: { id: number; code: string; description: string | null };
    productCodeIds: number[];
    prerequisiteProductCodeIds: number[];
  }[];
}
export interface SectionGroupDto {
  id: number;
  name: string;
  description: string | null;
  sectionIds: number[];
}
export interface AgreementPeriodDto extends VersionSummaryDto {
  bindingAgreementId: number;
  authorisedUnderwriters: AuthorisedUnderwriterDto[];
  sections: SectionDto[];
  sectionGroups: SectionGroupDto[];
}

export interface EndorsementVersionDto extends VersionSummaryDto {
  endorsementId: number;
  content: string;
  productClasses: number[];
  rules: { id: number; expression: string }[];
}
export interface EndorsementDto {
  id: number;
  name: string;
  versions: VersionSummaryDto[];
  createdAt: number;
  updatedAt: number;
}
