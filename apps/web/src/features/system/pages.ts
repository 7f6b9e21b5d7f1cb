/**
 * The system pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const systemPages = {
  landing: () => import('./pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
  termsOfUse: () =>
    import('./pages/terms-of-use-page.tsx').then((m) => ({ Component: m.TermsOfUsePage })),
  privacyPolicy: () =>
    import('./pages/privacy-policy-page.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
  companies: () =>
    import('./pages/companies-page.tsx').then((m) => ({ Component: m.CompaniesPage })),
  mailOutbox: () =>
    import('./pages/mail-outbox-page.tsx').then((m) => ({ Component: m.MailOutboxPage })),
  systemJobs: () =>
    import('./pages/system-jobs-page.tsx').then((m) => ({ Component: m.SystemJobsPage })),
  taxRates: () => import('./pages/tax-rates-page.tsx').then((m) => ({ Component: m.TaxRatesPage })),
  afsRegister: () =>
    import('./pages/afs-register-page.tsx').then((m) => ({ Component: m.AfsRegisterPage })),
  notFound: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
};
