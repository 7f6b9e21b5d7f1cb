import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Permission, riskListQuery, riskListResponse } from '@turbine/domain';
import { companyParams } from '../../../platform/http/route-params.ts';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { listRisks, riskListCache } from './risk-list.service.ts';

/** The risks list and column view (§2 Risks, decisions 090 and 092). */
export function registerRiskListRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cache = riskListCache(ctx);
  // Any write may change a package, an assignment or a product's settings: the app clears this cache with
  // the node's others on every write, on every node (platform/cluster/node-caches.ts).
  app.get(
    '/companies/:companyId/risks',
    {
      // The answer is the cached JSON text (decision 092), sent as it is: the response schema documents it
      // in /docs (decision 115) without a second serialisation.
      schema: {
        params: companyParams,
        querystring: riskListQuery,
        response: { 200: riskListResponse },
      },
      config: { access: access.company('companyId', Permission.ViewRisks) },
    },
    async (req, reply) => {
      const json = await listRisks(ctx, cache, actorOf(req), companyOf(req), req.query);
      // Fastify sends a string payload as it is (no serializer runs); the type provider expects the object.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
