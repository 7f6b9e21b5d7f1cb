/**
 * Civil (calendar) dates as whole days since 1970-01-01. Rating works on the policy's calendar dates
 * in its own time zone, which the caller has already resolved, so no clock or time-zone arithmetic
 * happens here and results cannot drift with the server's zone.
 */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The calendar date of a day number (inverse of daysFromCivil). */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Number of days in a month of a year. */
export function daysInMonth(year: number, month: number): number {
  return (
    daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    daysFromCivil(year, month, 1)
  );
}

/** Parses a strict `YYYY-MM-DD` into a day number, or undefined when it is not a real date. */
export function parseIsoDate(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  return daysFromCivil(year, month, day);
}

/** Formats a day number as `YYYY-MM-DD`. */
export function formatIsoDate(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds calendar months, clamping to the month's last day like a spreadsheet's EDATE. */
export function addMonths(days: number, months: number): number {
  const { year, month, day } = civilFromDays(days);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return daysFromCivil(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

/** Whole months from start to end (DATEDIF "M"): counts a month only once its day is reached. */
export function wholeMonthsBetween(start: number, end: number): number {
  const a = civilFromDays(start);
  const b = civilFromDays(end);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (b.day < a.day) months -= 1;
  return months;
}

/** True when a day number lies in the years the engine accepts. */
export function isSupportedDay(days: number): boolean {
  const { year } = civilFromDays(days);
  return Number.isSafeInteger(days) && year >= MIN_YEAR && year <= MAX_YEAR;
}
