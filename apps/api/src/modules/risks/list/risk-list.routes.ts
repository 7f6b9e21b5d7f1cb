import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Permission, riskListQuery } from '@turbine/domain';
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
      schema: { params: companyParams, querystring: riskListQuery },
      config: { access: access.company('companyId', Permission.ViewRisks) },
    },
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listRisks(ctx, cache, actorOf(req), companyOf(req), req.query)),
  );
}
