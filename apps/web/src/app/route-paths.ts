import { matchPath } from 'react-router';

/** Every page path of the web app (the router is built from these; decision 020). */
export const pagePaths = {
  landing: '/',
  login: '/login',
  register: '/register',
  /** The mailed registration link (decision 108). */
  registerConfirm: '/register/confirm/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  passwordExpired: '/password-expired',
  /** Singular: /invitations/{token} is the API's JSON route; the plural is kept as an alias. */
  invitation: '/invitation/:token',
  invitationAlias: '/invitations/:token',
  termsOfUse: '/legal/au/terms-of-use',
  privacyPolicy: '/legal/au/privacy-policy',
  account: '/account',
  accountSessions: '/account/sessions',
  companySelect: '/company/select',
  companyCreate: '/company/create',
  companyManage: '/company/manage',
  /** §2: optional `?id=` the dashboard last chosen (decision 139). */
  dashboard: '/company/dashboard',
  mailOutbox: '/system/mail-outbox',
  systemJobs: '/system/jobs',
  /** The operator's home (issue 19 item 3); /companies itself is the API's list. */
  companies: '/system/companies',
  products: '/company/products',
  productPackages: '/company/products/packages',
  productPackage: '/company/products/packages/:packageId',
  productCodes: '/company/products/codes',
  companyDatasets: '/company/products/datasets',
  product: '/company/products/:productId',
  productVersion: '/company/products/:productId/versions/:versionId',
  // Authority screens, beside the products area (docs/decisions/024-authority-web.md).
  syndicates: '/company/products/syndicates',
  riskCodes: '/company/products/risk-codes',
  riskCode: '/company/products/risk-codes/:riskCodeId',
  bindingAgreements: '/company/products/binding-agreements',
  bindingAgreement: '/company/products/binding-agreements/:agreementId',
  agreementPeriod: '/company/products/binding-agreements/:agreementId/periods/:periodId',
  endorsements: '/company/products/endorsements',
  endorsement: '/company/products/endorsements/:endorsementId',
  // Risks (decision 091): list and column view, a new risk, the risk page, the client's page, workflow, reports.
  risks: '/risks',
  riskNew: '/risks/new',
  risk: '/risks/:riskPackageId',
  clientRisk: '/client/risks/:riskPackageId',
  workflow: '/company/workflow',
  companyReports: '/companies/:companyId/reports',
} as const;

const registered: readonly string[] = Object.values(pagePaths);

/** True when a page exists for the path; the header links only such pages (§2 Header). */
export function isRegisteredPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return registered.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** Hides the header's Login/Register buttons on the pages that are those forms (§2). */
export interface RouteHandle {
  hideAuthButtons?: boolean;
}
