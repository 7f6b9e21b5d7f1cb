import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { optionalText, requiredText } from './common.ts';
import { dataOf, epochSeconds } from './responses/shared.ts';

/**
 * Signed webhooks, a company setting (issue 13; decision 172): endpoints receive the company's domain
 * events, signed by the Standard Webhooks scheme, retried with exponential backoff for 24 hours.
 */

export const webhookEndpointBody = z.strictObject({
  url: requiredText(500),
  description: optionalText(255),
  /** Event names from GET /companies/{companyId}/webhooks/event-types. */
  events: z
    .array(z.string().trim().min(1).max(60))
    .min(1, { error: Messages.webhookEventsRequired })
    .max(50, { error: Messages.maxItems(50) }),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

export const webhookEventTypeOut = z.object({ name: z.string(), description: z.string() });
export type WebhookEventTypeDto = z.infer<typeof webhookEventTypeOut>;
export const webhookEventTypesResponse = dataOf(webhookEventTypeOut);

export const webhookEndpointOut = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The first characters of the current secret, to tell secrets apart (the secret itself is shown once). */
  secretHint: z.string(),
  /** Until when the previous secret still signs alongside the new one after a rotation; null without one. */
  previousSecretExpiresAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointOut>;
export const webhookEndpointsResponse = dataOf(webhookEndpointOut);

/** Answer of a create and of a rotation: the endpoint and its new secret, shown this once. */
export const webhookEndpointWithSecret = z.object({
  endpoint: webhookEndpointOut,
  secret: z.string(),
});
export type WebhookEndpointWithSecretDto = z.infer<typeof webhookEndpointWithSecret>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookAttemptOut = z.object({
  attempt: z.number().int(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out). */
  statusCode: z.number().int().nullable(),
  responseTimeMs: z.number().int(),
  error: z.string().nullable(),
  attemptedAt: epochSeconds,
});
export type WebhookAttemptDto = z.infer<typeof webhookAttemptOut>;

export const webhookDeliveryOut = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and redelivery of one message. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.array(webhookAttemptOut),
  /** When the next automatic attempt is due (pending only). */
  nextAttemptAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryOut>;
export const webhookDeliveriesResponse = dataOf(webhookDeliveryOut);
