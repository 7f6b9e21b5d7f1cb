// Pattern (decision 164): a new page is one `{ path: p.x, lazy: pages.x }` line below, its loader an `import()` in its feature's pages.ts — never a static page import here; add it to `likelyNext` in prefetch.ts if users usually go there next.
import type { RouteObject } from 'react-router';
import { RequireAuth } from './require-auth.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { pagePaths as p, type RouteHandle } from './route-paths.ts';
import { authorityPages } from '../features/authority/index.ts';
import { claimsPages } from '../features/claims/index.ts';
import { companiesPages } from '../features/companies/index.ts';
import { datasetsPages } from '../features/datasets/index.ts';
import { identityPages } from '../features/identity/index.ts';
import { importsPages } from '../features/imports/index.ts';
import { insightPages } from '../features/insight/index.ts';
import { productsPages } from '../features/products/index.ts';
import { risksPages } from '../features/risks/index.ts';
import { systemPages } from '../features/system/index.ts';
import { tagsPages } from '../features/tags/index.ts';
import { webhooksPages } from '../features/webhooks/index.ts';

// Every page is its own chunk (DESIGN §10: the first route stays small): each feature's `pages.ts`
// holds only `import()` loaders keyed by `pagePaths` names (decision 096). Authority screens
// (decision 024): tiptap loads only with the endorsement page's chunk.
const pages = {
  ...systemPages,
  ...identityPages,
  ...companiesPages,
  ...productsPages,
  ...datasetsPages,
  ...authorityPages,
  ...risksPages,
  ...importsPages,
  ...claimsPages,
  ...insightPages,
  ...tagsPages,
  ...webhooksPages,
};

const guest: RouteHandle = { hideAuthButtons: true };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's lazy chunk loads (without it React Router warns on every page).
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: p.landing, lazy: pages.landing },
      { path: p.login, lazy: pages.login, handle: guest },
      { path: p.register, lazy: pages.register, handle: guest },
      { path: p.registerConfirm, lazy: pages.registerConfirm, handle: guest },
      { path: p.forgotPassword, lazy: pages.forgotPassword, handle: guest },
      { path: p.resetPassword, lazy: pages.resetPassword, handle: guest },
      { path: p.passwordExpired, lazy: pages.passwordExpired, handle: guest },
      { path: p.twoFactorSetup, lazy: pages.twoFactorSetup, handle: guest },
      { path: p.twoFactorVerify, lazy: pages.twoFactorVerify, handle: guest },
      { path: p.microsoftConnected, lazy: pages.microsoftConnected },
      { path: p.invitation, lazy: pages.invitation },
      { path: p.invitationAlias, lazy: pages.invitation },
      { path: p.termsOfUse, lazy: pages.termsOfUse },
      { path: p.privacyPolicy, lazy: pages.privacyPolicy },
      // The client's page authenticates by its tempToken itself, so an ended access gets its message, not /login (§4).
      { path: p.clientRisk, lazy: pages.clientRisk, handle: guest },
      {
        element: <RequireAuth />,
        children: [
          { path: p.account, lazy: pages.account },
          { path: p.accountSessions, lazy: pages.accountSessions },
          { path: p.recoveryCodes, lazy: pages.recoveryCodes },
          { path: p.welcome, lazy: pages.welcome },
          { path: p.companySelect, lazy: pages.companySelect },
          { path: p.companyCreate, lazy: pages.companyCreate },
          { path: p.companyManage, lazy: pages.companyManage },
          { path: p.appearanceSettings, lazy: pages.appearanceSettings },
          { path: p.clients, lazy: pages.clients },
          { path: p.brokerages, lazy: pages.brokerages },
          { path: p.brokerManagement, lazy: pages.brokerManagement },
          { path: p.companyRatings, lazy: pages.companyRatings },
          { path: p.dashboard, lazy: pages.dashboard },
          { path: p.bordereaux, lazy: pages.bordereaux },
          { path: p.bordereau, lazy: pages.bordereau },
          { path: p.mailOutbox, lazy: pages.mailOutbox },
          { path: p.systemJobs, lazy: pages.systemJobs },
          { path: p.taxRates, lazy: pages.taxRates },
          { path: p.afsRegister, lazy: pages.afsRegister },
          { path: p.companies, lazy: pages.companies },
          { path: p.systemCompany, lazy: pages.systemCompany },
          { path: p.products, lazy: pages.products },
          { path: p.product, lazy: pages.product },
          { path: p.productVersion, lazy: pages.productVersion },
          { path: p.productPackages, lazy: pages.productPackages },
          { path: p.productPackage, lazy: pages.productPackage },
          { path: p.productCodes, lazy: pages.productCodes },
          { path: p.productClasses, lazy: pages.productClasses },
          { path: p.companyDatasets, lazy: pages.companyDatasets },
          { path: p.syndicates, lazy: pages.syndicates },
          { path: p.riskCodes, lazy: pages.riskCodes },
          { path: p.riskCode, lazy: pages.riskCode },
          { path: p.bindingAgreements, lazy: pages.bindingAgreements },
          { path: p.bindingAgreement, lazy: pages.bindingAgreement },
          { path: p.agreementPeriod, lazy: pages.agreementPeriod },
          { path: p.endorsements, lazy: pages.endorsements },
          { path: p.endorsement, lazy: pages.endorsement },
          { path: p.clauses, lazy: pages.clauses },
          { path: p.risks, lazy: pages.risks },
          { path: p.riskNew, lazy: pages.riskNew },
          { path: p.risk, lazy: pages.risk },
          { path: p.workflow, lazy: pages.workflow },
          { path: p.companyTags, lazy: pages.companyTags },
          { path: p.webhooks, lazy: pages.webhooks },
          { path: p.webhook, lazy: pages.webhook },
          { path: p.companyReports, lazy: pages.companyReports },
          { path: p.policyImport, lazy: pages.policyImport },
          { path: p.incidents, lazy: pages.incidents },
          { path: p.incidentNew, lazy: pages.incidentNew },
          { path: p.incident, lazy: pages.incident },
        ],
      },
      { path: '*', lazy: pages.notFound },
    ],
  },
];
