import { Messages, type MicrosoftAvailabilityDto, type MicrosoftErrorCode } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

/** Whether this deployment offers Microsoft sign-in (decision 144): the web shows no dead buttons. */
export const microsoftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMicrosoftAvailability: build.query<MicrosoftAvailabilityDto, void>({
      query: () => '/microsoft',
    }),
  }),
});

export const { useGetMicrosoftAvailabilityQuery } = microsoftApi;

/** The message of a refused Microsoft round trip (`?microsoft=…` on the login and verify pages). */
export const microsoftErrorMessages: Record<MicrosoftErrorCode, string> = {
  failed: Messages.microsoftSignInFailed,
  no_account: Messages.microsoftNoAccount,
  wrong_account: Messages.microsoftWrongAccount,
  connect_failed: Messages.microsoftConnectFailed,
  unlinked: Messages.microsoftUnlinked,
  linked_elsewhere: Messages.microsoftLinkedElsewhere,
};

/** The message for a `microsoft` query value, if it is one of the codes. */
export function microsoftErrorMessage(code: string | null): string | null {
  return code && code in microsoftErrorMessages
    ? microsoftErrorMessages[code as MicrosoftErrorCode]
    : null;
}
