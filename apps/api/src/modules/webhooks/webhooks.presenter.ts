import type {
  WebhookDeliveryDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
} from '@turbine/domain';
import type { AttemptRow, DeliveryRow, EndpointRow } from './webhooks.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** An endpoint as the API answers it: never a secret, only its first characters. */
export function presentEndpoint(row: EndpointRow, now = new Date()): WebhookEndpointDto {
  const previousLive =
    row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt
      : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    secretHint: row.secretHint,
    previousSecretExpiresAt: previousLive ? seconds(previousLive) : null,
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}

export function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDeliveryDto {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      statusCode: a.statusCode,
      responseTimeMs: a.responseTimeMs,
      error: a.error,
      attemptedAt: seconds(a.attemptedAt),
    })),
    nextAttemptAt:
      row.status === 'pending' && row.nextAttemptAt ? seconds(row.nextAttemptAt) : null,
    createdAt: seconds(row.createdAt),
  };
}
