const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD in the risk's time zone, DESIGN §4) as "3 Mar 2026". Read from the text
 * itself, never through a Date, so the browser's zone cannot move it a day.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return value || '—';
  const [, year, month, day] = match;
  const name = months[Number(month) - 1];
  return name ? `${Number(day)} ${name} ${year}` : (value ?? '—');
}
