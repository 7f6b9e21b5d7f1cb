/**
 * The risks pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const risksPages = {
  risks: () => import('./list/pages/risks-page.tsx').then((m) => ({ Component: m.RisksPage })),
  workflow: () =>
    import('./list/pages/workflow-page.tsx').then((m) => ({ Component: m.WorkflowPage })),
  companyReports: () =>
    import('./list/pages/company-reports-page.tsx').then((m) => ({
      Component: m.CompanyReportsPage,
    })),
  riskNew: () =>
    import('./detail/pages/new-risk-page.tsx').then((m) => ({ Component: m.NewRiskPage })),
  risk: () => import('./detail/pages/risk-page.tsx').then((m) => ({ Component: m.RiskPage })),
  clientRisk: () =>
    import('./detail/pages/client-risk-page.tsx').then((m) => ({ Component: m.ClientRiskPage })),
};
