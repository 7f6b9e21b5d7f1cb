import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFolderBody,
  directoryOut,
  documentFileDetailOut,
  folderOptionsResponse,
  folderSummaryOut,
  noContent,
  sharedStoresResponse,
  idSchema,
  Permission,
  fileNameText,
  updateDocumentFileBody,
  updateFolderBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { createFolder, deleteFolder, updateFolder } from './document-folders.service.ts';
import { deleteFile, updateFile, uploadDocument, uploadVersion } from './document-files.service.ts';
import {
  getDirectory,
  getDocumentFile,
  getFolderOptions,
  listSharedStores,
} from './documents-read.service.ts';
import { riskFileTypes } from './risk-files.types.ts';

const folderParams = companyParams.extend({ folderId: idSchema });
const fileParams = companyParams.extend({ fileId: idSchema });
const ownerParams = companyParams.extend({ ownerCompanyId: idSchema });
const folderQuery = z.object({ folderId: idSchema.optional() });
const optionsQuery = z.object({
  rootFolderName: z.string().trim().max(120).optional(),
  disabled: z
    .string()
    .max(1000)
    .regex(/^(\d+(,\d+)*)?$/, { error: 'A comma-separated list of folder ids.' })
    .default('')
    .transform((v) => (v === '' ? [] : v.split(',').map(Number))),
});
const uploadQuery = z.object({
  name: fileNameText(255),
  protected: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
const versionQuery = z.object({ name: fileNameText(255) });
const view = { access: access.company('companyId') };
const manage = { access: access.company('companyId', Permission.ManageDocuments) };
const upload = { types: riskFileTypes, nameQuery: 'name' };

/**
 * §2 Company Documents (decision 131): the company's own store of folders and versioned files, and the
 * public folders of the companies it works with. Files download from §3's companies/{id}/file-versions/{id}.
 */
export function registerDocumentRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/documents';

  app.get(
    base,
    {
      schema: { params: companyParams, querystring: folderQuery, response: { 200: directoryOut } },
      config: view,
    },
    async (req) =>
      getDirectory(ctx, actorOf(req), companyOf(req), req.params.companyId, req.query.folderId),
  );
  app.get(
    `${base}/folder-options`,
    {
      schema: {
        params: companyParams,
        querystring: optionsQuery,
        response: { 200: folderOptionsResponse },
      },
      config: view,
    },
    async (req) => getFolderOptions(ctx, companyOf(req), req.query),
  );
  app.post(
    `${base}/folders`,
    {
      schema: {
        params: companyParams,
        body: createFolderBody,
        response: { 201: folderSummaryOut },
      },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createFolder(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.patch(
    `${base}/folders/:folderId`,
    {
      schema: { params: folderParams, body: updateFolderBody, response: { 200: folderSummaryOut } },
      config: manage,
    },
    async (req) => updateFolder(ctx, actorOf(req), companyOf(req), req.params.folderId, req.body),
  );
  app.delete(
    `${base}/folders/:folderId`,
    { schema: { params: folderParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteFolder(ctx, actorOf(req), companyOf(req), req.params.folderId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${base}/folders/:folderId/files`,
    {
      schema: {
        params: folderParams,
        querystring: uploadQuery,
        response: { 201: documentFileDetailOut },
      },
      config: { ...manage, upload },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await uploadDocument(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.folderId,
            req.query,
            uploadOf(req),
          ),
        ),
  );
  app.get(
    `${base}/files/:fileId`,
    { schema: { params: fileParams, response: { 200: documentFileDetailOut } }, config: view },
    async (req) => getDocumentFile(ctx, companyOf(req), req.params.companyId, req.params.fileId),
  );
  app.post(
    `${base}/files/:fileId/versions`,
    {
      schema: {
        params: fileParams,
        querystring: versionQuery,
        response: { 201: documentFileDetailOut },
      },
      config: { ...manage, upload },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await uploadVersion(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.fileId,
            req.query,
            uploadOf(req),
          ),
        ),
  );
  app.patch(
    `${base}/files/:fileId`,
    {
      schema: {
        params: fileParams,
        body: updateDocumentFileBody,
        response: { 200: documentFileDetailOut },
      },
      config: manage,
    },
    async (req) => updateFile(ctx, actorOf(req), companyOf(req), req.params.fileId, req.body),
  );
  app.delete(
    `${base}/files/:fileId`,
    { schema: { params: fileParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteFile(ctx, actorOf(req), companyOf(req), req.params.fileId);
      return reply.status(204).send(null);
    },
  );

  // Other companies' public folders (brokers of its packages, its clients, ...).
  const shared = '/companies/:companyId/shared-documents';
  app.get(
    shared,
    { schema: { params: companyParams, response: { 200: sharedStoresResponse } }, config: view },
    async (req) => listSharedStores(ctx, companyOf(req)),
  );
  app.get(
    `${shared}/:ownerCompanyId`,
    {
      schema: { params: ownerParams, querystring: folderQuery, response: { 200: directoryOut } },
      config: view,
    },
    async (req) =>
      getDirectory(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.ownerCompanyId,
        req.query.folderId,
      ),
  );
  app.get(
    `${shared}/:ownerCompanyId/files/:fileId`,
    {
      schema: {
        params: ownerParams.extend({ fileId: idSchema }),
        response: { 200: documentFileDetailOut },
      },
      config: view,
    },
    async (req) =>
      getDocumentFile(ctx, companyOf(req), req.params.ownerCompanyId, req.params.fileId),
  );
}
