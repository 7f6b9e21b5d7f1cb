import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Permission,
  premiumChangeDto,
  premiumChangeQuery,
  versionPremiumChangeQuery,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { access } from '../../../platform/http/access.ts';
import { actorOf, companyOf } from '../../../platform/http/guard.ts';
import { riskParams } from '../risk-params.ts';
import { explainTransactionChange, explainVersionChange } from './premium-change.service.ts';

const view = { access: access.company('companyId', Permission.ViewRisks) };

/** "Why did the premium change" (decision 215): two transactions, or the risk on another version. */
export function registerPremiumChangeRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/risks/:riskPackageId/risks/:riskId/premium-change';
  app.get(
    base,
    {
      schema: {
        params: riskParams,
        querystring: premiumChangeQuery,
        response: { 200: premiumChangeDto },
      },
      config: view,
    },
    async (req) =>
      explainTransactionChange(ctx, actorOf(req), companyOf(req), req.params, req.query),
  );
  app.get(
    `${base}/version`,
    {
      schema: {
        params: riskParams,
        querystring: versionPremiumChangeQuery,
        response: { 200: premiumChangeDto },
      },
      config: view,
    },
    async (req) => explainVersionChange(ctx, actorOf(req), companyOf(req), req.params, req.query),
  );
}
