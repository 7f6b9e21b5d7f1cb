/**
 * Company Documents (§2, decision 131): what the company management page renders. Other features import
 * only this file (docs/decisions/096-web-feature-layout.md).
 */
export { CompanyDocumentsTab } from './components/company-documents-tab.tsx';
