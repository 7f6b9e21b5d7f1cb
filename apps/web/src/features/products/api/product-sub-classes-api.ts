import type { ProductSubClassBody, ProductSubClassDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** An underwriting agency's own product sub-classes (§6 ManageProductClasses 14, decision 211). */
export const productSubClassesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProductSubClasses: build.query<{ data: ProductSubClassDto[] }, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/product-sub-classes`,
      providesTags: ['ProductClass', 'Product'],
    }),
    saveProductSubClass: build.mutation<
      ProductSubClassDto,
      { companyId: number; id: number | null; body: ProductSubClassBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `/companies/${companyId}/product-sub-classes${id === null ? '' : `/${id}`}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: ['ProductClass'],
    }),
    deleteProductSubClass: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `/companies/${companyId}/product-sub-classes/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ProductClass'],
    }),
  }),
});

export const {
  useListProductSubClassesQuery,
  useSaveProductSubClassMutation,
  useDeleteProductSubClassMutation,
} = productSubClassesApi;
