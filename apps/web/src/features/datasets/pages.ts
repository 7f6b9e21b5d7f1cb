/**
 * The datasets pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const datasetsPages = {
  companyDatasets: () =>
    import('./pages/datasets-page.tsx').then((m) => ({ Component: m.DatasetsPage })),
};
