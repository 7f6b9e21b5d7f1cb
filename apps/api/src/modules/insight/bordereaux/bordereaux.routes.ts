import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bordereauDetailDto,
  bordereauFileQuery,
  bordereauListDto,
  bordereauRunBody,
  bordereauSummaryDto,
  fileResponse,
  idSchema,
  Permission,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { companyParams } from '../../../platform/http/route-params.ts';
import { XLSX_CONTENT_TYPE } from '../xlsx.ts';
import {
  getBordereau,
  getSummary,
  bordereauFile,
  listBordereaux,
  sideOf,
} from './bordereaux.service.ts';
import { draftBordereau } from './use-cases/draft-bordereau.ts';
import { submitBordereau } from './use-cases/submit-bordereau.ts';

const base = '/companies/:companyId/bordereaux';
const oneParams = companyParams.extend({ bordereauId: idSchema });

/**
 * Premium and claims bordereaux (issue 14, decisions 151, 227). Reading: the agency with Manage binding agreements or
 * Execute company reports, the insurer with Execute company reports. Drafting and submitting: the agency
 * with Manage binding agreements.
 */
export function registerBordereauRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const read = {
    access: access.company('companyId', [
      Permission.ManageBindingAgreements,
      Permission.ExecuteCompanyReports,
    ]),
  };
  const manage = { access: access.company('companyId', Permission.ManageBindingAgreements) };
  const agency = (req: Parameters<typeof companyOf>[0]) => {
    const scope = companyOf(req);
    if (sideOf(scope) !== 'agency') throw new AppError('NOT_FOUND');
    return scope;
  };

  app.get(
    base,
    { schema: { params: companyParams, response: { 200: bordereauListDto } }, config: read },
    async (req) => listBordereaux(ctx, companyOf(req)),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: bordereauRunBody,
        response: { 201: bordereauSummaryDto },
      },
      config: manage,
    },
    async (req, reply) => {
      const scope = agency(req);
      const created = await draftBordereau(ctx, {
        agreementId: req.body.bindingAgreementId,
        month: req.body.month,
        kind: req.body.kind,
        userId: actorOf(req).user.id,
        companyId: scope.id,
      });
      return reply.status(201).send(await getSummary(ctx, scope, created.id));
    },
  );
  app.get(
    `${base}/:bordereauId`,
    { schema: { params: oneParams, response: { 200: bordereauDetailDto } }, config: read },
    async (req) => getBordereau(ctx, companyOf(req), req.params.bordereauId),
  );
  app.post(
    `${base}/:bordereauId/submit`,
    { schema: { params: oneParams, response: { 200: bordereauSummaryDto } }, config: manage },
    async (req) => {
      const scope = agency(req);
      await submitBordereau(ctx, actorOf(req), scope.id, req.params.bordereauId);
      return getSummary(ctx, scope, req.params.bordereauId);
    },
  );
  app.get(
    `${base}/:bordereauId/file`,
    {
      schema: {
        params: oneParams,
        querystring: bordereauFileQuery,
        response: {
          200: {
            description: 'The bordereau as CSV or XLSX (CRS v5.2 columns)',
            content: {
              ...fileResponse('CSV', 'text/csv').content,
              ...fileResponse('XLSX', XLSX_CONTENT_TYPE).content,
            },
          },
        },
      },
      config: read,
    },
    async (req, reply) => {
      const file = await bordereauFile(
        ctx,
        companyOf(req),
        req.params.bordereauId,
        req.query.format,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
