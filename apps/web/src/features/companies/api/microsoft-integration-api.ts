import type { MicrosoftIntegrationDto, MicrosoftSetupLinkDto } from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const tag = (companyId: number) => ({ type: 'Company' as const, id: `microsoft-${companyId}` });

/** Company Integrations (§2): the company's Microsoft organisation (docs/api.md, decision 144). */
export const microsoftIntegrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMicrosoftIntegration: build.query<MicrosoftIntegrationDto, number>({
      query: (companyId) => `/companies/${companyId}/integrations/microsoft`,
      providesTags: (_r, _e, companyId) => [tag(companyId)],
    }),
    createMicrosoftSetupLink: build.mutation<MicrosoftSetupLinkDto, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/integrations/microsoft/setup-link`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, companyId) => [tag(companyId)],
    }),
    disconnectMicrosoft: build.mutation<null, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/integrations/microsoft`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, companyId) => [tag(companyId)],
    }),
  }),
});

export const {
  useGetMicrosoftIntegrationQuery,
  useCreateMicrosoftSetupLinkMutation,
  useDisconnectMicrosoftMutation,
} = microsoftIntegrationApi;
