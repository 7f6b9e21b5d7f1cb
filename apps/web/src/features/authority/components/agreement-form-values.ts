import type { BindingAgreementDto, CurrencyCode } from '@turbine/domain';
import { defaultCurrency } from '../lib/authority-labels.ts';

export interface AgreementFormValues {
  name: string;
  managingInsuranceCompanyId: string;
  currencyType: string;
  timezone: string;
  uniqueMarketReference: string;
  agreementNumber: string;
  validFrom: string;
  validTo: string;
}

export function agreementToForm(a: BindingAgreementDto | null): AgreementFormValues {
  return {
    name: a?.name ?? '',
    managingInsuranceCompanyId: a ? String(a.managingInsuranceCompanyId) : '',
    currencyType: a?.currencyType ?? defaultCurrency,
    timezone: a?.timezone ?? 'Australia/Sydney',
    uniqueMarketReference: a?.uniqueMarketReference ?? '',
    agreementNumber: a?.agreementNumber ?? '',
    validFrom: a?.validFrom ?? '',
    validTo: a?.validTo ?? '',
  };
}

/** The body of `bindingAgreementBody`; an unchosen insurer stays undefined so zod says it is required. */
export function formToAgreementBody(v: AgreementFormValues) {
  return {
    ...v,
    managingInsuranceCompanyId: v.managingInsuranceCompanyId
      ? Number(v.managingInsuranceCompanyId)
      : undefined,
    currencyType: v.currencyType as CurrencyCode,
    validFrom: v.validFrom || undefined,
    validTo: v.validTo || undefined,
  };
}

/** §4: risks were rated in the agreement's currency and zone, so they lock once a period is used. */
export const currencyLocked = (a: BindingAgreementDto | null): boolean =>
  Boolean(a?.periods.some((p) => p.inUse || p.status === 'locked'));
