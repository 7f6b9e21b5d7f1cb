import type { ListResponse, RiskListRow, UnderwritingStatusDto } from '@turbine/domain';
import { baseApi } from '../../../../app/base-api.ts';
import type { RiskListApiParams } from '../lib/risk-list-params.ts';

/** The body of POST / PUT underwriting-statuses (`underwritingStatusBody`). */
export interface UnderwritingStatusInput {
  name: string;
  colour: string;
  sortOrder?: number;
}

const risksUrl = (companyId: number) => `/companies/${companyId}/risks`;
const statusesUrl = (companyId: number) => `/companies/${companyId}/underwriting-statuses`;
const listTag = { type: 'RiskPackage' as const, id: 'LIST' };

/** Accepts the statuses as a plain array or in the list envelope (decision 090 leaves the shape open). */
function statusRows(
  response: UnderwritingStatusDto[] | ListResponse<UnderwritingStatusDto>,
): UnderwritingStatusDto[] {
  const rows = Array.isArray(response) ? response : response.data;
  return [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}

/** The risks list, column view and the company's underwriting statuses (decision 090 routes). */
export const risksListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRiskPackages: build.query<
      ListResponse<RiskListRow>,
      { companyId: number; params: RiskListApiParams }
    >({
      query: ({ companyId, params }) => ({ url: risksUrl(companyId), params: { ...params } }),
      providesTags: (result) => [
        listTag,
        ...(result?.data ?? []).map((r) => ({ type: 'RiskPackage' as const, id: r.id })),
      ],
    }),
    listUnderwritingStatuses: build.query<UnderwritingStatusDto[], { companyId: number }>({
      query: ({ companyId }) => statusesUrl(companyId),
      transformResponse: statusRows,
      providesTags: ['CompanyStatus'],
    }),
    saveUnderwritingStatus: build.mutation<
      UnderwritingStatusDto,
      { companyId: number; id: number | null; body: UnderwritingStatusInput }
    >({
      query: ({ companyId, id, body }) => ({
        url: id === null ? statusesUrl(companyId) : `${statusesUrl(companyId)}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      // Risks show their status's name and colour, so the list refreshes too.
      invalidatesTags: ['CompanyStatus', listTag],
    }),
    deleteUnderwritingStatus: build.mutation<
      null,
      { companyId: number; id: number; moveTo?: number }
    >({
      query: ({ companyId, id, moveTo }) => ({
        url: `${statusesUrl(companyId)}/${id}`,
        method: 'DELETE',
        params: { moveTo },
      }),
      // Risks moved to another status change: every cached package and list refreshes.
      invalidatesTags: ['CompanyStatus', 'RiskPackage'],
    }),
  }),
});

export const {
  useListRiskPackagesQuery,
  useListUnderwritingStatusesQuery,
  useSaveUnderwritingStatusMutation,
  useDeleteUnderwritingStatusMutation,
} = risksListApi;
