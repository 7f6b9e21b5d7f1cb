import type {
  AutomationCatalogueDto,
  AutomationRunDto,
  AutomationRunList,
  CompanyEventBody,
  CompanyEventDto,
  CompanyEventList,
  CompanyUserDto,
  EmailPreviewBody,
  EmailPreviewDto,
  EmailTemplateBody,
  EmailTemplateDto,
  EmailTemplateList,
  ListResponse,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const events = (companyId: number) => `/companies/${companyId}/company-events`;
const emails = (companyId: number) => `/companies/${companyId}/email-templates`;
const eventList = { type: 'CompanyEvent' as const, id: 'LIST' };
const emailList = { type: 'CompanyEvent' as const, id: 'EMAILS' };
const runsTag = (id: number) => ({ type: 'CompanyEvent' as const, id: `RUNS-${id}` });

/** Company events, their runs and email templates (issue 13, decisions 175–178). */
export const automationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    automationCatalogue: build.query<AutomationCatalogueDto, number>({
      query: (companyId) => `${events(companyId)}/catalogue`,
    }),
    listCompanyEvents: build.query<CompanyEventList, number>({
      query: (companyId) => events(companyId),
      providesTags: [eventList],
    }),
    saveCompanyEvent: build.mutation<
      CompanyEventDto,
      { companyId: number; id: number | null; body: CompanyEventBody }
    >({
      query: ({ companyId, id, body }) =>
        id === null
          ? { url: events(companyId), method: 'POST', body }
          : { url: `${events(companyId)}/${id}`, method: 'PUT', body },
      invalidatesTags: [eventList],
    }),
    deleteCompanyEvent: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${events(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: [eventList],
    }),
    listRuns: build.query<AutomationRunList, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${events(companyId)}/${id}/runs`,
      providesTags: (_r, _e, { id }) => [runsTag(id)],
    }),
    retryRun: build.mutation<AutomationRunDto, { companyId: number; id: number; runId: number }>({
      query: ({ companyId, id, runId }) => ({
        url: `${events(companyId)}/${id}/runs/${runId}/retry`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => [runsTag(id), eventList],
    }),
    listEmailTemplates: build.query<EmailTemplateList, number>({
      query: (companyId) => emails(companyId),
      providesTags: [emailList],
    }),
    saveEmailTemplate: build.mutation<
      EmailTemplateDto,
      { companyId: number; id: number | null; body: EmailTemplateBody }
    >({
      query: ({ companyId, id, body }) =>
        id === null
          ? { url: emails(companyId), method: 'POST', body }
          : { url: `${emails(companyId)}/${id}`, method: 'PUT', body },
      invalidatesTags: [emailList],
    }),
    deleteEmailTemplate: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${emails(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: [emailList],
    }),
    previewEmailTemplate: build.mutation<
      EmailPreviewDto,
      { companyId: number; body: EmailPreviewBody }
    >({
      query: ({ companyId, body }) => ({
        url: `${emails(companyId)}/preview`,
        method: 'POST',
        body,
      }),
    }),
    automationStatuses: build.query<{ id: number; name: string }[], number>({
      query: (companyId) => `/companies/${companyId}/underwriting-statuses`,
    }),
    automationUsers: build.query<ListResponse<CompanyUserDto>, number>({
      query: (companyId) => ({ url: `/companies/${companyId}/users`, params: { perPage: 100 } }),
    }),
  }),
});

export const {
  useAutomationCatalogueQuery,
  useListCompanyEventsQuery,
  useSaveCompanyEventMutation,
  useDeleteCompanyEventMutation,
  useListRunsQuery,
  useRetryRunMutation,
  useListEmailTemplatesQuery,
  useSaveEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
  useAutomationStatusesQuery,
  useAutomationUsersQuery,
} = automationApi;
