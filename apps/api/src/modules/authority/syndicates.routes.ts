import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorityListQuery,
  noContent,
  syndicateBody,
  syndicateListResponse,
  syndicateResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { manageSyndicates, readSyndicates } from './authority.access.ts';
import { companyParams, syndicateParams } from './route-params.ts';
import {
  createSyndicate,
  deleteSyndicate,
  getSyndicate,
  listSyndicates,
  updateSyndicate,
} from './syndicates.service.ts';

/** Syndicates screen (§2, §3). */
export function registerSyndicateRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/syndicates';

  app.get(
    base,
    {
      schema: {
        params: companyParams,
        querystring: authorityListQuery,
        response: { 200: syndicateListResponse },
      },
      config: { access: readSyndicates },
    },
    async (req) => listSyndicates(ctx, companyOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: { params: companyParams, body: syndicateBody, response: { 201: syndicateResponse } },
      config: { access: manageSyndicates },
    },
    async (req, reply) =>
      reply.status(201).send(await createSyndicate(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    `${base}/:syndicateId`,
    {
      schema: { params: syndicateParams, response: { 200: syndicateResponse } },
      config: { access: readSyndicates },
    },
    async (req) => getSyndicate(ctx, companyOf(req), req.params.syndicateId),
  );
  app.put(
    `${base}/:syndicateId`,
    {
      schema: {
        params: syndicateParams,
        body: syndicateBody,
        response: { 200: syndicateResponse },
      },
      config: { access: manageSyndicates },
    },
    async (req) =>
      updateSyndicate(ctx, actorOf(req), companyOf(req), req.params.syndicateId, req.body),
  );
  app.delete(
    `${base}/:syndicateId`,
    {
      schema: { params: syndicateParams, response: { 204: noContent } },
      config: { access: manageSyndicates },
    },
    async (req, reply) => {
      await deleteSyndicate(ctx, actorOf(req), companyOf(req), req.params.syndicateId);
      return reply.status(204).send(null);
    },
  );
}
