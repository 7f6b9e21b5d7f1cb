/**
 * What the shell may use of companies (docs/decisions/096-web-feature-layout.md): the company
 * lookups of the company context and header, the switch-company modal, and the routed pages (lazy).
 */
export {
  companiesApi,
  companyFileUrl,
  useGetCompanyByHandleQuery,
  type HandleCompanyDto,
} from './api/companies-api.ts';
export { SwitchCompanyModal } from './components/switch-company-modal.tsx';
export { companiesPages } from './pages.ts';
