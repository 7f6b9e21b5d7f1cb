/**
 * The risks feature (list, detail, panel): what the shell may use, the routed pages (lazy). Its
 * sub-folders import each other freely; other features import only this file
 * (docs/decisions/096-web-feature-layout.md).
 */
export { risksPages } from './pages.ts';
// The §5 report form's date rules, shared with insight's extractor report (decision 208).
export {
  defaultReportRange,
  reportMinDate,
  todayIso,
  utcEndOfDay,
  utcStartOfDay,
  withDateFrom,
  withDateTo,
} from './list/lib/report-range.ts';
// The premium change comparison (decision 215): the products feature shows it for an impact test's movers.
export { PremiumChangeView } from './panel/components/premium-change-view.tsx';
export { useGetVersionPremiumChangeQuery } from './panel/api/premium-change-api.ts';
