import type { AcceptInvitationBody, InvitationPreviewDto, UserDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** The public invitation endpoints (docs/api.md). */
export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // No tag: accepting invalidates 'Invitation' (the admins' lists), and a refetch of this preview
    // would answer 404 for the link just used, toasting "invalid or expired" as the user moves on.
    getInvitation: build.query<InvitationPreviewDto, string>({
      query: (token) => `/invitations/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<UserDto, { token: string; body: AcceptInvitationBody }>({
      query: ({ token, body }) => ({
        url: `/invitations/${encodeURIComponent(token)}/accept`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['User', 'Invitation', 'UserCompanyRole'],
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation } = invitationsApi;
