import type { RiskCodeDto } from '@turbine/domain';

export interface ReinsurancePeriodValues {
  key: string;
  syndicateId: string;
  dateFrom: string;
  dateTo: string;
  capacityProviderPercentage: string;
  grossPremiumCommissionPercentage: string;
}

export interface RiskCodeFormValues {
  code: string;
  description: string;
  reinsurancePeriods: ReinsurancePeriodValues[];
}

let nextKey = 0;
/** A stable key for a new table row (rows are removed from the middle). */
export const rowKey = (): string => `row-${++nextKey}`;

export const emptyPeriod = (): ReinsurancePeriodValues => ({
  key: rowKey(),
  syndicateId: '',
  dateFrom: '',
  dateTo: '',
  capacityProviderPercentage: '',
  grossPremiumCommissionPercentage: '',
});

export function riskCodeToForm(riskCode: RiskCodeDto | null): RiskCodeFormValues {
  return {
    code: riskCode?.code ?? '',
    description: riskCode?.description ?? '',
    reinsurancePeriods: (riskCode?.reinsurancePeriods ?? []).map((p) => ({
      key: rowKey(),
      syndicateId: String(p.syndicateId),
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      capacityProviderPercentage: p.capacityProviderPercentage,
      grossPremiumCommissionPercentage: p.grossPremiumCommissionPercentage,
    })),
  };
}

/** The body of `riskCodeBody`; an unchosen syndicate or date stays undefined so zod says it is required. */
export function formToRiskCodeBody(v: RiskCodeFormValues) {
  return {
    code: v.code,
    description: v.description.trim() || null,
    reinsurancePeriods: v.reinsurancePeriods.map((p) => ({
      syndicateId: p.syndicateId ? Number(p.syndicateId) : undefined,
      dateFrom: p.dateFrom || undefined,
      dateTo: p.dateTo || undefined,
      capacityProviderPercentage: p.capacityProviderPercentage,
      grossPremiumCommissionPercentage: p.grossPremiumCommissionPercentage,
    })),
  };
}
