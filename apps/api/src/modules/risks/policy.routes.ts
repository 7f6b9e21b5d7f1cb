import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Permission, exchangeVersionResponse, packageUnderwritersResponse } from '@turbine/domain';
import { packageParams } from './risk-params.ts';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { onPackage } from './package-gate.ts';
import { exchangeVersion } from './use-cases/exchange-version.ts';
import { listPackageUnderwriters } from './use-cases/list-underwriters.ts';

/** Policy routes of a risk package: its authorised underwriters (refer / approval pickers) and exchange (decision 090). */
export function registerPolicyRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pkg = '/companies/:companyId/risks/:riskPackageId';
  app.get(
    `${pkg}/underwriters`,
    {
      schema: { params: packageParams, response: { 200: packageUnderwritersResponse } },
      config: { access: access.company('companyId', Permission.ViewRisks) },
    },
    async (req) => listPackageUnderwriters(ctx, companyOf(req), req.params.riskPackageId),
  );
  app.post(
    `${pkg}/exchange`,
    {
      schema: { params: packageParams, response: { 200: exchangeVersionResponse } },
      config: { access: access.company('companyId', Permission.ManageRisks) },
    },
    async (req) =>
      onPackage(ctx, req.params.riskPackageId, () =>
        exchangeVersion(ctx, actorOf(req), companyOf(req), req.params.riskPackageId),
      ),
  );
}
