import type {
  BindingAgreementDto,
  BordereauDetailDto,
  BordereauKind,
  BordereauListDto,
  BordereauSummaryDto,
  ListResponse,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const base = (companyId: number) => `/companies/${companyId}/bordereaux`;
const tag = { type: 'Bordereau' as const, id: 'LIST' };

/** Premium and claims bordereaux (decisions 151, 227): the agency drafts, reviews and submits; the insurer reads. */
export const bordereauxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBordereaux: build.query<BordereauListDto, { companyId: number }>({
      query: ({ companyId }) => base(companyId),
      providesTags: [tag],
    }),
    getBordereau: build.query<BordereauDetailDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${base(companyId)}/${id}`,
      providesTags: (_r, _e, { id }) => [{ type: 'Bordereau', id }],
    }),
    draftBordereau: build.mutation<
      BordereauSummaryDto,
      { companyId: number; bindingAgreementId: number; month: string; kind: BordereauKind }
    >({
      query: ({ companyId, ...body }) => ({ url: base(companyId), method: 'POST', body }),
      invalidatesTags: [tag],
    }),
    submitBordereau: build.mutation<BordereauSummaryDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${base(companyId)}/${id}/submit`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [tag, { type: 'Bordereau', id }],
    }),
    /** The agency's agreements, to pick the one to draft. */
    bordereauAgreements: build.query<ListResponse<BindingAgreementDto>, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/binding-agreements`,
        params: { page: 1, perPage: 100 },
      }),
      providesTags: ['BindingAgreement'],
    }),
  }),
});

export const {
  useListBordereauxQuery,
  useGetBordereauQuery,
  useDraftBordereauMutation,
  useSubmitBordereauMutation,
  useBordereauAgreementsQuery,
} = bordereauxApi;
