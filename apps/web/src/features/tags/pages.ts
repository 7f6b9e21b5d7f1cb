/**
 * The tags pages the router mounts, by their `pagePaths` key. Only `import()` here (decision 096).
 */
export const tagsPages = {
  companyTags: () =>
    import('./pages/company-tags-page.tsx').then((m) => ({ Component: m.CompanyTagsPage })),
};
