import type { ListResponse, UserSessionDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const SESSIONS = { type: 'User', id: 'SESSIONS' } as const;

/** Account → Sessions (decision 101): the signed-in user's sessions, ending one or all others. */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<ListResponse<UserSessionDto>, void>({
      query: () => '/user/sessions',
      providesTags: [SESSIONS],
    }),
    endSession: build.mutation<null, string>({
      query: (id) => ({ url: `/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SESSIONS],
    }),
    endOtherSessions: build.mutation<null, void>({
      query: () => ({ url: '/user/sessions', method: 'DELETE' }),
      invalidatesTags: [SESSIONS],
    }),
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } =
  sessionsApi;
