import type {
  CompanyDatasetDto,
  CompanyDatasetSummaryDto,
  DatasetBody,
  ListResponse,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** The company dataset types are the API's response schemas' (decision 158). */
export type { CompanyDatasetDto, CompanyDatasetSummaryDto };

interface ListArgs {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
}

const url = (companyId: number) => `/companies/${companyId}/datasets`;
// Company datasets live under the ProductVersion tag: every version's formula check and rating read
// them (decision 061), so a change refreshes what version pages have cached as well.
const listTag = { type: 'ProductVersion' as const, id: 'COMPANY_DATASETS' };

/** Company datasets (docs/api.md Datasets). */
export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCompanyDatasets: build.query<ListResponse<CompanyDatasetSummaryDto>, ListArgs>({
      query: ({ companyId, ...params }) => ({ url: url(companyId), params }),
      providesTags: [listTag],
    }),
    getCompanyDataset: build.query<CompanyDatasetDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${url(companyId)}/${id}`,
      providesTags: [listTag],
    }),
    saveCompanyDataset: build.mutation<
      CompanyDatasetDto,
      { companyId: number; id: number | null; body: DatasetBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: id === null ? url(companyId) : `${url(companyId)}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: ['ProductVersion'],
    }),
    deleteCompanyDataset: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${url(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ProductVersion'],
    }),
    importCompanyDataset: build.mutation<
      CompanyDatasetDto,
      { companyId: number; name: string; replace: boolean; file: Blob }
    >({
      query: ({ companyId, name, replace, file }) => ({
        url: `${url(companyId)}/import`,
        method: 'POST',
        params: { name, replace },
        // The import takes the raw CSV text, never a multipart form (docs/api.md).
        body: file,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: ['ProductVersion'],
    }),
  }),
});

export const {
  useListCompanyDatasetsQuery,
  useGetCompanyDatasetQuery,
  useSaveCompanyDatasetMutation,
  useDeleteCompanyDatasetMutation,
  useImportCompanyDatasetMutation,
} = datasetsApi;
