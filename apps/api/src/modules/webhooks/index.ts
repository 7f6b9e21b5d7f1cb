import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineWebhookJobs, subscribeWebhookListener } from './webhooks.jobs.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

/**
 * Signed webhooks (issue 13, decision 172): a company's endpoints receive its domain events, signed by
 * the Standard Webhooks scheme, retried with exponential backoff for 24 hours, with a delivery log.
 */
export function registerWebhooksModule(app: FastifyInstance, ctx: AppContext): void {
  registerWebhookRoutes(app, ctx);
  defineWebhookJobs(ctx);
  subscribeWebhookListener(ctx);
}

/** For the automation's "call a webhook" action: queue an event for a company's endpoints. */
export {
  deliverWebhookEvent,
  isCompanyEndpoint,
  webhookDeliveryStates,
  type WebhookEvent,
} from './deliver-webhook-event.ts';
