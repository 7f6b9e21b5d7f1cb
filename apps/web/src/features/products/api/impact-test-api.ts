import type { ImpactTestBody, ImpactTestDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import { versionUrl, type VersionRef } from './product-types.ts';

const tag = (ref: VersionRef) => [
  { type: 'ProductVersion' as const, id: `impact-${ref.versionId}` },
];

/** Impact tests of a draft version (decision 216). */
export const impactTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listImpactTests: build.query<{ data: ImpactTestDto[] }, VersionRef>({
      query: (ref) => `${versionUrl(ref)}/impact-tests`,
      providesTags: (_r, _e, ref) => tag(ref),
    }),
    getImpactTest: build.query<ImpactTestDto, VersionRef & { id: number }>({
      query: ({ id, ...ref }) => `${versionUrl(ref)}/impact-tests/${id}`,
    }),
    startImpactTest: build.mutation<ImpactTestDto, VersionRef & { body: ImpactTestBody }>({
      query: ({ body, ...ref }) => ({
        url: `${versionUrl(ref)}/impact-tests`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, ref) => tag(ref),
    }),
  }),
});

export const { useListImpactTestsQuery, useGetImpactTestQuery, useStartImpactTestMutation } =
  impactTestApi;
