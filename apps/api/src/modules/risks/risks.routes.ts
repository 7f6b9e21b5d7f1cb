import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRiskBody, idSchema, Permission } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { withIdempotency } from '../../platform/http/idempotency.ts';
import { createRisk, getRiskPackage, riskOptions } from './risks.service.ts';

const companyParams = z.object({ companyId: idSchema });
const packageParams = companyParams.extend({ riskPackageId: idSchema });
const view = { access: access.company('companyId', Permission.ViewRisks) };
const manage = { access: access.company('companyId', Permission.ManageRisks) };

/** Risk packages: options, create, detail, edit, proposals, rating and lifecycle actions (decisions 080, 090). */
export function registerRiskRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risks';

  app.get('/companies/:companyId/risk-options', { schema: { params: companyParams }, config: manage }, async (req) => riskOptions(ctx, companyOf(req)));
  app.post(base, { schema: { params: companyParams, body: createRiskBody }, config: manage }, async (req, reply) =>
    withIdempotency(ctx, req, reply, async () => ({ status: 201, body: await createRisk(ctx, actorOf(req), companyOf(req), req.body) })),
  );
  app.get(`${base}/:riskPackageId`, { schema: { params: packageParams }, config: view }, async (req) => getRiskPackage(ctx, actorOf(req), companyOf(req), req.params.riskPackageId));
}
