import type {
  CompanyDto,
  CompanyStatusBody,
  ListResponse,
  StartSupportBody,
  SupportSessionDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const supportTag = (companyId: number) => ({
  type: 'Company' as const,
  id: `support-${companyId}`,
});

/** The operator's company routes (decision 136): (de)activate and support mode; the company's support visits. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setCompanyStatus: build.mutation<
      CompanyDto & { sessionsEnded: number },
      { companyId: number; body: CompanyStatusBody }
    >({
      query: ({ companyId, body }) => ({
        url: `/system/companies/${companyId}/status`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Company'],
    }),
    getSupport: build.query<{ data: SupportSessionDto | null }, number>({
      query: (companyId) => `/system/companies/${companyId}/support`,
      providesTags: (_r, _e, companyId) => [supportTag(companyId)],
    }),
    startSupport: build.mutation<SupportSessionDto, { companyId: number; body: StartSupportBody }>({
      query: ({ companyId, body }) => ({
        url: `/system/companies/${companyId}/support`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [supportTag(companyId)],
    }),
    setSupportActing: build.mutation<SupportSessionDto, { companyId: number; acting: boolean }>({
      query: ({ companyId, acting }) => ({
        url: `/system/companies/${companyId}/support`,
        method: 'PUT',
        body: { acting },
      }),
      invalidatesTags: (_r, _e, { companyId }) => [supportTag(companyId)],
    }),
    endSupport: build.mutation<null, number>({
      query: (companyId) => ({ url: `/system/companies/${companyId}/support`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, companyId) => [supportTag(companyId)],
    }),
    listSupportVisits: build.query<
      ListResponse<SupportSessionDto>,
      { companyId: number; page: number }
    >({
      query: ({ companyId, page }) => ({
        url: `/companies/${companyId}/support-sessions`,
        params: { page, perPage: 20 },
      }),
      providesTags: (_r, _e, { companyId }) => [supportTag(companyId)],
    }),
  }),
});

export const {
  useSetCompanyStatusMutation,
  useGetSupportQuery,
  useStartSupportMutation,
  useSetSupportActingMutation,
  useEndSupportMutation,
  useListSupportVisitsQuery,
} = supportApi;
