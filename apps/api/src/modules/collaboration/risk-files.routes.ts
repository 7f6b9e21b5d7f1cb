import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileResponse,
  idSchema,
  noContent,
  Permission,
  fileNameText,
  riskFilesResponse,
  versionedRiskFileOut,
} from '@turbine/domain';
import { onPackage, packageParams } from '../risks/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { deleteRiskFile } from './delete-risk-file.service.ts';
import { listRiskFiles, readRiskFile } from './risk-files.service.ts';
import { uploadRiskFile } from './upload-risk-file.service.ts';
import { riskFileTypes } from './risk-files.types.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';

const fileParams = packageParams.extend({ fileId: idSchema });
const versionParams = fileParams.extend({ versionId: idSchema });
const uploadQuery = z.object({
  name: fileNameText(255),
  visibility: z
    .enum(['1', '2'])
    .default('1')
    .transform((v) => (v === '1' ? 1 : 2) as 1 | 2),
});
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** `filename` for ASCII clients and `filename*` (RFC 5987) so names with accents survive. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function send(reply: FastifyReply, file: { body: Buffer; mimeType: string; name: string }) {
  return (
    reply
      .header('content-type', file.mimeType)
      .header('content-disposition', disposition(file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // An SVG or any other document opened from the download runs nothing (decision 108).
      .header('content-security-policy', 'sandbox')
      .send(file.body)
  );
}

/** §2 underwriter panel Files: private (underwriting company) and public (shared with the broker) files of a package. */
export function registerRiskFileRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risks/:riskPackageId/files';

  app.get(
    base,
    { schema: { params: packageParams, response: { 200: riskFilesResponse } }, config: view },
    async (req) => listRiskFiles(ctx, companyOf(req), req.params.riskPackageId),
  );
  // The file arrives as the raw body with its own content type, like the avatar and branding uploads.
  app.post(
    base,
    {
      schema: {
        params: packageParams,
        querystring: uploadQuery,
        response: { 201: versionedRiskFileOut },
      },
      config: { ...manage, upload: { types: riskFileTypes, nameQuery: 'name' } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await onPackage(ctx, req.params.riskPackageId, () =>
            uploadRiskFile(
              ctx,
              actorOf(req),
              companyOf(req),
              req.params.riskPackageId,
              req.query,
              uploadOf(req),
            ),
          ),
        ),
  );
  // The latest version; any version by its id (decision 184).
  app.get(
    `${base}/:fileId/download`,
    {
      schema: {
        params: fileParams,
        response: {
          200: fileResponse('The latest version of the file, in its own content type', '*/*'),
        },
      },
      config: view,
    },
    async (req, reply) =>
      send(
        reply,
        await readRiskFile(ctx, companyOf(req), req.params.riskPackageId, req.params.fileId),
      ),
  );
  app.get(
    `${base}/:fileId/versions/:versionId/download`,
    {
      schema: {
        params: versionParams,
        response: { 200: fileResponse('One version of a risk file, as uploaded', '*/*') },
      },
      config: view,
    },
    async (req, reply) =>
      send(
        reply,
        await readRiskFile(
          ctx,
          companyOf(req),
          req.params.riskPackageId,
          req.params.fileId,
          req.params.versionId,
        ),
      ),
  );
  app.delete(
    `${base}/:fileId`,
    { schema: { params: fileParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await onPackage(ctx, req.params.riskPackageId, () =>
        deleteRiskFile(
          ctx,
          actorOf(req),
          companyOf(req),
          req.params.riskPackageId,
          req.params.fileId,
        ),
      );
      return reply.status(204).send(null);
    },
  );
}
