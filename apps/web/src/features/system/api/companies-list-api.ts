import type { CompanyDto, ListResponse } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** GET /companies as the operator reads it: every company on the platform (system users see all). */
export const companiesListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAllCompanies: build.query<ListResponse<CompanyDto>, { page: number; search?: string }>({
      query: (params) => ({ url: '/companies', params: { ...params, perPage: 25 } }),
      providesTags: ['Company'],
    }),
  }),
});

export const { useListAllCompaniesQuery } = companiesListApi;
