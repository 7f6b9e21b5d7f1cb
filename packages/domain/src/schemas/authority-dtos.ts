import type { CurrencyCode } from '../enums.ts';
import type { VersionStatus } from '../versioning.ts';
import type { AuthorityVisibility } from './authority.ts';

/** Response DTOs of the authority screens (docs/decisions/070-authority.md). */

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
  /** The clauses it includes, in order (decision 233). */
  clauseIds: number[];
}
export interface EndorsementDto {
  id: number;
  name: string;
  versions: VersionSummaryDto[];
  createdAt: number;
  updatedAt: number;
}
