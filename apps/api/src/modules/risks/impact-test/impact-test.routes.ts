import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema, impactTestBody, impactTestDto, impactTestListDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { manageProducts, versionParams } from '../../products/index.ts';
import { getImpactTest, listVersionImpactTests, startImpactTest } from './impact-test.service.ts';

const config = { access: manageProducts };

/** Impact tests of a draft product version (decision 216). */
export function registerImpactTestRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/products/:productId/versions/:versionId/impact-tests';
  app.post(
    base,
    {
      schema: { params: versionParams, body: impactTestBody, response: { 202: impactTestDto } },
      config,
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await startImpactTest(ctx, actorOf(req), companyOf(req), req.params, req.body)),
  );
  app.get(
    base,
    { schema: { params: versionParams, response: { 200: impactTestListDto } }, config },
    async (req) => listVersionImpactTests(ctx, companyOf(req), req.params),
  );
  app.get(
    `${base}/:impactTestId`,
    {
      schema: {
        params: versionParams.extend({ impactTestId: idSchema }),
        response: { 200: impactTestDto },
      },
      config,
    },
    async (req) => getImpactTest(ctx, companyOf(req), req.params),
  );
}
