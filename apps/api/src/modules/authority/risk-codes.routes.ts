import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorityListQuery,
  noContent,
  riskCodeBody,
  riskCodeListResponse,
  riskCodeResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { manageSyndicates, readSyndicates } from './authority.access.ts';
import { companyParams, riskCodeParams } from './route-params.ts';
import {
  createRiskCode,
  deleteRiskCode,
  getRiskCode,
  listRiskCodes,
  updateRiskCode,
} from './risk-codes.service.ts';

/** Risk Codes screen with reinsurance periods (§2, §3). */
export function registerRiskCodeRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risk-codes';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: authorityListQuery,
        response: { 200: riskCodeListResponse },
      },
      config: { access: readSyndicates },
    },
    async (req) => listRiskCodes(ctx, companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: riskCodeBody, response: { 201: riskCodeResponse } },
      config: { access: manageSyndicates },
    },
    async (req, reply) =>
      reply.status(201).send(await createRiskCode(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    `${base}/:riskCodeId`,
    {
      schema: { params: riskCodeParams, response: { 200: riskCodeResponse } },
      config: { access: readSyndicates },
    },
    async (req) => getRiskCode(ctx, companyOf(req), req.params.riskCodeId),
  );
  app.put(
    `${base}/:riskCodeId`,
    {
      schema: { params: riskCodeParams, body: riskCodeBody, response: { 200: riskCodeResponse } },
      config: { access: manageSyndicates },
    },
    async (req) =>
      updateRiskCode(ctx, actorOf(req), companyOf(req), req.params.riskCodeId, req.body),
  );
  app.delete(
    `${base}/:riskCodeId`,
    {
      schema: { params: riskCodeParams, response: { 204: noContent } },
      config: { access: manageSyndicates },
    },
    async (req, reply) => {
      await deleteRiskCode(ctx, actorOf(req), companyOf(req), req.params.riskCodeId);
      return reply.status(204).send(null);
    },
  );
}
