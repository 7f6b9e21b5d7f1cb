import {
  CompanyType,
  type ClientMergeDto,
  type CreateTemporaryUserBody,
  type TemporaryUserDto,
  type CompanyDto,
  type ListResponse,
} from '@turbine/domain';
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
          // A merged duplicate is retired (inactive, decision 169): it leaves the list.
          isActive: 'true',
          page,
          perPage: 25,
          ...(search ? { search } : {}),
        },
      }),
      providesTags: ['Company', 'CommercialClient'],
    }),
    /** A temporary user of a client the brokerage manages (decision 193). */
    createClientTemporaryUser: build.mutation<
      TemporaryUserDto,
      { brokerId: number; clientId: number; body: CreateTemporaryUserBody }
    >({
      query: ({ brokerId, clientId, body }) => ({
        url: `/companies/${brokerId}/clients/${clientId}/temporary-users`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['UserCompanyRole'],
    }),
    mergeClient: build.mutation<
      ClientMergeDto,
      { brokerId: number; keepId: number; duplicateCompanyId: number }
    >({
      query: ({ brokerId, keepId, duplicateCompanyId }) => ({
        url: `/companies/${brokerId}/clients/${keepId}/merge`,
        method: 'POST',
        body: { duplicateCompanyId },
      }),
      invalidatesTags: ['Company', 'CommercialClient', 'RiskPackage'],
    }),
  }),
});

export const { useListClientsQuery, useMergeClientMutation, useCreateClientTemporaryUserMutation } =
  clientsApi;
