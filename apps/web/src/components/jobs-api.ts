import type { JobRunDto } from '@turbine/domain';
import { baseApi } from '../app/base-api.ts';

/** Tracked jobs (decision 106): one job's state, the user's active jobs, and cancel by the owner. */
export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<JobRunDto, number>({
      query: (id) => `/jobs/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Job', id }],
    }),
    listActiveJobs: build.query<{ data: JobRunDto[] }, { kind: string }>({
      query: ({ kind }) => ({ url: '/jobs', params: { active: '1', kind } }),
      providesTags: [{ type: 'Job', id: 'ACTIVE' }],
    }),
    cancelJob: build.mutation<JobRunDto, number>({
      query: (id) => ({ url: `/jobs/${id}/cancel`, method: 'POST' }),
      // The answer is the job as it now stands: shown at once, before the refetch.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(jobsApi.util.upsertQueryData('getJob', id, data));
      },
      invalidatesTags: (_r, _e, id) => [
        { type: 'Job', id },
        { type: 'Job', id: 'ACTIVE' },
      ],
    }),
  }),
});

export const { useGetJobQuery, useListActiveJobsQuery, useCancelJobMutation } = jobsApi;
