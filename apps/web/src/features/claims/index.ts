/**
 * Incidents and claims (issue 16, decision 120): the incidents pages and the risk panel's Claims tab.
 * Other features import only this file (docs/decisions/096-web-feature-layout.md).
 */
export { claimsPages } from './pages.ts';
export { ClaimsTab } from './components/claims-tab.tsx';
