/** Page paths of the products screens (registered in app/route-paths.ts). */
export const productPaths = {
  list: '/company/products',
  packages: '/company/products/packages',
  codes: '/company/products/codes',
  classes: '/company/products/classes',
  product: (productId: number) => `/company/products/${productId}`,
  version: (productId: number, versionId: number, tab?: string) =>
    `/company/products/${productId}/versions/${versionId}${tab ? `?tab=${tab}` : ''}`,
  productPackage: (packageId: number | 'new') => `/company/products/packages/${packageId}`,
} as const;
