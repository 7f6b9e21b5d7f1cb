/**
 * The imports pages the router mounts, by their `pagePaths` key: `import()` loaders only (decision 096).
 */
export const importsPages = {
  policyImport: () =>
    import('./pages/import-policy-data-page.tsx').then((m) => ({
      Component: m.ImportPolicyDataPage,
    })),
};
