import { z } from '../../zod-config.ts';
import { currencyCodes } from '../../enums.ts';
import { VersionStatus } from '../../versioning.ts';
import { AuthorityVisibility } from '../authority.ts';
import type {
  AgreementPeriodDto,
  AuthorisedUnderwriterDto,
  BindingAgreementDto,
  EndorsementDto,
  EndorsementVersionDto,
  ReinsurancePeriodDto,
  RiskCodeDto,
  SectionDto,
  SectionGroupDto,
  SyndicateDto,
  VersionSummaryDto,
} from '../authority-dtos.ts';
import { pageOf } from './platform.ts';
import {
  calendarDate,
  dataOf,
  decimalOut,
  epochSeconds,
  namedRef,
  oneOf,
  type Agree,
} from './shared.ts';

/** Response schemas of the authority module: syndicates, risk codes, agreements, endorsements (decision 158). */

const codeRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const syndicateResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const syndicateListResponse = pageOf(syndicateResponse);

export const reinsurancePeriodOut = z.object({
  id: z.number().int(),
  syndicateId: z.number().int(),
  syndicate: codeRef,
  dateFrom: calendarDate,
  dateTo: calendarDate,
  capacityProviderPercentage: decimalOut,
  grossPremiumCommissionPercentage: decimalOut,
});
export const riskCodeResponse = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  reinsurancePeriods: z.array(reinsurancePeriodOut),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const riskCodeListResponse = pageOf(riskCodeResponse);

/** A version of an agreement period or an endorsement, as its parent lists it. */
export const versionSummaryOut = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(VersionStatus),
  visibility: oneOf(AuthorityVisibility),
  savedOnce: z.boolean(),
  inUse: z.boolean(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});

export const bindingAgreementResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  managingInsuranceCompanyId: z.number().int(),
  managingInsuranceCompany: namedRef,
  currencyType: z.enum(currencyCodes),
  timezone: z.string(),
  uniqueMarketReference: z.string(),
  agreementNumber: z.string(),
  validFrom: calendarDate,
  validTo: calendarDate,
  periods: z.array(versionSummaryOut),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const bindingAgreementListResponse = pageOf(bindingAgreementResponse);

/** GET …/binding-agreement-options/insurers: the insurers an agreement may name. */
export const insurerOptionsResponse = dataOf(namedRef);
/** GET …/binding-agreement-options/underwriters: the company's users who may be authorised. */
export const underwriterOptionsResponse = dataOf(
  z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
);

export const authorisedUnderwriterResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  authorityLevel: z.number().int(),
  maximumBackdateDays: z.number().int(),
  maximumDiscountPercentage: decimalOut,
});

export const sectionResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  minimumLimit: decimalOut,
  maximumLimit: decimalOut,
  coverholderCommissionAmount: decimalOut.nullable(),
  claimsHandlingAmount: decimalOut.nullable(),
  reinsuranceBrokerageCommissionAmount: decimalOut.nullable(),
  reinsuranceBrokerageCommissionIncurred: decimalOut.nullable(),
  maximumPremiumLimit: decimalOut.nullable(),
  notifiablePremiumLimitPercentage: decimalOut.nullable(),
  exchangeCommissionPercentage: decimalOut.nullable(),
  quotaShares: z.array(
    z.object({
      id: z.number().int(),
      syndicateId: z.number().int(),
      syndicate: codeRef,
      sharePercentage: decimalOut,
    }),
  ),
  riskCodes: z.array(
    z.object({
      id: z.number().int(),
      riskCodeId: z.number().int(),
      riskCode: z.object({
        id: z.number().int(),
        code: z.string(),
        description: z.string().nullable(),
      }),
      productCodeIds: z.array(z.number().int()),
      prerequisiteProductCodeIds: z.array(z.number().int()),
    }),
  ),
});

export const sectionGroupResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sectionIds: z.array(z.number().int()),
});

/** A binding agreement period with what it holds (§3). */
export const agreementPeriodResponse = versionSummaryOut.extend({
  bindingAgreementId: z.number().int(),
  authorisedUnderwriters: z.array(authorisedUnderwriterResponse),
  sections: z.array(sectionResponse),
  sectionGroups: z.array(sectionGroupResponse),
});
/** GET …/periods: an agreement's periods. */
export const agreementPeriodListResponse = dataOf(versionSummaryOut);

export const endorsementResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  versions: z.array(versionSummaryOut),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const endorsementListResponse = pageOf(endorsementResponse);
export const endorsementVersionResponse = versionSummaryOut.extend({
  endorsementId: z.number().int(),
  content: z.string(),
  productClasses: z.array(z.number().int()),
  rules: z.array(z.object({ id: z.number().int(), expression: z.string() })),
  clauseIds: z.array(z.number().int()),
});

export type SyndicateAgrees = Agree<SyndicateDto, z.infer<typeof syndicateResponse>>;
export type ReinsurancePeriodAgrees = Agree<
  ReinsurancePeriodDto,
  z.infer<typeof reinsurancePeriodOut>
>;
export type RiskCodeAgrees = Agree<RiskCodeDto, z.infer<typeof riskCodeResponse>>;
export type VersionSummaryAgrees = Agree<VersionSummaryDto, z.infer<typeof versionSummaryOut>>;
export type BindingAgreementAgrees = Agree<
  BindingAgreementDto,
  z.infer<typeof bindingAgreementResponse>
>;
export type AuthorisedUnderwriterAgrees = Agree<
  AuthorisedUnderwriterDto,
  z.infer<typeof authorisedUnderwriterResponse>
>;
export type SectionAgrees = Agree<SectionDto, z.infer<typeof sectionResponse>>;
export type SectionGroupAgrees = Agree<SectionGroupDto, z.infer<typeof sectionGroupResponse>>;
export type AgreementPeriodAgrees = Agree<
  AgreementPeriodDto,
  z.infer<typeof agreementPeriodResponse>
>;
export type EndorsementAgrees = Agree<EndorsementDto, z.infer<typeof endorsementResponse>>;
export type EndorsementVersionAgrees = Agree<
  EndorsementVersionDto,
  z.infer<typeof endorsementVersionResponse>
>;
