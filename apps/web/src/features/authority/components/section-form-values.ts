import type { SectionDto } from '@turbine/domain';

export const moneyFields = [
  { key: 'minimumLimit', label: 'Minimum limit', required: true },
  { key: 'maximumLimit', label: 'Maximum limit', required: true },
  { key: 'coverholderCommissionAmount', label: 'Coverholder commission amount', required: false },
  { key: 'claimsHandlingAmount', label: 'Claims handling amount', required: false },
  {
    key: 'reinsuranceBrokerageCommissionAmount',
    label: 'Reinsurance brokerage commission amount',
    required: false,
  },
  {
    key: 'reinsuranceBrokerageCommissionIncurred',
    label: 'Reinsurance brokerage commission incurred',
    required: false,
  },
  { key: 'maximumPremiumLimit', label: 'Maximum premium limit', required: false },
] as const;

export const percentageFields = [
  // §3 calls it the notifiable premium limit amount, but it is a percentage.
  { key: 'notifiablePremiumLimitPercentage', label: 'Notifiable premium limit' },
  { key: 'exchangeCommissionPercentage', label: 'Exchange commission' },
] as const;

type MoneyKey = (typeof moneyFields)[number]['key'];
type PercentageKey = (typeof percentageFields)[number]['key'];
export type SectionFieldsValues = { name: string } & Record<MoneyKey | PercentageKey, string>;

const optional = (v: string) => (v.trim() === '' ? null : v.trim());

export function sectionToFields(s: SectionDto | null): SectionFieldsValues {
  const values = { name: s?.name ?? '' } as SectionFieldsValues;
  for (const { key } of [...moneyFields, ...percentageFields]) values[key] = s?.[key] ?? '';
  return values;
}

/** The section's quota shares and risk codes as body parts (they are replaced as a whole on save). */
export function sectionChildren(s: SectionDto | null) {
  return {
    quotaShares: (s?.quotaShares ?? []).map((q) => ({
      syndicateId: q.syndicateId,
      sharePercentage: q.sharePercentage,
    })),
    riskCodes: (s?.riskCodes ?? []).map((r) => ({
      riskCodeId: r.riskCodeId,
      productCodeIds: r.productCodeIds,
      prerequisiteProductCodeIds: r.prerequisiteProductCodeIds,
    })),
  };
}

/** A whole `sectionBody` from the section's fields, keeping its shares and risk codes. */
export function fieldsToSectionBody(v: SectionFieldsValues, s: SectionDto | null) {
  return {
    name: v.name,
    minimumLimit: v.minimumLimit,
    maximumLimit: v.maximumLimit,
    coverholderCommissionAmount: optional(v.coverholderCommissionAmount),
    claimsHandlingAmount: optional(v.claimsHandlingAmount),
    reinsuranceBrokerageCommissionAmount: optional(v.reinsuranceBrokerageCommissionAmount),
    reinsuranceBrokerageCommissionIncurred: optional(v.reinsuranceBrokerageCommissionIncurred),
    maximumPremiumLimit: optional(v.maximumPremiumLimit),
    notifiablePremiumLimitPercentage: optional(v.notifiablePremiumLimitPercentage),
    exchangeCommissionPercentage: optional(v.exchangeCommissionPercentage),
    ...sectionChildren(s),
  };
}
