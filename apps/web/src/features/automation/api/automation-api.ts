import type {
  AutomationCatalogueDto,
  AutomationRunDto,
  AutomationRunList,
  CompanyEventBody,
  CompanyEventDto,
  CompanyEventList,
  CompanyTagDto,
  CompanyUserDto,
  EmailPreviewBody,
  EmailPreviewDto,
  EmailTemplateBody,
  EmailTemplateDto,
  EmailTemplateList,
  ListResponse,
  PartnerCompanyDto,
  ProductDto,
  ProductPackageDto,
  RoleDto,
  WebhookEndpointDto,
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
    /** The company's email templates; with a tag, only those carrying it (decision 206). */
    listEmailTemplates: build.query<
      EmailTemplateList,
      { companyId: number; tagId?: number | null }
    >({
      query: ({ companyId, tagId }) => ({
        url: emails(companyId),
        params: tagId ? { tagId } : {},
      }),
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
    // The choices of the editors (each read as the page's user: a list they may not read stays empty).
    automationRoles: build.query<{ data: RoleDto[] }, number>({
      query: (companyId) => `/companies/${companyId}/roles`,
    }),
    automationTags: build.query<{ data: CompanyTagDto[] }, number>({
      query: (companyId) => `/companies/${companyId}/tags`,
    }),
    automationWebhooks: build.query<{ data: WebhookEndpointDto[] }, number>({
      query: (companyId) => `/companies/${companyId}/webhooks`,
    }),
    automationProducts: build.query<ListResponse<ProductDto>, number>({
      query: (companyId) => ({ url: `/companies/${companyId}/products`, params: { perPage: 100 } }),
    }),
    automationPackages: build.query<ListResponse<ProductPackageDto>, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/product-packages`,
        params: { perPage: 100 },
      }),
    }),
    automationPartners: build.query<{ data: PartnerCompanyDto[] }, number>({
      query: (companyId) => `/companies/${companyId}/partner-companies`,
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
  useAutomationRolesQuery,
  useAutomationTagsQuery,
  useAutomationWebhooksQuery,
  useAutomationProductsQuery,
  useAutomationPackagesQuery,
  useAutomationPartnersQuery,
} = automationApi;
