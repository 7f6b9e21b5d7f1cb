import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyStatusBody,
  companyStatusResponse,
  currentSupportResponse,
  noContent,
  operatorCreateCompanyBody,
  operatorCreatedCompanyResponse,
  startSupportBody,
  supportModeBody,
  supportSessionListQuery,
  supportSessionListResponse,
  supportSessionResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from './route-params.ts';
import {
  currentSupport,
  endSupport,
  listSupportVisits,
  setSupportActing,
  startSupport,
} from './support.service.ts';
import { operatorCreateCompany, setCompanyActive } from './system-companies.service.ts';

/**
 * The operator's company routes (decision 136): create a company with its first admin invitation,
 * (de)activate it, open it in support mode; and the company's own list of who supported it.
 */
export function registerSystemCompanyRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const support = '/system/companies/:companyId/support';

  app.post(
    '/system/companies',
    {
      schema: {
        body: operatorCreateCompanyBody,
        response: { 201: operatorCreatedCompanyResponse },
      },
      config: { access: access.system },
    },
    async (req, reply) =>
      reply.status(201).send(await operatorCreateCompany(ctx, actorOf(req), req.body)),
  );

  app.put(
    '/system/companies/:companyId/status',
    {
      schema: {
        params: companyParams,
        body: companyStatusBody,
        response: { 200: companyStatusResponse },
      },
      config: { access: access.system },
    },
    async (req) => setCompanyActive(ctx, actorOf(req), req.params.companyId, req.body),
  );

  app.get(
    support,
    {
      schema: { params: companyParams, response: { 200: currentSupportResponse } },
      config: { access: access.system },
    },
    async (req) => currentSupport(ctx, actorOf(req), req.params.companyId),
  );

  app.post(
    support,
    {
      schema: {
        params: companyParams,
        body: startSupportBody,
        response: { 201: supportSessionResponse },
      },
      config: { access: access.system },
    },
    async (req, reply) =>
      reply.status(201).send(await startSupport(ctx, actorOf(req), req.params.companyId, req.body)),
  );

  app.put(
    support,
    {
      schema: {
        params: companyParams,
        body: supportModeBody,
        response: { 200: supportSessionResponse },
      },
      config: { access: access.system },
    },
    async (req) => setSupportActing(ctx, actorOf(req), req.params.companyId, req.body.acting),
  );

  app.delete(
    support,
    {
      schema: { params: companyParams, response: { 204: noContent } },
      config: { access: access.system },
    },
    async (req, reply) => {
      await endSupport(ctx, actorOf(req), req.params.companyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/:companyId/support-sessions',
    {
      schema: {
        params: companyParams,
        querystring: supportSessionListQuery,
        response: { 200: supportSessionListResponse },
      },
      config: { access: access.company('companyId') },
    },
    async (req) => listSupportVisits(ctx, companyOf(req), req.query),
  );
}
