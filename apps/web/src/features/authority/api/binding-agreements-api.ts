import type {
  AgreementPeriodBody,
  AgreementPeriodDto,
  BindingAgreementBody,
  BindingAgreementDto,
  ListResponse,
  ProductCodeDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import type { AuthorityListArgs } from './syndicates-api.ts';

export interface PeriodArgs {
  companyId: number;
  agreementId: number;
  periodId: number;
}

export type PeriodAction = 'publish' | 'unpublish' | 'copy';

const agreements = (companyId: number) => `/companies/${companyId}/binding-agreements`;
export const periodUrl = ({ companyId, agreementId, periodId }: PeriodArgs) =>
  `${agreements(companyId)}/${agreementId}/periods/${periodId}`;

/** Binding agreements, their periods (versions) and the pick lists of their forms. */
export const bindingAgreementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAgreements: build.query<ListResponse<BindingAgreementDto>, AuthorityListArgs>({
      query: ({ companyId, page = 1, perPage = 25, search }) => ({
        url: agreements(companyId),
        params: { page, perPage, ...(search ? { search } : {}) },
      }),
      providesTags: ['BindingAgreement'],
    }),
    getAgreement: build.query<BindingAgreementDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${agreements(companyId)}/${id}`,
      providesTags: ['BindingAgreement'],
    }),
    createAgreement: build.mutation<
      BindingAgreementDto,
      { companyId: number; body: BindingAgreementBody }
    >({
      query: ({ companyId, body }) => ({ url: agreements(companyId), method: 'POST', body }),
      invalidatesTags: ['BindingAgreement'],
    }),
    updateAgreement: build.mutation<
      BindingAgreementDto,
      { companyId: number; id: number; body: BindingAgreementBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `${agreements(companyId)}/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
    deleteAgreement: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${agreements(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BindingAgreement'],
    }),
    createPeriod: build.mutation<
      AgreementPeriodDto,
      { companyId: number; agreementId: number; body: AgreementPeriodBody }
    >({
      query: ({ companyId, agreementId, body }) => ({
        url: `${agreements(companyId)}/${agreementId}/periods`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BindingAgreement'],
    }),
    getPeriod: build.query<AgreementPeriodDto, PeriodArgs>({
      query: (args) => periodUrl(args),
      providesTags: ['BindingAgreement'],
    }),
    savePeriod: build.mutation<AgreementPeriodDto, PeriodArgs & { body: AgreementPeriodBody }>({
      query: ({ body, ...args }) => ({ url: periodUrl(args), method: 'PUT', body }),
      invalidatesTags: ['BindingAgreement'],
    }),
    deletePeriod: build.mutation<null, PeriodArgs>({
      query: (args) => ({ url: periodUrl(args), method: 'DELETE' }),
      invalidatesTags: ['BindingAgreement'],
    }),
    changePeriod: build.mutation<AgreementPeriodDto, PeriodArgs & { action: PeriodAction }>({
      query: ({ action, ...args }) => ({ url: `${periodUrl(args)}/${action}`, method: 'POST' }),
      invalidatesTags: ['BindingAgreement'],
    }),
    listInsurerOptions: build.query<
      { data: { id: number; name: string }[] },
      { companyId: number; search?: string }
    >({
      query: ({ companyId, search }) => ({
        url: `/companies/${companyId}/binding-agreement-options/insurers`,
        params: search ? { search } : {},
      }),
    }),
    listUnderwriterOptions: build.query<
      { data: { id: number; name: string; email: string }[] },
      { companyId: number; search?: string }
    >({
      query: ({ companyId, search }) => ({
        url: `/companies/${companyId}/binding-agreement-options/underwriters`,
        params: search ? { search } : {},
      }),
      providesTags: ['Underwriters'],
    }),
    listProductCodeOptions: build.query<ListResponse<ProductCodeDto>, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/product-codes`,
        params: { page: 1, perPage: 100 },
      }),
      providesTags: ['ProductCode'],
    }),
  }),
});

export const {
  useListAgreementsQuery,
  useGetAgreementQuery,
  useCreateAgreementMutation,
  useUpdateAgreementMutation,
  useDeleteAgreementMutation,
  useCreatePeriodMutation,
  useGetPeriodQuery,
  useSavePeriodMutation,
  useDeletePeriodMutation,
  useChangePeriodMutation,
  useListInsurerOptionsQuery,
  useListUnderwriterOptionsQuery,
  useListProductCodeOptionsQuery,
} = bindingAgreementsApi;
