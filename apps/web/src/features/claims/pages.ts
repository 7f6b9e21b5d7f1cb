/** The incidents pages the router mounts, by their `pagePaths` key (decision 096): `import()` only. */
export const claimsPages = {
  incidents: () =>
    import('./pages/incidents-page.tsx').then((m) => ({ Component: m.IncidentsPage })),
  incidentNew: () =>
    import('./pages/new-incident-page.tsx').then((m) => ({ Component: m.NewIncidentPage })),
  incident: () => import('./pages/claim-page.tsx').then((m) => ({ Component: m.ClaimPage })),
};
