import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brokerageDto,
  brokerageListQuery,
  brokerageListResponse,
  brokerageParams,
  brokerageUsersResponse,
  onboardBrokerageBody,
  Permission,
  updateBrokerageBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from './route-params.ts';
import {
  brokerageUsers,
  listBrokerages,
  onboardBrokerage,
  updateBrokerage,
} from './brokerages.service.ts';

/** An underwriting agency's Brokerages screen (§2, decision 168); ManageCompanies in the agency. */
export function registerBrokerageRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const manage = { access: access.company('companyId', Permission.ManageCompanies) };

  app.get(
    '/companies/:companyId/brokerages',
    {
      schema: {
        params: companyParams,
        querystring: brokerageListQuery,
        response: { 200: brokerageListResponse },
      },
      config: manage,
    },
    async (req) => listBrokerages(ctx, companyOf(req), req.query),
  );

  app.post(
    '/companies/:companyId/brokerages',
    {
      schema: {
        params: companyParams,
        body: onboardBrokerageBody,
        response: { 201: brokerageDto },
      },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await onboardBrokerage(ctx, actorOf(req), companyOf(req), req.body)),
  );

  app.put(
    '/companies/:companyId/brokerages/:brokerId',
    {
      schema: {
        params: brokerageParams,
        body: updateBrokerageBody,
        response: { 200: brokerageDto },
      },
      config: manage,
    },
    async (req) =>
      updateBrokerage(ctx, actorOf(req), companyOf(req), req.params.brokerId, req.body),
  );

  app.get(
    '/companies/:companyId/brokerages/:brokerId/users',
    {
      schema: { params: brokerageParams, response: { 200: brokerageUsersResponse } },
      config: manage,
    },
    async (req) => brokerageUsers(ctx, companyOf(req), req.params.brokerId),
  );
}
