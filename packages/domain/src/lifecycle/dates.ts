/**
 * Calendar rules of the transaction lifecycle (spec §4, §9). Dates are `YYYY-MM-DD` calendar days; instants are
 * epoch seconds; a day's boundaries are read in the risk's IANA time zone with Intl only (no date library).
 */

/** Days an issued quote stays valid after the day it was issued (§9). */
export const QUOTE_VALID_DAYS = 30;

const DAY = 86_400;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateInZone(epochSeconds: number, timeZone: string): string {
  const parts = formatterOf(timeZone).formatToParts(new Date(epochSeconds * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function toDayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 1000 / DAY;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY * 1000).toISOString().slice(0, 10);
}

/** The date `days` calendar days after (or before, if negative) `date`. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The date `months` months after `date`, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromDayNumber(Date.UTC(year, month, Math.min(d, lastDay)) / 1000 / DAY);
}

/**
 * The first instant (epoch seconds) whose local day in `timeZone` is `date`. Found by bisection rather than offset
 * arithmetic so that a DST change at midnight, or a half-hour shift like Lord Howe's, needs no special case.
 */
export function startOfDayInZone(date: string, timeZone: string): number {
  // Every zone's offset lies within ±14 h, so the day starts between these bounds.
  let lo = toDayNumber(date) * DAY - 15 * 3600;
  let hi = toDayNumber(date) * DAY + 15 * 3600;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dateInZone(mid, timeZone) < date) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Today's date in the risk's zone: every "before today" rule of §4 reads this. */
export function todayInZone(now: number, timeZone: string): string {
  return dateInZone(now, timeZone);
}

/**
 * When a quote issued at `quotedAt` expires: the end of the 30th day after the day of issue in `timeZone`, returned
 * as the (exclusive) instant the next day starts. A quote issued any time on 1 March is valid until 31 March 23:59:59.
 */
export function quoteExpiresAt(quotedAt: number, timeZone: string): number {
  const issued = dateInZone(quotedAt, timeZone);
  return startOfDayInZone(addDays(issued, QUOTE_VALID_DAYS + 1), timeZone);
}

/** True while a quote can still be bound (§4, §9). */
export function isQuoteValid(quotedAt: number | null, timeZone: string, now: number): boolean {
  return quotedAt !== null && now >= quotedAt && now < quoteExpiresAt(quotedAt, timeZone);
}

/** A policy term: whole months when expiry is inception plus N months (the product's unit, §3), otherwise days. */
export type Term = { months: number } | { days: number };

/** The term between two dates, in whole months when it is one, otherwise in days. */
export function termOf(inception: string, expiry: string): Term {
  const [iy = 0, im = 1] = inception.split('-').map(Number);
  const [ey = 0, em = 1] = expiry.split('-').map(Number);
  const months = (ey - iy) * 12 + (em - im);
  if (months > 0 && addMonths(inception, months) === expiry) return { months };
  return { days: daysBetween(inception, expiry) };
}

/** The expiry that gives `inception` the same term. */
export function expiryForTerm(inception: string, term: Term): string {
  return 'months' in term ? addMonths(inception, term.months) : addDays(inception, term.days);
}

/**
 * Dates at bind (§4): an inception before today moves to today and the expiry moves with it, keeping the term in
 * months when it is whole months (12 months stays 12 months across a leap day), otherwise in days.
 */
export function bindDates(
  inception: string,
  expiry: string,
  today: string,
): { inceptionDate: string; expiryDate: string } {
  if (inception >= today) return { inceptionDate: inception, expiryDate: expiry };
  return { inceptionDate: today, expiryDate: expiryForTerm(today, termOf(inception, expiry)) };
}

/** A broker's inception date before today becomes today (§4); the API moves the expiry with `bindDates`. */
export function brokerInceptionDate(inception: string, today: string): string {
  return inception < today ? today : inception;
}

/** Days an inception date lies before today, 0 when it is today or later. */
export function backdatedDays(inception: string, today: string): number {
  return Math.max(0, daysBetween(inception, today));
}
