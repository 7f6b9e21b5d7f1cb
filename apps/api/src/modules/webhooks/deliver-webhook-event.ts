import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { newMessageId } from './signing.ts';
import {
  attemptsOf,
  companyEndpoint,
  deliveriesByIds,
  insertDelivery,
  subscribedEndpoints,
} from './webhooks.repository.ts';
import { attemptDelivery } from './attempt-delivery.ts';

export interface WebhookEvent {
  /** Whose endpoints receive it. */
  companyId: number;
  /** The event name, e.g. `risk.bound`. */
  type: string;
  data: Record<string, unknown>;
  /** One endpoint of the company only, whatever events it subscribes to (an automation's "call a webhook"). */
  endpointId?: number;
}

/**
 * Queues an event for the company's enabled endpoints subscribed to it (or for one endpoint), in the
 * caller's transaction: one delivery per endpoint, whose first attempt runs after commit; a failed
 * attempt is retried by the `webhook-deliver` job with exponential backoff until the retry window
 * (24 hours) ends. Answers the deliveries' ids. The body is `{ type, timestamp, data }` (decision 172).
 */
export async function deliverWebhookEvent(
  ctx: AppContext,
  tx: Executor,
  after: (task: AfterCommitTask) => void,
  event: WebhookEvent,
): Promise<number[]> {
  const endpoints =
    event.endpointId !== undefined
      ? [await companyEndpoint(tx, event.companyId, event.endpointId)].filter(
          (e) => e !== undefined,
        )
      : await subscribedEndpoints(tx, event.companyId, event.type);
  if (endpoints.length === 0) return [];
  const now = new Date();
  const body = JSON.stringify({
    type: event.type,
    timestamp: now.toISOString(),
    data: { ...event.data, companyId: event.companyId },
  });
  const ids: number[] = [];
  for (const endpoint of endpoints) {
    const delivery = await insertDelivery(tx, {
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: event.type,
      body,
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + ctx.config.WEBHOOK_RETRY_WINDOW_SECONDS * 1000),
    });
    ids.push(delivery.id);
  }
  after(async () => {
    for (const id of ids) await attemptDelivery(ctx, id);
  });
  return ids;
}

/** Whether an endpoint is the company's (an automation's "call a webhook" names one). */
export async function isCompanyEndpoint(
  db: Executor,
  companyId: number,
  endpointId: number,
): Promise<boolean> {
  return (await companyEndpoint(db, companyId, endpointId)) !== undefined;
}

/** Where deliveries stand: status, attempts so far, and the last attempt's status code and error. */
export async function webhookDeliveryStates(
  db: Executor,
  ids: number[],
): Promise<
  {
    id: number;
    endpointId: number;
    status: string;
    attempts: number;
    statusCode: number | null;
    error: string | null;
  }[]
> {
  const rows = await deliveriesByIds(db, ids);
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const last = attempts.filter((a) => a.deliveryId === r.id).at(-1);
    return {
      id: r.id,
      endpointId: r.endpointId,
      status: r.status,
      attempts: r.attempts,
      statusCode: last?.statusCode ?? null,
      error: last?.error ?? null,
    };
  });
}
