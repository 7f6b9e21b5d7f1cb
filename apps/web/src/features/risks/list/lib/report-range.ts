import dayjs from 'dayjs';

/** §5, §9: the report's earliest date. */
export const reportMinDate = '2020-01-01';

export interface ReportRange {
  dateFrom: string | null;
  dateTo: string | null;
}

/** Today as YYYY-MM-DD on the user's calendar (the picker's maximum, §5). */
export const todayIso = (now: Date = new Date()) => dayjs(now).format('YYYY-MM-DD');

/** §5 default range: the start of the current month to today. */
export function defaultReportRange(now: Date = new Date()): ReportRange {
  return { dateFrom: dayjs(now).startOf('month').format('YYYY-MM-DD'), dateTo: todayIso(now) };
}

/** §5: a start after the end moves the end to the start. */
export function withDateFrom(range: ReportRange, dateFrom: string | null): ReportRange {
  return {
    dateFrom,
    dateTo: dateFrom && range.dateTo && dateFrom > range.dateTo ? dateFrom : range.dateTo,
  };
}

/** §5: an end before the start moves the start to the end. */
export function withDateTo(range: ReportRange, dateTo: string | null): ReportRange {
  return {
    dateFrom: dateTo && range.dateFrom && dateTo < range.dateFrom ? dateTo : range.dateFrom,
    dateTo,
  };
}

const utcMidnight = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000;
};

/** §7 date_from: epoch seconds of the UTC start of the day. */
export const utcStartOfDay = (iso: string) => utcMidnight(iso);
/** §7 date_to: epoch seconds of the UTC end of the day (23:59:59). */
export const utcEndOfDay = (iso: string) => utcMidnight(iso) + 86_399;
