import type {
  ExtractorDefinition,
  ExtractorDefinitionDto,
  ExtractorVersionDto,
  JobRunDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** The tracked job kind of the extractor report (decision 189). */
export const EXTRACTOR_REPORT_KIND = 'extractor-report';

const definitions = (companyId: number) => `/companies/${companyId}/report/extract-definitions`;
const listTag = (companyId: number) => ({
  type: 'ExtractorDefinition' as const,
  id: `LIST-${companyId}`,
});

/** The extractor report (decisions 189, 208): runs, saved definitions, and the versions with answers. */
export const extractorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startExtract: build.mutation<
      JobRunDto,
      { companyId: number; date_from: number; date_to: number } & ExtractorDefinition
    >({
      query: ({ companyId, ...body }) => ({
        url: `/companies/${companyId}/report/extracts`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Job', id: 'ACTIVE' }],
    }),
    extractDefinitions: build.query<{ data: ExtractorDefinitionDto[] }, { companyId: number }>({
      query: ({ companyId }) => definitions(companyId),
      providesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    saveExtractDefinition: build.mutation<
      ExtractorDefinitionDto,
      { companyId: number; id: number | null; name: string; definition: ExtractorDefinition }
    >({
      query: ({ companyId, id, ...body }) => ({
        url: id === null ? definitions(companyId) : `${definitions(companyId)}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    deleteExtractDefinition: build.mutation<void, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${definitions(companyId)}/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { companyId }) => [listTag(companyId)],
    }),
    extractVersions: build.query<{ data: ExtractorVersionDto[] }, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/report/extract-versions`,
    }),
  }),
});

export const {
  useStartExtractMutation,
  useExtractDefinitionsQuery,
  useSaveExtractDefinitionMutation,
  useDeleteExtractDefinitionMutation,
  useExtractVersionsQuery,
} = extractorApi;
