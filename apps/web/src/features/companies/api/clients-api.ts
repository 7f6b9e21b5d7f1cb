import { CompanyType, type CompanyDto, type ListResponse } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** A brokerage's clients (decision 137): the client companies it created, by GET /companies. */
export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<
      ListResponse<CompanyDto>,
      { brokerId: number; page: number; search?: string }
    >({
      query: ({ brokerId, page, search }) => ({
        url: '/companies',
        params: {
          createdByCompanyId: brokerId,
          type: CompanyType.Client,
          page,
          perPage: 25,
          ...(search ? { search } : {}),
        },
      }),
      providesTags: ['Company', 'CommercialClient'],
    }),
  }),
});

export const { useListClientsQuery } = clientsApi;
