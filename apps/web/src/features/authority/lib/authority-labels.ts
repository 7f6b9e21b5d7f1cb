import {
  AuthorityVisibility,
  currencyCodes,
  ProductClass,
  type CurrencyCode,
  type VersionStatus,
} from '@turbine/domain';

/** §3 product classes, in the spec's order. */
export const productClassOptions = [
  { value: String(ProductClass.ProfessionalIndemnity), label: 'Professional Indemnity' },
  { value: String(ProductClass.Liability), label: 'Liability' },
  { value: String(ProductClass.Property), label: 'Property' },
  { value: String(ProductClass.Motor), label: 'Motor' },
];

export const visibilityOptions = [
  { value: String(AuthorityVisibility.Private), label: 'Private (the underwriter only)' },
  { value: String(AuthorityVisibility.Public), label: 'Public (offered to brokers)' },
];

export const visibilityLabel = (v: number): string =>
  v === AuthorityVisibility.Public ? 'Public' : 'Private';

/** §9 currencies; aud is the default. */
export const currencyOptions = currencyCodes.map((c) => ({ value: c, label: c.toUpperCase() }));
export const defaultCurrency: CurrencyCode = 'aud';

export const statusColours: Record<VersionStatus, string> = {
  draft: 'gray',
  live: 'green',
  locked: 'orange',
};
export const statusLabels: Record<VersionStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  locked: 'Locked',
};
