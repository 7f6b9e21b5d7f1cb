/**
 * Insight (decision 139): dashboards with widgets. What the shell uses: the routed pages (lazy). Other
 * features import only this file (docs/decisions/096-web-feature-layout.md).
 */
export { insightPages } from './pages.ts';
export { BinderUtilisationCard, ExtractorReportPanel } from './panels.tsx';
