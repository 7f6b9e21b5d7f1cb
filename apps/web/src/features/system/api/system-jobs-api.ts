import type { SystemJobDto, SystemJobState } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const listTag = { type: 'Job' as const, id: 'SYSTEM' };

/** The operator's view of pg-boss's jobs (decision 106): list, retry a failed one, cancel a pending one. */
export const systemJobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSystemJobs: build.query<{ data: SystemJobDto[] }, { state?: SystemJobState }>({
      query: ({ state }) => ({ url: '/system/jobs', params: state ? { state } : {} }),
      providesTags: [listTag],
    }),
    retrySystemJob: build.mutation<null, { queue: string; id: string }>({
      query: ({ queue, id }) => ({
        url: `/system/jobs/${encodeURIComponent(queue)}/${id}/retry`,
        method: 'POST',
      }),
      invalidatesTags: [listTag],
    }),
    cancelSystemJob: build.mutation<null, { queue: string; id: string }>({
      query: ({ queue, id }) => ({
        url: `/system/jobs/${encodeURIComponent(queue)}/${id}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const { useListSystemJobsQuery, useRetrySystemJobMutation, useCancelSystemJobMutation } =
  systemJobsApi;
