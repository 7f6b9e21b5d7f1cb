import type {
  AuthorityVisibility,
  BindingAgreementDto,
  CurrencyCode,
  VersionStatus,
  VersionSummaryDto,
} from '@turbine/domain';
import type { AgreementWithInsurer, PeriodRow } from './agreements.repository.ts';
import { epoch } from './authority.presenter-helpers.ts';

/** A version's summary: number, state and visibility (periods and endorsement versions alike). */
export function presentVersionSummary(row: {
  id: number;
  version: number;
  status: string;
  visibility: number;
  savedOnce: boolean;
  inUse: boolean;
  createdAt: Date;
  updatedAt: Date;
}): VersionSummaryDto {
  return {
    id: row.id,
    version: row.version,
    status: row.status as VersionStatus,
    visibility: row.visibility as AuthorityVisibility,
    savedOnce: row.savedOnce,
    inUse: row.inUse,
    createdAt: epoch(row.createdAt),
    updatedAt: epoch(row.updatedAt),
  };
}

/** §3 Binding agreement with its periods' summaries. */
export function presentAgreement(
  { agreement: a, insurer }: AgreementWithInsurer,
  periods: PeriodRow[],
): BindingAgreementDto {
  return {
    id: a.id,
    name: a.name,
    managingInsuranceCompanyId: a.managingInsuranceCompanyId,
    managingInsuranceCompany: insurer,
    currencyType: a.currencyType as CurrencyCode,
    timezone: a.timezone,
    uniqueMarketReference: a.uniqueMarketReference,
    agreementNumber: a.agreementNumber,
    validFrom: a.validFrom,
    validTo: a.validTo,
    periods: periods.filter((p) => p.bindingAgreementId === a.id).map(presentVersionSummary),
    createdAt: epoch(a.createdAt),
    updatedAt: epoch(a.updatedAt),
  };
}
