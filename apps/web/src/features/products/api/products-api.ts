import type {
  ListResponse,
  ProductBody,
  ProductCodeBody,
  ProductCodeDto,
  ProductDto,
  ProductPackageBody,
  ProductPackageDto,
  ProductVersionBody,
  ProductVersionDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import { versionUrl, type CompanyNameDto, type VersionRef } from './product-types.ts';

interface ListArgs {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
}

type VersionAction = 'publish' | 'unpublish' | 'copy';

/** Products, their versions, product codes and product packages (docs/api.md Products). */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ListResponse<ProductDto>, ListArgs>({
      query: ({ companyId, ...params }) => ({ url: `/companies/${companyId}/products`, params }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductDto, { companyId: number; productId: number }>({
      query: ({ companyId, productId }) => `/companies/${companyId}/products/${productId}`,
      providesTags: (_r, _e, a) => [{ type: 'Product', id: a.productId }],
    }),
    createProduct: build.mutation<ProductDto, { companyId: number; body: ProductBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/products`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<
      ProductDto,
      { companyId: number; productId: number; body: ProductBody }
    >({
      query: ({ companyId, productId, body }) => ({
        url: `/companies/${companyId}/products/${productId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: build.mutation<null, { companyId: number; productId: number }>({
      query: ({ companyId, productId }) => ({
        url: `/companies/${companyId}/products/${productId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Product', 'ProductPackage'],
    }),
    listVersions: build.query<
      { data: ProductVersionDto[] },
      { companyId: number; productId: number }
    >({
      query: ({ companyId, productId }) => `/companies/${companyId}/products/${productId}/versions`,
      providesTags: ['ProductVersion'],
    }),
    getVersion: build.query<ProductVersionDto, VersionRef>({
      query: (ref) => versionUrl(ref),
      providesTags: (_r, _e, a) => [{ type: 'ProductVersion', id: a.versionId }],
    }),
    createVersion: build.mutation<ProductVersionDto, { companyId: number; productId: number }>({
      query: ({ companyId, productId }) => ({
        url: `/companies/${companyId}/products/${productId}/versions`,
        method: 'POST',
      }),
      invalidatesTags: ['ProductVersion', 'Product'],
    }),
    saveVersion: build.mutation<ProductVersionDto, VersionRef & { body: ProductVersionBody }>({
      query: ({ body, ...ref }) => ({ url: versionUrl(ref), method: 'PUT', body }),
      invalidatesTags: ['ProductVersion', 'Product'],
    }),
    deleteVersion: build.mutation<null, VersionRef>({
      query: (ref) => ({ url: versionUrl(ref), method: 'DELETE' }),
      invalidatesTags: ['ProductVersion', 'Product'],
    }),
    versionAction: build.mutation<ProductVersionDto, VersionRef & { action: VersionAction }>({
      query: ({ action, ...ref }) => ({ url: `${versionUrl(ref)}/${action}`, method: 'POST' }),
      invalidatesTags: ['ProductVersion', 'Product'],
    }),
    listProductCodes: build.query<ListResponse<ProductCodeDto>, ListArgs>({
      query: ({ companyId, ...params }) => ({
        url: `/companies/${companyId}/product-codes`,
        params,
      }),
      providesTags: ['ProductCode'],
    }),
    saveProductCode: build.mutation<
      ProductCodeDto,
      { companyId: number; id: number | null; body: ProductCodeBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `/companies/${companyId}/product-codes${id === null ? '' : `/${id}`}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: ['ProductCode'],
    }),
    deleteProductCode: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `/companies/${companyId}/product-codes/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ProductCode'],
    }),
    listPackages: build.query<ListResponse<ProductPackageDto>, ListArgs>({
      query: ({ companyId, ...params }) => ({
        url: `/companies/${companyId}/product-packages`,
        params,
      }),
      providesTags: ['ProductPackage'],
    }),
    getPackage: build.query<ProductPackageDto, { companyId: number; packageId: number }>({
      query: ({ companyId, packageId }) => `/companies/${companyId}/product-packages/${packageId}`,
      providesTags: (_r, _e, a) => [{ type: 'ProductPackage', id: a.packageId }],
    }),
    savePackage: build.mutation<
      ProductPackageDto,
      { companyId: number; id: number | null; body: ProductPackageBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `/companies/${companyId}/product-packages${id === null ? '' : `/${id}`}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: ['ProductPackage'],
    }),
    deletePackage: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `/companies/${companyId}/product-packages/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ProductPackage'],
    }),
    uploadPackageImage: build.mutation<
      ProductPackageDto,
      { companyId: number; packageId: number; file: File }
    >({
      // The image is sent raw with its own type; the server checks the bytes (decision 060).
      query: ({ companyId, packageId, file }) => ({
        url: `/companies/${companyId}/product-packages/${packageId}/promotional-image`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type },
      }),
      invalidatesTags: ['ProductPackage'],
    }),
    removePackageImage: build.mutation<ProductPackageDto, { companyId: number; packageId: number }>(
      {
        query: ({ companyId, packageId }) => ({
          url: `/companies/${companyId}/product-packages/${packageId}/promotional-image`,
          method: 'DELETE',
        }),
        invalidatesTags: ['ProductPackage'],
      },
    ),
    previewReference: build.mutation<{ reference: string }, { companyId: number; format: string }>({
      query: ({ companyId, format }) => ({
        url: `/companies/${companyId}/product-packages/reference-format/preview`,
        method: 'POST',
        body: { format },
      }),
    }),
    listCompanyNames: build.query<{ data: CompanyNameDto[] }, { type: number; search?: string }>({
      query: (params) => ({ url: '/company-names', params }),
      providesTags: ['Company'],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useListVersionsQuery,
  useGetVersionQuery,
  useCreateVersionMutation,
  useSaveVersionMutation,
  useDeleteVersionMutation,
  useVersionActionMutation,
  useListProductCodesQuery,
  useSaveProductCodeMutation,
  useDeleteProductCodeMutation,
  useListPackagesQuery,
  useGetPackageQuery,
  useSavePackageMutation,
  useDeletePackageMutation,
  useUploadPackageImageMutation,
  useRemovePackageImageMutation,
  usePreviewReferenceMutation,
  useListCompanyNamesQuery,
} = productsApi;

/** The inline URL of a company file version (§3 file paths: companies/{id}/file-versions/{id}?type=inline). */
export const packageImageUrl = (companyId: number, fileVersionId: number): string =>
  `/companies/${companyId}/file-versions/${fileVersionId}?type=inline`;
