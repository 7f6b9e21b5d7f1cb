import type {
  RecoveryCodesDto,
  TotpEnrolmentDto,
  TwoFactorMethodType,
  TwoFactorStatusDto,
  VerifyTwoFactorBody,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';
import { setAuthenticating2fa } from '../../../app/session-slice.ts';

/** Two-factor authentication (docs/api.md, decision 123). */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatusDto, void>({
      query: () => '/two-factor-auth',
      providesTags: ['TwoFactorAuth', 'RecoveryCode'],
    }),
    startTotp: build.mutation<TotpEnrolmentDto, void>({
      query: () => ({ url: '/two-factor-auth/methods/totp', method: 'POST' }),
      invalidatesTags: ['TwoFactorAuth'],
    }),
    startCodeMethod: build.mutation<{ destination: string }, 'email' | 'sms'>({
      query: (type) => ({ url: `/two-factor-auth/methods/${type}`, method: 'POST' }),
      invalidatesTags: ['TwoFactorAuth'],
    }),
    confirmMethod: build.mutation<RecoveryCodesDto, { type: TwoFactorMethodType; code: string }>({
      query: ({ type, code }) => ({
        url: `/two-factor-auth/methods/${type}/confirm`,
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: ['TwoFactorAuth', 'RecoveryCode', 'User'],
    }),
    removeMethod: build.mutation<null, TwoFactorMethodType>({
      query: (type) => ({ url: `/two-factor-auth/methods/${type}`, method: 'DELETE' }),
      invalidatesTags: ['TwoFactorAuth', 'RecoveryCode'],
    }),
    unlinkMicrosoftAccount: build.mutation<null, number>({
      query: (id) => ({ url: `/two-factor-auth/microsoft/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TwoFactorAuth'],
    }),
    completeSetup: build.mutation<null, void>({
      query: () => ({ url: '/two-factor-auth/setup/complete', method: 'POST' }),
      invalidatesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(setAuthenticating2fa(false));
        } catch {
          // The page shows the refusal.
        }
      },
    }),
    sendTwoFactorCode: build.mutation<{ destination: string }, 'email' | 'sms'>({
      query: (method) => ({ url: '/two-factor-auth/send', method: 'POST', body: { method } }),
    }),
    verifyTwoFactor: build.mutation<null, VerifyTwoFactorBody>({
      query: (body) => ({ url: '/two-factor-auth/verify', method: 'POST', body }),
      invalidatesTags: ['User', 'TwoFactorAuth', 'RecoveryCode'],
      // §4: a successful 2FA call clears the 2FA-in-progress flag.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(setAuthenticating2fa(false));
        } catch {
          // The form shows the refusal.
        }
      },
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodesDto, void>({
      query: () => ({ url: '/two-factor-auth/recovery-codes', method: 'POST' }),
      invalidatesTags: ['RecoveryCode'],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTotpMutation,
  useStartCodeMethodMutation,
  useConfirmMethodMutation,
  useRemoveMethodMutation,
  useUnlinkMicrosoftAccountMutation,
  useCompleteSetupMutation,
  useSendTwoFactorCodeMutation,
  useVerifyTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
} = twoFactorApi;

export const methodLabels: Record<TwoFactorMethodType, string> = {
  totp: 'Authenticator app',
  email: 'Email code',
  sms: 'SMS code',
};
