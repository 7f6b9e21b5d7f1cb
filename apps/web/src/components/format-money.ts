import type { CurrencyCode } from '@turbine/domain';

/** §9 locales: eur is shown the German way (suffix symbol), the others en-AU. */
const locales: Record<CurrencyCode, string> = {
  aud: 'en-AU',
  usd: 'en-AU',
  gbp: 'en-AU',
  eur: 'de-DE',
  nzd: 'en-AU',
};

/**
 * A money decimal string shown in its currency with 2 places. Intl formats the string itself
 * (exact decimal, no float), so "1234567890123456.78" keeps every digit.
 */
export function formatMoney(amount: string | null, currency: CurrencyCode): string {
  if (amount === null || amount === '') return '—';
  const format = new Intl.NumberFormat(locales[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  });
  return format.format(amount as Intl.StringNumericLiteral);
}

/** A percentage decimal string as "12.5 %". */
export function formatPercent(value: string | null): string {
  return value === null || value === '' ? '—' : `${value} %`;
}
