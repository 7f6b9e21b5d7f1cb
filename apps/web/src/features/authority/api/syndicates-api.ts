import type {
  ListResponse,
  RiskCodeBody,
  RiskCodeDto,
  SyndicateBody,
  SyndicateDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

export interface AuthorityListArgs {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
}

const listParams = ({ page = 1, perPage = 25, search }: AuthorityListArgs) => ({
  page,
  perPage,
  ...(search ? { search } : {}),
});

/** Syndicates and risk codes with their reinsurance periods (docs/api.md Authority). */
export const syndicatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSyndicates: build.query<ListResponse<SyndicateDto>, AuthorityListArgs>({
      query: (args) => ({
        url: `/companies/${args.companyId}/syndicates`,
        params: listParams(args),
      }),
      providesTags: ['Syndicate'],
    }),
    createSyndicate: build.mutation<SyndicateDto, { companyId: number; body: SyndicateBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/syndicates`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Syndicate'],
    }),
    updateSyndicate: build.mutation<
      SyndicateDto,
      { companyId: number; id: number; body: SyndicateBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `/companies/${companyId}/syndicates/${id}`,
        method: 'PUT',
        body,
      }),
      // Risk codes and sections show the syndicate's name and code.
      invalidatesTags: ['Syndicate', 'RiskCode', 'BindingAgreement'],
    }),
    deleteSyndicate: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `/companies/${companyId}/syndicates/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Syndicate'],
    }),
    listRiskCodes: build.query<ListResponse<RiskCodeDto>, AuthorityListArgs>({
      query: (args) => ({
        url: `/companies/${args.companyId}/risk-codes`,
        params: listParams(args),
      }),
      providesTags: ['RiskCode'],
    }),
    getRiskCode: build.query<RiskCodeDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `/companies/${companyId}/risk-codes/${id}`,
      providesTags: (_r, _e, { id }) => [{ type: 'RiskCode', id }],
    }),
    createRiskCode: build.mutation<RiskCodeDto, { companyId: number; body: RiskCodeBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/risk-codes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['RiskCode', 'Syndicate'],
    }),
    updateRiskCode: build.mutation<
      RiskCodeDto,
      { companyId: number; id: number; body: RiskCodeBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `/companies/${companyId}/risk-codes/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['RiskCode', 'BindingAgreement'],
    }),
    deleteRiskCode: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `/companies/${companyId}/risk-codes/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['RiskCode'],
    }),
  }),
});

export const {
  useListSyndicatesQuery,
  useCreateSyndicateMutation,
  useUpdateSyndicateMutation,
  useDeleteSyndicateMutation,
  useListRiskCodesQuery,
  useGetRiskCodeQuery,
  useCreateRiskCodeMutation,
  useUpdateRiskCodeMutation,
  useDeleteRiskCodeMutation,
} = syndicatesApi;
