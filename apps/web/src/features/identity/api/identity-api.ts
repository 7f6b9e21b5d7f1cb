import type {
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  Theme,
  UpdatePasswordBody,
  UpdateUserBody,
  UserDto,
} from '@turbine/domain';
import { Messages } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { temporaryTokenHeader } from '../../../app/temporary-credential.ts';

/** The readable cookie the API sets beside the session cookie (platform/http/cookies.ts). */
export function mayBeSignedIn(cookie: string = document.cookie): boolean {
  if (temporaryTokenHeader()) return true;
  return cookie.split(';').some((part) => part.trim().startsWith('turbine_signed_in='));
}

const signedOutAnswer: ApiError = {
  status: 401,
  data: { code: 'UNAUTHENTICATED', message: Messages.unauthenticated },
};

/** Identity endpoints (docs/api.md): session, registration, password reset and the current user. */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserDto, void>({
      // Without the session hint cookie (and no client link token) nobody is signed in: answer the
      // API's own 401 here rather than have the browser log a failed GET /user (issue 19 item 9).
      queryFn: async (_arg, _api, _extra, fetchWithBq) =>
        mayBeSignedIn()
          ? ((await fetchWithBq('/user')) as { data: UserDto } | { error: ApiError })
          : { error: signedOutAnswer },
      providesTags: ['User'],
    }),
    login: build.mutation<UserDto, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      // §4: login invalidates cached User data.
      invalidatesTags: ['User'],
    }),
    // Decision 108: one answer whether or not the address has an account; the mailed link signs in.
    register: build.mutation<{ message: string }, RegisterBody>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    confirmRegistration: build.mutation<UserDto, { token: string }>({
      query: (body) => ({ url: '/register/confirm', method: 'POST', body }),
      // §4: registration invalidates cached User data.
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<{ logoutUrl?: string } | null, { companyHandle: string | null }>({
      query: ({ companyHandle }) => ({ url: '/logout', method: 'POST', params: { companyHandle } }),
    }),
    /** A single-use token for moving to another host of the deployment (decision 114). */
    createSessionHandoff: build.mutation<
      { token: string; expiresIn: number },
      { companyId: number; host: string }
    >({
      query: (body) => ({ url: '/session/handoffs', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    checkResetToken: build.query<{ valid: boolean }, { token: string; email: string }>({
      query: ({ token, email }) => ({
        url: `/reset-password/${encodeURIComponent(token)}`,
        params: { email },
      }),
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
    updateUser: build.mutation<UserDto, UpdateUserBody>({
      query: (body) => ({ url: '/user', method: 'PUT', body }),
      invalidatesTags: ['User', 'TwoFactorAuth'],
    }),
    updatePassword: build.mutation<UserDto, UpdatePasswordBody>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    updateTheme: build.mutation<UserDto, { theme: Theme }>({
      query: (body) => ({ url: '/user/theme', method: 'PUT', body }),
      // The scheme is applied locally at once; the response refreshes the cached user in place.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(identityApi.util.upsertQueryData('getUser', undefined, data));
      },
    }),
    uploadAvatar: build.mutation<UserDto, File>({
      query: (file) => ({
        url: '/user/avatar',
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type },
      }),
      invalidatesTags: ['User'],
    }),
    deleteAvatar: build.mutation<UserDto, void>({
      query: () => ({ url: '/user/avatar', method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useConfirmRegistrationMutation,
  useLogoutMutation,
  useCreateSessionHandoffMutation,
  useForgotPasswordMutation,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
  useUpdateUserMutation,
  useUpdatePasswordMutation,
  useUpdateThemeMutation,
  useUploadAvatarMutation,
  useDeleteAvatarMutation,
} = identityApi;

/** The avatar image URL (§3 file paths: user/file-versions/{fileVersionId}, inline). */
export const avatarUrl = (fileVersionId: number | null | undefined): string | undefined =>
  fileVersionId ? `/user/file-versions/${fileVersionId}?type=inline` : undefined;
