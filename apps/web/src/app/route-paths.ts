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
  /** Two-factor authentication (§2, issue 11): where the 403 setup and verify reasons land. */
  twoFactorSetup: '/two-factor-auth/setup',
  twoFactorVerify: '/two-factor-auth/verify',
  recoveryCodes: '/two-factor-auth/recovery-codes',
  /** Where Microsoft admin consent ends (decision 144): `?result=connected|failed`. */
  microsoftConnected: '/microsoft/connected',
  /** Singular: /invitations/{token} is the API's JSON route; the plural is kept as an alias. */
  invitation: '/invitation/:token',
  invitationAlias: '/invitations/:token',
  termsOfUse: '/legal/au/terms-of-use',
  privacyPolicy: '/legal/au/privacy-policy',
  account: '/account',
  accountSessions: '/account/sessions',
  /** §2 Welcome: a signed-in user before their first company (decision 231). */
  welcome: '/welcome',
  companySelect: '/company/select',
  companyCreate: '/company/create',
  companyManage: '/company/manage',
  /** §2 Appearance Settings of the represented company (decision 230). */
  appearanceSettings: '/company/appearance',
  /** A brokerage's clients (decision 137). */
  clients: '/company/clients',
  /** An underwriting agency's brokerages and one brokerage's management (decision 168). */
  brokerages: '/company/brokerages',
  brokerManagement: '/company/brokerages/:brokerId',
  /** An underwriting agency's grades on its brokerages and clients (decision 232). */
  companyRatings: '/company/ratings',
  /** §2: optional `?id=` the dashboard last chosen (decision 139). */
  dashboard: '/company/dashboard',
  /** Premium bordereaux (decision 151): the agency's and the managing insurer's. */
  bordereaux: '/company/bordereaux',
  bordereau: '/company/bordereaux/:bordereauId',
  mailOutbox: '/system/mail-outbox',
  systemJobs: '/system/jobs',
  taxRates: '/system/tax-rates',
  afsRegister: '/system/afs-register',
  /** The operator's home (issue 19 item 3); /companies itself is the API's list. */
  companies: '/system/companies',
  /** One company as the operator sees it: users, roles, status, support mode (decision 136). */
  systemCompany: '/system/companies/:companyId',
  products: '/company/products',
  productPackages: '/company/products/packages',
  productPackage: '/company/products/packages/:packageId',
  productCodes: '/company/products/codes',
  productClasses: '/company/products/classes',
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
  clauses: '/company/products/clauses',
  // Risks (decision 091): list and column view, a new risk, the risk page, the client's page, workflow, reports.
  risks: '/risks',
  riskNew: '/risks/new',
  risk: '/risks/:riskPackageId',
  clientRisk: '/client/risks/:riskPackageId',
  workflow: '/company/workflow',
  /** §2 Company Tags and the company's signed webhooks (issue 13, decisions 171, 172). */
  companyTags: '/company/tags',
  webhooks: '/company/webhooks',
  webhook: '/company/webhooks/:endpointId',
  // Incidents and claims (§2 /incidents, /incidents/new; decision 120).
  incidents: '/incidents',
  incidentNew: '/incidents/new',
  incident: '/incidents/:claimId',
  companyReports: '/companies/:companyId/reports',
  /** §2 Import Policy Data (decision 128). */
  policyImport: '/companies/:companyId/import-policy-data',
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
