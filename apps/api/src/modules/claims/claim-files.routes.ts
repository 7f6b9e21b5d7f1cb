import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimSummariesResponse,
  fileResponse,
  idSchema,
  noContent,
  Permission,
  fileNameText,
  riskFileOut,
  claimFilesResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { packageParams, riskPackageFor } from '../risks/index.ts';
import { riskFileTypes } from '../collaboration/index.ts';
import {
  deleteClaimFile,
  listClaimFiles,
  readClaimFile,
  uploadClaimFile,
} from './claim-files.service.ts';
import { listClaims } from './claim-records.service.ts';
import { renewalChainIds } from './claims.repository.ts';

const claimParams = companyParams.extend({ claimId: idSchema });
const fileParams = claimParams.extend({ fileId: idSchema });
const uploadQuery = z.object({
  name: fileNameText(255),
  visibility: z
    .enum(['1', '2'])
    .default('1')
    .transform((v) => (v === '1' ? 1 : 2) as 1 | 2),
});
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A claim's documents (private or shared), and the policy's claims history for the underwriter panel. */
export function registerClaimFileRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/claims/:claimId/files';

  app.get(
    base,
    { schema: { params: claimParams, response: { 200: claimFilesResponse } }, config: view },
    async (req) => listClaimFiles(ctx, companyOf(req), req.params.claimId),
  );
  app.post(
    base,
    {
      schema: { params: claimParams, querystring: uploadQuery, response: { 201: riskFileOut } },
      config: { ...manage, upload: { types: riskFileTypes, nameQuery: 'name' } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await uploadClaimFile(
            ctx,
            actorOf(req),
            companyOf(req),
            req.params.claimId,
            req.query,
            uploadOf(req),
          ),
        ),
  );
  app.get(
    `${base}/:fileId/download`,
    {
      schema: {
        params: fileParams,
        response: { 200: fileResponse('The file, in its own content type', '*/*') },
      },
      config: view,
    },
    async (req, reply) => {
      const file = await readClaimFile(ctx, companyOf(req), req.params.claimId, req.params.fileId);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', disposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .send(file.body);
    },
  );

  app.delete(
    `${base}/:fileId`,
    { schema: { params: fileParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await deleteClaimFile(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.claimId,
        req.params.fileId,
      );
      return reply.status(204).send(null);
    },
  );

  // §2 underwriter panel Claims: the policy's claims and those of the policies it renews (claims history).
  app.get(
    '/companies/:companyId/risks/:riskPackageId/claims',
    { schema: { params: packageParams, response: { 200: claimSummariesResponse } }, config: view },
    async (req) => {
      const { pkg } = await riskPackageFor(ctx.db, companyOf(req), req.params.riskPackageId);
      const riskPackageIds = await renewalChainIds(ctx.db, pkg.id);
      return listClaims(ctx, companyOf(req), { riskPackageIds });
    },
  );
}
