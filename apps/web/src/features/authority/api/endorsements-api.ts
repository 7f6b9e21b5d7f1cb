import type {
  CreateEndorsementBody,
  EndorsementDto,
  EndorsementVersionBody,
  EndorsementVersionDto,
  ListResponse,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import type { AuthorityListArgs } from './syndicates-api.ts';

export interface EndorsementVersionArgs {
  companyId: number;
  endorsementId: number;
  versionId: number;
}
export type EndorsementVersionAction = 'publish' | 'unpublish' | 'copy';

const base = (companyId: number) => `/companies/${companyId}/endorsements`;
const versionUrl = ({ companyId, endorsementId, versionId }: EndorsementVersionArgs) =>
  `${base(companyId)}/${endorsementId}/versions/${versionId}`;

/** Endorsements and their versions; cached under the spec's Clauses category (§3). */
export const endorsementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listEndorsements: build.query<ListResponse<EndorsementDto>, AuthorityListArgs>({
      query: ({ companyId, page = 1, perPage = 25, search }) => ({
        url: base(companyId),
        params: { page, perPage, ...(search ? { search } : {}) },
      }),
      providesTags: ['Clauses'],
    }),
    getEndorsement: build.query<EndorsementDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${base(companyId)}/${id}`,
      providesTags: ['Clauses'],
    }),
    createEndorsement: build.mutation<
      EndorsementDto,
      { companyId: number; body: CreateEndorsementBody }
    >({
      query: ({ companyId, body }) => ({ url: base(companyId), method: 'POST', body }),
      invalidatesTags: ['Clauses'],
    }),
    renameEndorsement: build.mutation<
      EndorsementDto,
      { companyId: number; id: number; name: string }
    >({
      query: ({ companyId, id, name }) => ({
        url: `${base(companyId)}/${id}`,
        method: 'PUT',
        body: { name },
      }),
      invalidatesTags: ['Clauses'],
    }),
    deleteEndorsement: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${base(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Clauses'],
    }),
    getEndorsementVersion: build.query<EndorsementVersionDto, EndorsementVersionArgs>({
      query: (args) => versionUrl(args),
      providesTags: ['Clauses'],
    }),
    saveEndorsementVersion: build.mutation<
      EndorsementVersionDto,
      EndorsementVersionArgs & { body: EndorsementVersionBody }
    >({
      query: ({ body, ...args }) => ({ url: versionUrl(args), method: 'PUT', body }),
      invalidatesTags: ['Clauses'],
    }),
    deleteEndorsementVersion: build.mutation<null, EndorsementVersionArgs>({
      query: (args) => ({ url: versionUrl(args), method: 'DELETE' }),
      invalidatesTags: ['Clauses'],
    }),
    changeEndorsementVersion: build.mutation<
      EndorsementVersionDto,
      EndorsementVersionArgs & { action: EndorsementVersionAction }
    >({
      query: ({ action, ...args }) => ({ url: `${versionUrl(args)}/${action}`, method: 'POST' }),
      invalidatesTags: ['Clauses'],
    }),
  }),
});

export const {
  useListEndorsementsQuery,
  useGetEndorsementQuery,
  useCreateEndorsementMutation,
  useRenameEndorsementMutation,
  useDeleteEndorsementMutation,
  useGetEndorsementVersionQuery,
  useSaveEndorsementVersionMutation,
  useDeleteEndorsementVersionMutation,
  useChangeEndorsementVersionMutation,
} = endorsementsApi;
