import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brokeragePackageBody,
  brokeragePackageDto,
  brokeragePackageParams,
  brokeragePackagesResponse,
  brokerageParams,
  Permission,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { brokeragePackages, setBrokeragePackage } from './brokerage-packages.service.ts';

/** Broker Management (§2, decision 168): which of the agency's packages a brokerage may sell. */
export function registerBrokeragePackageRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.company('companyId', Permission.ManageProducts) };

  app.get(
    '/companies/:companyId/brokerages/:brokerId/packages',
    { schema: { params: brokerageParams, response: { 200: brokeragePackagesResponse } }, config },
    async (req) => brokeragePackages(ctx, companyOf(req), req.params.brokerId),
  );

  app.put(
    '/companies/:companyId/brokerages/:brokerId/packages/:packageId',
    {
      schema: {
        params: brokeragePackageParams,
        body: brokeragePackageBody,
        response: { 200: brokeragePackageDto },
      },
      config,
    },
    async (req) =>
      setBrokeragePackage(
        ctx,
        actorOf(req),
        companyOf(req),
        req.params.brokerId,
        req.params.packageId,
        req.body.allowed,
      ),
  );
}
