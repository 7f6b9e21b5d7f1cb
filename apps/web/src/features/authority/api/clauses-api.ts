import type {
  ClauseDto,
  ClauseListResponse,
  CreateClauseInput,
  UpdateClauseBody,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

export interface ClauseVersionArgs {
  companyId: number;
  clauseId: number;
  versionId: number;
}
export type ClauseVersionAction = 'publish' | 'unpublish' | 'copy';

const base = (companyId: number) => `/companies/${companyId}/clauses`;
const versionUrl = ({ companyId, clauseId, versionId }: ClauseVersionArgs) =>
  `${base(companyId)}/${clauseId}/versions/${versionId}`;

/** The clause library (decision 192); cached under the spec's Clauses category (§3). */
export const clausesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClauses: build.query<
      ClauseListResponse,
      { companyId: number; search?: string; usable?: boolean }
    >({
      query: ({ companyId, search, usable }) => ({
        url: base(companyId),
        params: { ...(search ? { search } : {}), ...(usable ? { usable: 'true' } : {}) },
      }),
      providesTags: ['Clauses'],
    }),
    getClause: build.query<ClauseDto, { companyId: number; clauseId: number }>({
      query: ({ companyId, clauseId }) => `${base(companyId)}/${clauseId}`,
      providesTags: ['Clauses'],
    }),
    createClause: build.mutation<ClauseDto, { companyId: number; body: CreateClauseInput }>({
      query: ({ companyId, body }) => ({ url: base(companyId), method: 'POST', body }),
      invalidatesTags: ['Clauses'],
    }),
    updateClause: build.mutation<
      ClauseDto,
      { companyId: number; clauseId: number; body: UpdateClauseBody }
    >({
      query: ({ companyId, clauseId, body }) => ({
        url: `${base(companyId)}/${clauseId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Clauses'],
    }),
    deleteClause: build.mutation<null, { companyId: number; clauseId: number }>({
      query: ({ companyId, clauseId }) => ({
        url: `${base(companyId)}/${clauseId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Clauses'],
    }),
    saveClauseVersion: build.mutation<ClauseDto, ClauseVersionArgs & { content: string }>({
      query: ({ content, ...args }) => ({
        url: versionUrl(args),
        method: 'PUT',
        body: { content },
      }),
      invalidatesTags: ['Clauses'],
    }),
    deleteClauseVersion: build.mutation<ClauseDto, ClauseVersionArgs>({
      query: (args) => ({ url: versionUrl(args), method: 'DELETE' }),
      invalidatesTags: ['Clauses'],
    }),
    clauseVersionAction: build.mutation<
      ClauseDto,
      ClauseVersionArgs & { action: ClauseVersionAction }
    >({
      query: ({ action, ...args }) => ({ url: `${versionUrl(args)}/${action}`, method: 'POST' }),
      invalidatesTags: ['Clauses'],
    }),
  }),
});

export const {
  useListClausesQuery,
  useGetClauseQuery,
  useCreateClauseMutation,
  useUpdateClauseMutation,
  useDeleteClauseMutation,
  useSaveClauseVersionMutation,
  useDeleteClauseVersionMutation,
  useClauseVersionActionMutation,
} = clausesApi;
