import dayjs from 'dayjs';

/**
 * §9 timestamps (epoch seconds): today time only; yesterday "Yesterday" and time; under 7 days
 * weekday and time; the same year weekday, day, month and time; otherwise with the year.
 */
export function formatInstant(
  epochSeconds: number | null | undefined,
  now: Date = new Date(),
): string {
  if (epochSeconds == null) return '—';
  const t = dayjs.unix(epochSeconds);
  const today = dayjs(now).startOf('day');
  const time = t.format('h:mm a');
  if (!t.isBefore(today)) return time;
  if (!t.isBefore(today.subtract(1, 'day'))) return `Yesterday ${time}`;
  if (!t.isBefore(today.subtract(6, 'day'))) return `${t.format('dddd')} ${time}`;
  if (t.year() === today.year()) return `${t.format('ddd D MMM')} ${time}`;
  return `${t.format('ddd D MMM YYYY')} ${time}`;
}

/** A calendar date for an instant: "3 Mar 2025". */
export function formatDate(epochSeconds: number | null | undefined): string {
  return epochSeconds == null ? '—' : dayjs.unix(epochSeconds).format('D MMM YYYY');
}
