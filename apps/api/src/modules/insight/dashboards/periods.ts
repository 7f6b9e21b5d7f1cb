import type { TimeInterval, TimePeriod } from '@turbine/domain';

/** A range of local calendar dates: `from` inclusive, `to` exclusive ('YYYY-MM-DD'). */
export interface DateRange {
  from: string;
  to: string;
}

const parse = (d: string) => new Date(`${d}T00:00:00Z`);
const fmt = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => {
  const x = parse(d);
  x.setUTCDate(x.getUTCDate() + n);
  return fmt(x);
};
/** Adds months, clamping the day to the target month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (d: string, n: number) => {
  const x = parse(d);
  const day = x.getUTCDate();
  x.setUTCDate(1);
  x.setUTCMonth(x.getUTCMonth() + n);
  const last = new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth() + 1, 0)).getUTCDate();
  x.setUTCDate(Math.min(day, last));
  return fmt(x);
};
const daysBetween = (a: string, b: string) =>
  Math.round((parse(b).getTime() - parse(a).getTime()) / 86_400_000);

/** Today's calendar date in an IANA zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The §9 period as local dates, given today's local date. Calendar periods (this week — Monday first —,
 * month, quarter, year, the AU financial year 1 July–30 June) run whole; the "past" periods end today.
 */
export function periodRange(
  period: TimePeriod,
  today: string,
  custom: { from: string | null; to: string | null } = { from: null, to: null },
): DateRange {
  const tomorrow = addDays(today, 1);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const first = (year: number, month: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  switch (period) {
    case 'custom':
      return { from: custom.from ?? today, to: addDays(custom.to ?? today, 1) };
    case 'pastMonth':
      return { from: addDays(addMonths(today, -1), 1), to: tomorrow };
    case 'past3Months':
      return { from: addDays(addMonths(today, -3), 1), to: tomorrow };
    case 'past6Months':
      return { from: addDays(addMonths(today, -6), 1), to: tomorrow };
    case 'pastYear':
      return { from: addDays(addMonths(today, -12), 1), to: tomorrow };
    case 'past2Years':
      return { from: addDays(addMonths(today, -24), 1), to: tomorrow };
    case 'today':
      return { from: today, to: tomorrow };
    case 'thisWeek': {
      const weekday = (parse(today).getUTCDay() + 6) % 7; // Monday 0
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 7) };
    }
    case 'thisMonth':
      return { from: first(y, m), to: addMonths(first(y, m), 1) };
    case 'thisQuarter': {
      const start = first(y, m - ((m - 1) % 3));
      return { from: start, to: addMonths(start, 3) };
    }
    case 'thisYear':
      return { from: first(y, 1), to: first(y + 1, 1) };
    case 'thisFinancialYear': {
      const startYear = m >= 7 ? y : y - 1;
      return { from: first(startYear, 7), to: first(startYear + 1, 7) };
    }
  }
}

/** The period just before: the previous calendar unit for calendar periods, else the same length back. */
export function previousRange(period: TimePeriod, range: DateRange): DateRange {
  const months: Partial<Record<TimePeriod, number>> = {
    thisMonth: 1,
    thisQuarter: 3,
    thisYear: 12,
    thisFinancialYear: 12,
    pastMonth: 1,
    past3Months: 3,
    past6Months: 6,
    pastYear: 12,
    past2Years: 24,
  };
  const n = months[period];
  if (n !== undefined) return { from: addMonths(range.from, -n), to: range.from };
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: range.from };
}

/** One bucket of a widget: its key (the start of its calendar unit) and the local dates it covers. */
export interface Bucket {
  /** The unit's first day ('YYYY-MM-DD'): Monday for weeks, the 1st for months, quarters and years. */
  key: string;
  /** The dates the bucket covers within the range: `from` inclusive, `to` exclusive. */
  from: string;
  to: string;
}

/** The first day of the §9 interval's unit that contains `d` (Monday weeks, calendar quarters and years). */
export function unitStart(interval: TimeInterval, d: string): string {
  switch (interval) {
    case 'none':
    case 'day':
      return d;
    case 'week':
      return addDays(d, -((parse(d).getUTCDay() + 6) % 7));
    case 'month':
      return `${d.slice(0, 7)}-01`;
    case 'quarter': {
      const m = Number(d.slice(5, 7));
      return `${d.slice(0, 4)}-${String(m - ((m - 1) % 3)).padStart(2, '0')}-01`;
    }
    case 'year':
      return `${d.slice(0, 4)}-01-01`;
  }
}

const nextUnit = (interval: TimeInterval, start: string, range: DateRange): string =>
  interval === 'none'
    ? range.to
    : interval === 'day'
      ? addDays(start, 1)
      : interval === 'week'
        ? addDays(start, 7)
        : addMonths(start, interval === 'month' ? 1 : interval === 'quarter' ? 3 : 12);

/**
 * The range cut into the interval's buckets, the first and last clipped to the range (decision 188): the
 * widget statements join these to the transactions by range, so no row's date is converted or truncated.
 * `none` is one bucket keyed by the range's first day.
 */
export function bucketsOf(interval: TimeInterval, range: DateRange): Bucket[] {
  const buckets: Bucket[] = [];
  for (let start = unitStart(interval, range.from); start < range.to;) {
    const next = nextUnit(interval, start, range);
    buckets.push({
      key: interval === 'none' ? range.from : start,
      from: start < range.from ? range.from : start,
      to: next > range.to ? range.to : next,
    });
    start = next;
  }
  return buckets;
}
