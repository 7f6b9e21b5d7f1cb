// Shared with the incidents pages (decision 120): the one calendar-date format lives in components/.
export { formatCalendarDate } from '../../../../components/format-calendar-date.ts';
