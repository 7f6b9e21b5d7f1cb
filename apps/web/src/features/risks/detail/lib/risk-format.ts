import type { CurrencyCode } from '@turbine/domain';
import { currencyCodes } from '@turbine/domain';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date of the risk (YYYY-MM-DD in its own zone) as "1 Mar 2026". Read from the string
 * itself: a Date would shift it into the browser's zone.
 */
export function formatRiskDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return `${Number(d)} ${months[Number(m) - 1] ?? m} ${y}`;
}

/** An instant (epoch seconds) shown in the risk's IANA zone with the zone's short name: "31 Mar 2026, 11:59 pm AEDT". */
export function formatInstantInZone(
  epochSeconds: number | null | undefined,
  timeZone: string,
): string {
  if (epochSeconds == null) return '—';
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(epochSeconds * 1000));
}

/** The package's currency as a known code (the DTO carries it as text); unknown codes show as AUD, the default (§9). */
export function currencyOf(currency: string): CurrencyCode {
  const lower = currency.toLowerCase();
  return (currencyCodes as readonly string[]).includes(lower) ? (lower as CurrencyCode) : 'aud';
}
