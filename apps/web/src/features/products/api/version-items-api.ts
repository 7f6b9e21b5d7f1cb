import type {
  DatasetBody,
  ProductRuleBody,
  PropertyFormulaBody,
  RatingContextBody,
  TestCaseBody,
  TestRunDto,
  UnderwritingFormulaBody,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import {
  versionUrl,
  type DatasetDto,
  type DatasetSummaryDto,
  type ProductRuleDto,
  type PropertyFormulaDto,
  type RatingResult,
  type TestCaseDto,
  type UnderwritingFormulaDto,
  type VersionRef,
} from './product-types.ts';

type Save<B> = VersionRef & { id: number | null; body: B };
type Remove = VersionRef & { id: number };

/** A version's children share the ProductVersion tag, id'd by version so other versions stay cached. */
const tag = (ref: VersionRef) => [
  { type: 'ProductVersion' as const, id: `items-${ref.versionId}` },
];

function saveRequest<B>(path: string) {
  return ({ id, body, ...ref }: Save<B>) => ({
    url: `${versionUrl(ref)}/${path}${id === null ? '' : `/${id}`}`,
    method: id === null ? ('POST' as const) : ('PUT' as const),
    body,
  });
}
const removeRequest =
  (path: string) =>
  ({ id, ...ref }: Remove) => ({
    url: `${versionUrl(ref)}/${path}/${id}`,
    method: 'DELETE' as const,
  });

/** Formulas, rules, datasets, test cases, test runs and sample rating of one version (docs/api.md). */
export const versionItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPropertyFormulas: build.query<{ data: PropertyFormulaDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/property-formulas`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    savePropertyFormula: build.mutation<PropertyFormulaDto, Save<PropertyFormulaBody>>({
      query: saveRequest('property-formulas'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    deletePropertyFormula: build.mutation<null, Remove>({
      query: removeRequest('property-formulas'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    listUnderwritingFormulas: build.query<{ data: UnderwritingFormulaDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/underwriting-formulas`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    saveUnderwritingFormula: build.mutation<UnderwritingFormulaDto, Save<UnderwritingFormulaBody>>({
      query: saveRequest('underwriting-formulas'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    deleteUnderwritingFormula: build.mutation<null, Remove>({
      query: removeRequest('underwriting-formulas'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    listRules: build.query<{ data: ProductRuleDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/rules`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    saveRule: build.mutation<ProductRuleDto, Save<ProductRuleBody>>({
      query: saveRequest('rules'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    deleteRule: build.mutation<null, Remove>({
      query: removeRequest('rules'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    listDatasets: build.query<{ data: DatasetSummaryDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/datasets`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    getDataset: build.query<DatasetDto, VersionRef & { id: number }>({
      query: ({ id, ...ref }) => `${versionUrl(ref)}/datasets/${id}`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    saveDataset: build.mutation<DatasetDto, Save<DatasetBody>>({
      query: saveRequest('datasets'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    deleteDataset: build.mutation<null, Remove>({
      query: removeRequest('datasets'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    importDataset: build.mutation<
      DatasetDto,
      VersionRef & { name: string; replace: boolean; file: Blob }
    >({
      query: ({ name, replace, file, ...ref }) => ({
        url: `${versionUrl(ref)}/datasets/import`,
        method: 'POST',
        params: { name, replace },
        // The import takes the raw CSV text, never a multipart form (docs/api.md).
        body: file,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    listTestCases: build.query<{ data: TestCaseDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/test-cases`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    saveTestCase: build.mutation<TestCaseDto, Save<TestCaseBody>>({
      query: saveRequest('test-cases'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    deleteTestCase: build.mutation<null, Remove>({
      query: removeRequest('test-cases'),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    listTestRuns: build.query<{ data: TestRunDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/test-runs`,
      providesTags: (_r, _e, a) => tag(a),
    }),
    runTests: build.mutation<TestRunDto, VersionRef>({
      query: (ref) => ({ url: `${versionUrl(ref)}/test-runs`, method: 'POST' }),
      invalidatesTags: (_r, _e, a) => tag(a),
    }),
    rateSample: build.mutation<
      RatingResult,
      VersionRef & { proposal: Record<string, unknown>; context: RatingContextBody }
    >({
      query: ({ proposal, context, ...ref }) => ({
        url: `${versionUrl(ref)}/rate`,
        method: 'POST',
        body: { proposal, context },
      }),
    }),
    getProposalForm: build.query<
      { schema: Record<string, unknown>; layout: Record<string, unknown> },
      VersionRef
    >({
      query: (ref) => `${versionUrl(ref)}/form`,
      providesTags: (_r, _e, a) => tag(a),
    }),
  }),
});

export const {
  useListPropertyFormulasQuery,
  useSavePropertyFormulaMutation,
  useDeletePropertyFormulaMutation,
  useListUnderwritingFormulasQuery,
  useSaveUnderwritingFormulaMutation,
  useDeleteUnderwritingFormulaMutation,
  useListRulesQuery,
  useSaveRuleMutation,
  useDeleteRuleMutation,
  useListDatasetsQuery,
  useGetDatasetQuery,
  useSaveDatasetMutation,
  useDeleteDatasetMutation,
  useImportDatasetMutation,
  useListTestCasesQuery,
  useSaveTestCaseMutation,
  useDeleteTestCaseMutation,
  useListTestRunsQuery,
  useRunTestsMutation,
  useRateSampleMutation,
  useGetProposalFormQuery,
} = versionItemsApi;
