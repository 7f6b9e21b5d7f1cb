/**
 * The products pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const productsPages = {
  products: () =>
    import('./pages/products-list-page.tsx').then((m) => ({ Component: m.ProductsListPage })),
  product: () => import('./pages/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
  productVersion: () =>
    import('./pages/version-editor-page.tsx').then((m) => ({ Component: m.VersionEditorPage })),
  productPackages: () =>
    import('./pages/product-packages-page.tsx').then((m) => ({ Component: m.ProductPackagesPage })),
  productPackage: () =>
    import('./pages/product-package-page.tsx').then((m) => ({ Component: m.ProductPackagePage })),
  productCodes: () =>
    import('./pages/product-codes-page.tsx').then((m) => ({ Component: m.ProductCodesPage })),
  productClasses: () =>
    import('./pages/product-classes-page.tsx').then((m) => ({ Component: m.ProductClassesPage })),
};
