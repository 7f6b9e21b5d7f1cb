import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idSchema,
  noContent,
  Permission,
  webhookDeliveriesResponse,
  webhookDeliveryOut,
  webhookEndpointBody,
  webhookEndpointOut,
  webhookEndpointsResponse,
  webhookEndpointWithSecret,
  webhookEventTypesResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf, companyOf } from '../../platform/http/guard.ts';
import { companyParams } from '../../platform/http/route-params.ts';
import {
  createEndpoint,
  getEndpoint,
  listEndpoints,
  removeEndpoint,
  rotateEndpointSecret,
  updateEndpointSettings,
} from './manage-endpoints.ts';
import { listDeliveries, redeliver, sendTestEvent } from './webhook-deliveries.ts';
import { webhookEventTypes } from './webhook-events.ts';

const endpointParams = companyParams.extend({ endpointId: idSchema });
const deliveryParams = endpointParams.extend({ deliveryId: idSchema });
// A company setting (decision 172): the company's details permission, like its integrations.
const manage = { access: access.company('companyId', Permission.ManageCompanyDetails) };

/** Signed webhooks of a company (issue 13, decision 172). */
export function registerWebhookRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/companies/:companyId/webhooks';
  const one = `${base}/:endpointId`;

  app.get(
    `${base}/event-types`,
    {
      schema: { params: companyParams, response: { 200: webhookEventTypesResponse } },
      config: manage,
    },
    async () => ({ data: webhookEventTypes.map((e) => ({ ...e })) }),
  );
  app.get(
    base,
    {
      schema: { params: companyParams, response: { 200: webhookEndpointsResponse } },
      config: manage,
    },
    async (req) => ({ data: await listEndpoints(ctx, companyOf(req)) }),
  );
  app.post(
    base,
    {
      schema: {
        params: companyParams,
        body: webhookEndpointBody,
        response: { 201: webhookEndpointWithSecret },
      },
      config: manage,
    },
    async (req, reply) =>
      reply.status(201).send(await createEndpoint(ctx, actorOf(req), companyOf(req), req.body)),
  );
  app.get(
    one,
    { schema: { params: endpointParams, response: { 200: webhookEndpointOut } }, config: manage },
    async (req) => getEndpoint(ctx, companyOf(req), req.params.endpointId),
  );
  app.put(
    one,
    {
      schema: {
        params: endpointParams,
        body: webhookEndpointBody,
        response: { 200: webhookEndpointOut },
      },
      config: manage,
    },
    async (req) =>
      updateEndpointSettings(ctx, actorOf(req), companyOf(req), req.params.endpointId, req.body),
  );
  app.delete(
    one,
    { schema: { params: endpointParams, response: { 204: noContent } }, config: manage },
    async (req, reply) => {
      await removeEndpoint(ctx, actorOf(req), companyOf(req), req.params.endpointId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${one}/rotate-secret`,
    {
      schema: { params: endpointParams, response: { 200: webhookEndpointWithSecret } },
      config: manage,
    },
    async (req) => rotateEndpointSecret(ctx, actorOf(req), companyOf(req), req.params.endpointId),
  );
  app.post(
    `${one}/test`,
    { schema: { params: endpointParams, response: { 200: webhookDeliveryOut } }, config: manage },
    async (req) => sendTestEvent(ctx, actorOf(req), companyOf(req), req.params.endpointId),
  );
  app.get(
    `${one}/deliveries`,
    {
      schema: { params: endpointParams, response: { 200: webhookDeliveriesResponse } },
      config: manage,
    },
    async (req) => ({ data: await listDeliveries(ctx, companyOf(req), req.params.endpointId) }),
  );
  app.post(
    `${one}/deliveries/:deliveryId/redeliver`,
    { schema: { params: deliveryParams, response: { 200: webhookDeliveryOut } }, config: manage },
    async (req) =>
      redeliver(ctx, actorOf(req), companyOf(req), req.params.endpointId, req.params.deliveryId),
  );
}
