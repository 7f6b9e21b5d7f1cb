import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataOf,
  fileResponse,
  idSchema,
  ImportMessages,
  policyImportDto,
  policyImportQuery,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { uploadOf, type UploadPolicy } from '../../platform/files/upload-guard.ts';
import { uploadBodyLimit } from '../../platform/http/body-parsing.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { IDEMPOTENCY_HEADER } from '../../platform/http/idempotency.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import { importAccess } from './import-access.ts';
import { getPolicyImport, listPolicyImports, policyImportTemplateFor } from './imports.service.ts';
import { startPolicyImport } from './start-policy-import.ts';

const importParams = companyParams.extend({ importId: idSchema });

/** Import Policy Data (§2 screen, §7 calls, decision 128). */
export function registerPolicyImportRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/woodina-bulk-import';
  const maxMb = ctx.config.IMPORT_MAX_MB;
  const upload: UploadPolicy = {
    types: ['text/csv'],
    nameQuery: 'name',
    emptyMessage: ImportMessages.empty,
    maxMb,
    encodingMessages: { utf16: ImportMessages.utf16, notUtf8: ImportMessages.notUtf8 },
  };
  const post = (path: string, mode: 'validate' | 'import') =>
    app.post(
      path,
      {
        schema: {
          params: companyParams,
          querystring: policyImportQuery,
          response: { 200: policyImportDto, 202: policyImportDto },
        },
        config: { access: importAccess, upload },
        bodyLimit: uploadBodyLimit(maxMb),
      },
      async (req, reply) => {
        const key = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
        const { status, body } = await startPolicyImport(
          ctx,
          actorOf(req),
          companyOf(req),
          mode,
          uploadOf(req),
          {
            name: req.query.name,
            idempotencyKey: typeof key === 'string' ? key.slice(0, 200) : undefined,
          },
        );
        return reply.status(status).send(body);
      },
    );
  post(`${base}/validate`, 'validate');
  post(base, 'import');

  app.get(
    `${base}/template`,
    {
      schema: {
        params: companyParams,
        response: {
          200: fileResponse('The import layout: its header and an example row', 'text/csv'),
        },
      },
      config: { access: importAccess },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="policy-import-template.csv"')
        .send(await policyImportTemplateFor(ctx, actorOf(req), companyOf(req))),
  );
  app.get(
    base,
    {
      schema: { params: companyParams, response: { 200: dataOf(policyImportDto) } },
      config: { access: importAccess },
    },
    async (req) => listPolicyImports(ctx, actorOf(req), companyOf(req)),
  );
  app.get(
    `${base}/:importId`,
    {
      schema: { params: importParams, response: { 200: policyImportDto } },
      config: { access: importAccess },
    },
    async (req) => getPolicyImport(ctx, actorOf(req), companyOf(req), req.params.importId),
  );
}
