/**
 * The authority pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const authorityPages = {
  syndicates: () =>
    import('./pages/syndicates-page.tsx').then((m) => ({ Component: m.SyndicatesPage })),
  riskCodes: () =>
    import('./pages/risk-codes-page.tsx').then((m) => ({ Component: m.RiskCodesPage })),
  riskCode: () => import('./pages/risk-code-page.tsx').then((m) => ({ Component: m.RiskCodePage })),
  bindingAgreements: () =>
    import('./pages/binding-agreements-page.tsx').then((m) => ({
      Component: m.BindingAgreementsPage,
    })),
  bindingAgreement: () =>
    import('./pages/binding-agreement-page.tsx').then((m) => ({
      Component: m.BindingAgreementPage,
    })),
  agreementPeriod: () =>
    import('./pages/agreement-period-page.tsx').then((m) => ({ Component: m.AgreementPeriodPage })),
  endorsements: () =>
    import('./pages/endorsements-page.tsx').then((m) => ({ Component: m.EndorsementsPage })),
  endorsement: () =>
    import('./pages/endorsement-page.tsx').then((m) => ({ Component: m.EndorsementPage })),
  clauses: () => import('./pages/clauses-page.tsx').then((m) => ({ Component: m.ClausesPage })),
};
