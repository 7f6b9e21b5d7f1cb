import type {
  AcceptInvitationBody,
  InvitationPreviewDto,
  MyInvitationDto,
  UserDto,
} from '@turbine/domain';
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
    /** The signed-in user's pending invitations (Welcome screen, decision 231). */
    getMyInvitations: build.query<{ data: MyInvitationDto[] }, void>({
      query: () => '/user/invitations',
      providesTags: ['Invitation'],
    }),
    /** Mails the invitation's link again, to the invited address; the earlier link stops working. */
    resendMyInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `/user/invitations/${id}/resend`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetInvitationQuery,
  useAcceptInvitationMutation,
  useGetMyInvitationsQuery,
  useResendMyInvitationMutation,
} = invitationsApi;
