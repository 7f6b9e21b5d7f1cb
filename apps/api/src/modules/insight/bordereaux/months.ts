/** Reporting months (decision 151): `YYYY-MM`, counted in the agreement's own zone. */

/** The month's first day, the next month's first day and the month's last day. */
export function monthRange(month: string): { from: string; to: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    from: `${month}-01`,
    to: `${next}-01`,
    last: `${month}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** The month before the one containing `now` in the zone. */
export function pastMonthIn(timeZone: string, now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).format(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
