import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachableDocumentList,
  attachableDocumentsQuery,
  documentPreviewBody,
  documentPreviewDto,
  documentTemplateBody,
  documentTemplateDto,
  documentTemplateList,
  documentTemplateListQuery,
  documentTemplateVersionDto,
  documentTemplateVersionList,
  fileResponse,
  idSchema,
  noContent,
  Permission,
  productVersionTemplatesBody,
  productVersionTemplatesDto,
  riskDocumentDto,
  riskDocumentList,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { packageParams } from '../risks/index.ts';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  getVersionTemplates,
  listTemplates,
  previewTemplate,
  discardTemplateDraft,
  unpublishTemplate,
  publishTemplate,
  setVersionTemplates,
  updateTemplate,
} from './document-templates.service.ts';
import {
  listRiskDocuments,
  readRiskDocument,
  retryRiskDocument,
} from './risk-documents.service.ts';
import {
  getTemplateVersion,
  listAttachableDocuments,
  listTemplateVersions,
} from './template-versions.service.ts';

const templateParams = companyParams.extend({ templateId: idSchema });
const versionParams = companyParams.extend({ versionId: idSchema });
const documentParams = packageParams.extend({ documentId: idSchema });
const manage = { access: access.company('companyId', Permission.ManageDocuments) };
const products = { access: access.company('companyId', Permission.ManageProducts) };
const viewRisks = { access: access.company('companyId', Permission.ViewRisks) };
const manageRisks = { access: access.company('companyId', Permission.ManageRisks) };

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Document templates and the documents they produce for risks (issue 12; decisions 147, 148): CRUD and
 * preview of templates, which templates a product version produces, and a risk's generated documents.
 */
export function registerDocumentTemplateRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/document-templates';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: documentTemplateListQuery,
        response: { 200: documentTemplateList },
      },
      config: manage,
    },
    async (req) => listTemplates(ctx, actorOf(req), companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: documentTemplateBody,
        response: { 201: documentTemplateDto },
      },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createTemplate(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.post(
    `${base}/preview`,
    {
      schema: {
        params: companyParams,
        body: documentPreviewBody,
        response: { 200: documentPreviewDto },
      },
      config: manage,
    },
    async (req) => previewTemplate(ctx, actorOf(req), companyOf(req), req.body),
  );
  app.get(
    `${base}/:templateId`,
    { schema: { params: templateParams, response: { 200: documentTemplateDto } }, config: manage },
    async (req) => getTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId),
  );
  app.put(
    `${base}/:templateId`,
    {
      schema: {
        params: templateParams,
        body: documentTemplateBody,
        response: { 200: documentTemplateDto },
      },
      config: manage,
    },
    async (req) =>
      updateTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId, req.body),
  );
  app.delete(
    `${base}/:templateId`,
    { schema: { params: templateParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:templateId/publish`,
    { schema: { params: templateParams, response: { 200: documentTemplateDto } }, config: manage },
    async (req) => publishTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId),
  );
  // Back to the newest published version (decision 243).
  app.post(
    `${base}/:templateId/discard-draft`,
    { schema: { params: templateParams, response: { 200: documentTemplateDto } }, config: manage },
    async (req) => discardTemplateDraft(ctx, actorOf(req), companyOf(req), req.params.templateId),
  );
  // Live → draft while no document was generated from it (decision 244).
  app.post(
    `${base}/:templateId/unpublish`,
    { schema: { params: templateParams, response: { 200: documentTemplateDto } }, config: manage },
    async (req) => unpublishTemplate(ctx, actorOf(req), companyOf(req), req.params.templateId),
  );

  // A template's history and the PDFs a combined template may append (decisions 185, 186).
  app.get(
    `${base}/:templateId/versions`,
    {
      schema: { params: templateParams, response: { 200: documentTemplateVersionList } },
      config: manage,
    },
    async (req) => listTemplateVersions(ctx, actorOf(req), companyOf(req), req.params.templateId),
  );
  app.get(
    `${base}/:templateId/versions/:version`,
    {
      schema: {
        params: templateParams.extend({ version: idSchema }),
        response: { 200: documentTemplateVersionDto },
      },
      config: manage,
    },
    async (req) =>
      getTemplateVersion(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.templateId,
        req.params.version,
      ),
  );
  app.get(
    `${base}/attachable-documents`,
    {
      schema: {
        params: companyParams,
        querystring: attachableDocumentsQuery,
        response: { 200: attachableDocumentList },
      },
      config: manage,
    },
    async (req) => listAttachableDocuments(ctx, actorOf(req), companyOf(req), req.query),
  );

  const versionBase = '/companies/:companyId/product-versions/:versionId/document-templates';
  app.get(
    versionBase,
    {
      schema: { params: versionParams, response: { 200: productVersionTemplatesDto } },
      config: manage,
    },
    async (req) => getVersionTemplates(ctx, actorOf(req), companyOf(req), req.params.versionId),
  );
  app.put(
    versionBase,
    {
      schema: {
        params: versionParams,
        body: productVersionTemplatesBody,
        response: { 200: productVersionTemplatesDto },
      },
      config: products,
    },
    async (req) =>
      setVersionTemplates(ctx, actorOf(req), companyOf(req), req.params.versionId, req.body),
  );

  const riskBase = '/companies/:companyId/risks/:riskPackageId/documents';
  app.get(
    riskBase,
    { schema: { params: packageParams, response: { 200: riskDocumentList } }, config: viewRisks },
    async (req) => listRiskDocuments(ctx, companyOf(req), req.params.riskPackageId),
  );
  app.get(
    `${riskBase}/:documentId/download`,
    {
      schema: {
        params: documentParams,
        response: { 200: fileResponse('The generated document (PDF)', 'application/pdf') },
      },
      config: viewRisks,
    },
    async (req, reply) => {
      const file = await readRiskDocument(
        ctx,
        companyOf(req),
        req.params.riskPackageId,
        req.params.documentId,
      );
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', disposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
  app.post(
    `${riskBase}/:documentId/retry`,
    { schema: { params: documentParams, response: { 200: riskDocumentDto } }, config: manageRisks },
    async (req) =>
      retryRiskDocument(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.riskPackageId,
        req.params.documentId,
      ),
  );
}
