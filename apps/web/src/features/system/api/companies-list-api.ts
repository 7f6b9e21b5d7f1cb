import type { CompanyDto, ListResponse } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** The Companies screen's filters (decision 136): all optional. */
export interface CompanyListFilters {
  page: number;
  search?: string;
  type?: number;
  isActive?: 'true' | 'false';
  hasAdmin?: 'true' | 'false';
  createdByCompanyId?: number;
}

export interface CompanyNameDto {
  id: number;
  name: string;
  handle: string | null;
  refCompanyTypeId: number;
}

/** GET /companies as the operator reads it: every company on the platform (system users see all). */
export const companiesListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAllCompanies: build.query<ListResponse<CompanyDto>, CompanyListFilters>({
      query: (params) => ({ url: '/companies', params: { ...params, perPage: 25 } }),
      providesTags: ['Company'],
    }),
    searchCompanyNames: build.query<{ data: CompanyNameDto[] }, { search?: string }>({
      query: (params) => ({ url: '/company-names', params }),
      providesTags: ['Company'],
    }),
  }),
});

export const { useListAllCompaniesQuery, useSearchCompanyNamesQuery } = companiesListApi;
