/**
 * Company Documents (§2, decision 131): what the company management page renders. Other features import
 * only this file (docs/decisions/096-web-feature-layout.md).
 */
export { CompanyDocumentsTab } from './components/company-documents-tab.tsx';
/** Document templates (decision 147) and the documents risks produce with them (decision 148). */
export { DocumentTemplatesTab } from './components/document-templates-tab.tsx';
export { RiskDocumentsTab } from './components/risk-documents-tab.tsx';
/** The template editor and the preview's risk search, reused by email templates (issue 13). */
export { TemplateContentEditor } from './components/template-content-editor.tsx';
export {
  useAttachableFilesQuery,
  useListTemplatesQuery,
  usePreviewRisksQuery,
} from './api/templates-api.ts';
