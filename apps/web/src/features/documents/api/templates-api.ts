import type {
  AttachableDocumentList,
  ClauseListResponse,
  DocumentPreviewBody,
  DocumentPreviewDto,
  DocumentTemplateBody,
  DocumentTemplateDto,
  DocumentTemplateList,
  DocumentTemplateVersionDto,
  DocumentTemplateVersionList,
  ListResponse,
  ProductDto,
  ProductVersionDto,
  ProductVersionTemplatesBody,
  ProductVersionTemplatesDto,
  RiskDocumentDto,
  RiskDocumentList,
  RiskListRow,
} from '@turbine/domain';
import { baseApi } from '../../../app/base-api.ts';

const templates = (companyId: number) => `/companies/${companyId}/document-templates`;
const riskDocs = (companyId: number, riskPackageId: number) =>
  `/companies/${companyId}/risks/${riskPackageId}/documents`;
const list = { type: 'TemplateDocument' as const, id: 'LIST' };

/** Document templates, what product versions produce, and a risk's generated documents (decisions 147, 148). */
export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<DocumentTemplateList, number>({
      query: (companyId) => templates(companyId),
      providesTags: [list],
    }),
    createTemplate: build.mutation<
      DocumentTemplateDto,
      { companyId: number; body: DocumentTemplateBody }
    >({
      query: ({ companyId, body }) => ({ url: templates(companyId), method: 'POST', body }),
      invalidatesTags: [list],
    }),
    updateTemplate: build.mutation<
      DocumentTemplateDto,
      { companyId: number; id: number; body: DocumentTemplateBody }
    >({
      query: ({ companyId, id, body }) => ({
        url: `${templates(companyId)}/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [list],
    }),
    /** Publishes the working draft: documents are generated from it from now on (decision 224). */
    publishTemplate: build.mutation<DocumentTemplateDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${templates(companyId)}/${id}/publish`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [list],
    }),
    /** Back to the newest published version (decision 243). */
    discardTemplateDraft: build.mutation<DocumentTemplateDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${templates(companyId)}/${id}/discard-draft`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [list],
    }),
    /** Live → draft while no document was generated from it (decision 244). */
    unpublishTemplate: build.mutation<DocumentTemplateDto, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${templates(companyId)}/${id}/unpublish`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [list],
    }),
    deleteTemplate: build.mutation<null, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: `${templates(companyId)}/${id}`, method: 'DELETE' }),
      invalidatesTags: [list],
    }),
    /** A template's history, the current version first (decision 185). */
    templateVersions: build.query<DocumentTemplateVersionList, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${templates(companyId)}/${id}/versions`,
      providesTags: [list],
    }),
    templateVersion: build.query<
      DocumentTemplateVersionDto,
      { companyId: number; id: number; version: number }
    >({
      query: ({ companyId, id, version }) => `${templates(companyId)}/${id}/versions/${version}`,
      providesTags: [list],
    }),
    /** The company's PDFs a combined template may append (decision 186). */
    attachableDocuments: build.query<AttachableDocumentList, number>({
      query: (companyId) => `${templates(companyId)}/attachable-documents`,
      providesTags: [{ type: 'FileDirectory', id: 'LIST' }, list],
    }),
    /** Every document of the company's store, for an email template's attachments (decision 225). */
    attachableFiles: build.query<AttachableDocumentList, number>({
      query: (companyId) => ({
        url: `${templates(companyId)}/attachable-documents`,
        params: { type: 'any' },
      }),
      providesTags: [{ type: 'FileDirectory', id: 'LIST' }, list],
    }),
    previewTemplate: build.mutation<
      DocumentPreviewDto,
      { companyId: number; body: DocumentPreviewBody }
    >({
      query: ({ companyId, body }) => ({
        url: `${templates(companyId)}/preview`,
        method: 'POST',
        body,
      }),
    }),
    /** Risks to preview with: the company's risks matching a search. */
    previewRisks: build.query<ListResponse<RiskListRow>, { companyId: number; search: string }>({
      query: ({ companyId, search }) => ({
        url: `/companies/${companyId}/risks`,
        params: { perPage: 20, ...(search ? { search } : {}) },
      }),
    }),
    /** Clauses a template may include: the library's clauses with a live or locked version (decision 192). */
    templateClauses: build.query<ClauseListResponse, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/clauses`,
        params: { usable: 'true' },
      }),
      providesTags: ['Clauses'],
    }),
    /** The company's products and their versions, to attach a template to. */
    templateProducts: build.query<ListResponse<ProductDto>, number>({
      query: (companyId) => ({ url: `/companies/${companyId}/products`, params: { perPage: 100 } }),
      providesTags: ['Product'],
    }),
    templateProductVersions: build.query<
      { data: ProductVersionDto[] },
      { companyId: number; productId: number }
    >({
      query: ({ companyId, productId }) => `/companies/${companyId}/products/${productId}/versions`,
      providesTags: ['ProductVersion'],
    }),
    versionTemplates: build.query<
      ProductVersionTemplatesDto,
      { companyId: number; versionId: number }
    >({
      query: ({ companyId, versionId }) =>
        `/companies/${companyId}/product-versions/${versionId}/document-templates`,
      providesTags: [list],
    }),
    setVersionTemplates: build.mutation<
      ProductVersionTemplatesDto,
      { companyId: number; versionId: number; body: ProductVersionTemplatesBody }
    >({
      query: ({ companyId, versionId, body }) => ({
        url: `/companies/${companyId}/product-versions/${versionId}/document-templates`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [list],
    }),
    riskDocuments: build.query<RiskDocumentList, { companyId: number; riskPackageId: number }>({
      query: ({ companyId, riskPackageId }) => riskDocs(companyId, riskPackageId),
      providesTags: (_r, _e, a) => [{ type: 'TemplateDocument', id: `risk-${a.riskPackageId}` }],
    }),
    retryRiskDocument: build.mutation<
      RiskDocumentDto,
      { companyId: number; riskPackageId: number; documentId: number }
    >({
      query: ({ companyId, riskPackageId, documentId }) => ({
        url: `${riskDocs(companyId, riskPackageId)}/${documentId}/retry`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_r, _e, a) => [{ type: 'TemplateDocument', id: `risk-${a.riskPackageId}` }],
    }),
  }),
});

export const {
  useListTemplatesQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
  usePublishTemplateMutation,
  useDiscardTemplateDraftMutation,
  useUnpublishTemplateMutation,
  usePreviewTemplateMutation,
  useTemplateVersionsQuery,
  useLazyTemplateVersionQuery,
  useAttachableDocumentsQuery,
  useAttachableFilesQuery,
  usePreviewRisksQuery,
  useTemplateClausesQuery,
  useTemplateProductsQuery,
  useTemplateProductVersionsQuery,
  useLazyVersionTemplatesQuery,
  useSetVersionTemplatesMutation,
  useRiskDocumentsQuery,
  useRetryRiskDocumentMutation,
} = templatesApi;
