import type {
  CompanyUserDto,
  CreateTemporaryUserBody,
  TemporaryUserDto,
  CreateInvitationBody,
  InvitationDto,
  InvitationStatus,
  ListResponse,
  RoleBody,
  RoleDto,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** Users, roles and invitations of one company (docs/api.md, §6). */
export const companyAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<{ data: RoleDto[] }, number>({
      query: (companyId) => `/companies/${companyId}/roles`,
      providesTags: ['Role'],
    }),
    createRole: build.mutation<RoleDto, { companyId: number; body: RoleBody }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/roles`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Role'],
    }),
    updateRole: build.mutation<RoleDto, { companyId: number; roleId: number; body: RoleBody }>({
      query: ({ companyId, roleId, body }) => ({
        url: `/companies/${companyId}/roles/${roleId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Role', 'User', 'UserCompanyRole'],
    }),
    deleteRole: build.mutation<null, { companyId: number; roleId: number }>({
      query: ({ companyId, roleId }) => ({
        url: `/companies/${companyId}/roles/${roleId}`,
        method: 'DELETE',
      }),
      // Its users move to the role with the fewest permissions (§6).
      invalidatesTags: ['Role', 'User', 'UserCompanyRole'],
    }),
    listCompanyUsers: build.query<
      ListResponse<CompanyUserDto>,
      { companyId: number; page: number; perPage: number; search?: string }
    >({
      query: ({ companyId, ...params }) => ({ url: `/companies/${companyId}/users`, params }),
      providesTags: ['UserCompanyRole'],
    }),
    changeUserRole: build.mutation<
      CompanyUserDto,
      { companyId: number; userId: number; roleId: number }
    >({
      query: ({ companyId, userId, roleId }) => ({
        url: `/companies/${companyId}/users/${userId}`,
        method: 'PUT',
        body: { roleId },
      }),
      invalidatesTags: ['UserCompanyRole', 'Role', 'User'],
    }),
    removeCompanyUser: build.mutation<null, { companyId: number; userId: number }>({
      query: ({ companyId, userId }) => ({
        url: `/companies/${companyId}/users/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['UserCompanyRole', 'Role', 'User'],
    }),
    // §6: an admin resets a member's authenticator app (audited and mailed by the API).
    resetMemberAuthenticator: build.mutation<null, { companyId: number; userId: number }>({
      query: ({ companyId, userId }) => ({
        url: `/companies/${companyId}/users/${userId}/two-factor-auth/totp`,
        method: 'DELETE',
      }),
      invalidatesTags: ['UserCompanyRole'],
    }),
    setTwoFactorPolicy: build.mutation<
      { requireTwoFactor: boolean },
      { companyId: number; requireTwoFactor: boolean }
    >({
      query: ({ companyId, requireTwoFactor }) => ({
        url: `/companies/${companyId}/two-factor-policy`,
        method: 'PUT',
        body: { requireTwoFactor },
      }),
      invalidatesTags: ['Company', 'User', 'TwoFactorAuth'],
    }),
    // §1: temporary users the company creates, with an expiry it can extend (decision 170).
    createTemporaryUser: build.mutation<
      TemporaryUserDto,
      { companyId: number; body: CreateTemporaryUserBody }
    >({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/temporary-users`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['UserCompanyRole', 'Role'],
    }),
    extendTemporaryUser: build.mutation<
      TemporaryUserDto,
      { companyId: number; userId: number; expiresAt: number }
    >({
      query: ({ companyId, userId, expiresAt }) => ({
        url: `/companies/${companyId}/temporary-users/${userId}`,
        method: 'PUT',
        body: { expiresAt },
      }),
      invalidatesTags: ['UserCompanyRole'],
    }),
    // Decision 101: a users manager signs a member out everywhere (audited by the API).
    endMemberSessions: build.mutation<null, { companyId: number; userId: number }>({
      query: ({ companyId, userId }) => ({
        url: `/companies/${companyId}/users/${userId}/sessions`,
        method: 'DELETE',
      }),
    }),
    listInvitations: build.query<
      ListResponse<InvitationDto>,
      { companyId: number; status?: InvitationStatus }
    >({
      query: ({ companyId, status }) => ({
        url: `/companies/${companyId}/invitations`,
        params: { status },
      }),
      providesTags: ['Invitation'],
    }),
    createInvitation: build.mutation<
      InvitationDto,
      { companyId: number; body: CreateInvitationBody }
    >({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/invitations`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Invitation'],
    }),
    revokeInvitation: build.mutation<null, { companyId: number; invitationId: number }>({
      query: ({ companyId, invitationId }) => ({
        url: `/companies/${companyId}/invitations/${invitationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Invitation'],
    }),
  }),
});

export const {
  useListRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useListCompanyUsersQuery,
  useCreateTemporaryUserMutation,
  useExtendTemporaryUserMutation,
  useChangeUserRoleMutation,
  useRemoveCompanyUserMutation,
  useEndMemberSessionsMutation,
  useResetMemberAuthenticatorMutation,
  useSetTwoFactorPolicyMutation,
  useListInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
} = companyAdminApi;
