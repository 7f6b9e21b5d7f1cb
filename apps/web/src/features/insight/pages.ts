/**
 * The insight pages the router mounts, by their `pagePaths` key. Only `import()` here: the dashboard and
 * its charts stay out of the first route (DESIGN §10, decision 096).
 */
export const insightPages = {
  dashboard: () =>
    import('./pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  bordereaux: () =>
    import('./pages/bordereaux-page.tsx').then((m) => ({ Component: m.BordereauxPage })),
  bordereau: () =>
    import('./pages/bordereau-page.tsx').then((m) => ({ Component: m.BordereauPage })),
};
