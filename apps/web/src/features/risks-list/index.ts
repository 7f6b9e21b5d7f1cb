// What other features may use from the risks list (CONVENTIONS: features import each other's index only).
export {
  TransactionStatusBadge,
  UnderwritingStatusBadge,
  transactionStatusColours,
} from './components/status-badge.tsx';
export { useListUnderwritingStatusesQuery } from './api/risks-list-api.ts';
export { formatCalendarDate } from './lib/calendar-date.ts';
