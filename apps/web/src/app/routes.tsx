import type { RouteObject } from 'react-router';
import { RequireAuth } from './require-auth.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { pagePaths as p, type RouteHandle } from './route-paths.ts';

// Every page is its own chunk (DESIGN §10: the first route stays small).
const pages = {
  landing: () =>
    import('../features/system/pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
  login: () =>
    import('../features/identity/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import('../features/identity/pages/register-page.tsx').then((m) => ({
      Component: m.RegisterPage,
    })),
  forgot: () =>
    import('../features/identity/pages/forgot-password-page.tsx').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  reset: () =>
    import('../features/identity/pages/reset-password-page.tsx').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  expired: () =>
    import('../features/identity/pages/password-expired-page.tsx').then((m) => ({
      Component: m.PasswordExpiredPage,
    })),
  account: () =>
    import('../features/identity/pages/account-page.tsx').then((m) => ({
      Component: m.AccountPage,
    })),
  sessions: () =>
    import('../features/identity/pages/sessions-page.tsx').then((m) => ({
      Component: m.SessionsPage,
    })),
  select: () =>
    import('../features/companies/pages/company-select-page.tsx').then((m) => ({
      Component: m.CompanySelectPage,
    })),
  create: () =>
    import('../features/companies/pages/company-create-page.tsx').then((m) => ({
      Component: m.CompanyCreatePage,
    })),
  manage: () =>
    import('../features/companies/pages/company-manage-page.tsx').then((m) => ({
      Component: m.CompanyManagePage,
    })),
  invitation: () =>
    import('../features/companies/pages/invitation-page.tsx').then((m) => ({
      Component: m.InvitationPage,
    })),
  terms: () =>
    import('../features/system/pages/terms-of-use-page.tsx').then((m) => ({
      Component: m.TermsOfUsePage,
    })),
  privacy: () =>
    import('../features/system/pages/privacy-policy-page.tsx').then((m) => ({
      Component: m.PrivacyPolicyPage,
    })),
  outbox: () =>
    import('../features/system/pages/mail-outbox-page.tsx').then((m) => ({
      Component: m.MailOutboxPage,
    })),
  products: () =>
    import('../features/products/pages/products-list-page.tsx').then((m) => ({
      Component: m.ProductsListPage,
    })),
  product: () =>
    import('../features/products/pages/product-page.tsx').then((m) => ({
      Component: m.ProductPage,
    })),
  productVersion: () =>
    import('../features/products/pages/version-editor-page.tsx').then((m) => ({
      Component: m.VersionEditorPage,
    })),
  productPackages: () =>
    import('../features/products/pages/product-packages-page.tsx').then((m) => ({
      Component: m.ProductPackagesPage,
    })),
  productPackage: () =>
    import('../features/products/pages/product-package-page.tsx').then((m) => ({
      Component: m.ProductPackagePage,
    })),
  productCodes: () =>
    import('../features/products/pages/product-codes-page.tsx').then((m) => ({
      Component: m.ProductCodesPage,
    })),
  companyDatasets: () =>
    import('../features/datasets/pages/datasets-page.tsx').then((m) => ({
      Component: m.DatasetsPage,
    })),
  // Authority screens (decision 024); tiptap loads only with the endorsement page's chunk.
  syndicates: () =>
    import('../features/authority/pages/syndicates-page.tsx').then((m) => ({
      Component: m.SyndicatesPage,
    })),
  riskCodes: () =>
    import('../features/authority/pages/risk-codes-page.tsx').then((m) => ({
      Component: m.RiskCodesPage,
    })),
  riskCode: () =>
    import('../features/authority/pages/risk-code-page.tsx').then((m) => ({
      Component: m.RiskCodePage,
    })),
  bindingAgreements: () =>
    import('../features/authority/pages/binding-agreements-page.tsx').then((m) => ({
      Component: m.BindingAgreementsPage,
    })),
  bindingAgreement: () =>
    import('../features/authority/pages/binding-agreement-page.tsx').then((m) => ({
      Component: m.BindingAgreementPage,
    })),
  agreementPeriod: () =>
    import('../features/authority/pages/agreement-period-page.tsx').then((m) => ({
      Component: m.AgreementPeriodPage,
    })),
  endorsements: () =>
    import('../features/authority/pages/endorsements-page.tsx').then((m) => ({
      Component: m.EndorsementsPage,
    })),
  endorsement: () =>
    import('../features/authority/pages/endorsement-page.tsx').then((m) => ({
      Component: m.EndorsementPage,
    })),
  risks: () =>
    import('../features/risks-list/pages/risks-page.tsx').then((m) => ({ Component: m.RisksPage })),
  workflow: () =>
    import('../features/risks-list/pages/workflow-page.tsx').then((m) => ({
      Component: m.WorkflowPage,
    })),
  companyReports: () =>
    import('../features/risks-list/pages/company-reports-page.tsx').then((m) => ({
      Component: m.CompanyReportsPage,
    })),
  riskNew: () =>
    import('../features/risk/pages/new-risk-page.tsx').then((m) => ({ Component: m.NewRiskPage })),
  risk: () =>
    import('../features/risk/pages/risk-page.tsx').then((m) => ({ Component: m.RiskPage })),
  clientRisk: () =>
    import('../features/risk/pages/client-risk-page.tsx').then((m) => ({
      Component: m.ClientRiskPage,
    })),
  notFound: () =>
    import('../features/system/pages/not-found-page.tsx').then((m) => ({
      Component: m.NotFoundPage,
    })),
};

const guest: RouteHandle = { hideAuthButtons: true };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: p.landing, lazy: pages.landing },
      { path: p.login, lazy: pages.login, handle: guest },
      { path: p.register, lazy: pages.register, handle: guest },
      { path: p.forgotPassword, lazy: pages.forgot, handle: guest },
      { path: p.resetPassword, lazy: pages.reset, handle: guest },
      { path: p.passwordExpired, lazy: pages.expired, handle: guest },
      { path: p.invitation, lazy: pages.invitation },
      { path: p.invitationAlias, lazy: pages.invitation },
      { path: p.termsOfUse, lazy: pages.terms },
      { path: p.privacyPolicy, lazy: pages.privacy },
      // The client's page authenticates by its tempToken itself, so an ended access gets its message, not /login (§4).
      { path: p.clientRisk, lazy: pages.clientRisk, handle: guest },
      {
        element: <RequireAuth />,
        children: [
          { path: p.account, lazy: pages.account },
          { path: p.accountSessions, lazy: pages.sessions },
          { path: p.companySelect, lazy: pages.select },
          { path: p.companyCreate, lazy: pages.create },
          { path: p.companyManage, lazy: pages.manage },
          { path: p.mailOutbox, lazy: pages.outbox },
          { path: p.products, lazy: pages.products },
          { path: p.product, lazy: pages.product },
          { path: p.productVersion, lazy: pages.productVersion },
          { path: p.productPackages, lazy: pages.productPackages },
          { path: p.productPackage, lazy: pages.productPackage },
          { path: p.productCodes, lazy: pages.productCodes },
          { path: p.companyDatasets, lazy: pages.companyDatasets },
          { path: p.syndicates, lazy: pages.syndicates },
          { path: p.riskCodes, lazy: pages.riskCodes },
          { path: p.riskCode, lazy: pages.riskCode },
          { path: p.bindingAgreements, lazy: pages.bindingAgreements },
          { path: p.bindingAgreement, lazy: pages.bindingAgreement },
          { path: p.agreementPeriod, lazy: pages.agreementPeriod },
          { path: p.endorsements, lazy: pages.endorsements },
          { path: p.endorsement, lazy: pages.endorsement },
          { path: p.risks, lazy: pages.risks },
          { path: p.riskNew, lazy: pages.riskNew },
          { path: p.risk, lazy: pages.risk },
          { path: p.workflow, lazy: pages.workflow },
          { path: p.companyReports, lazy: pages.companyReports },
        ],
      },
      { path: '*', lazy: pages.notFound },
    ],
  },
];
