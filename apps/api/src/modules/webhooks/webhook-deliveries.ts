import type { WebhookDeliveryDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { deliverWebhookEvent } from './deliver-webhook-event.ts';
import { TEST_EVENT_TYPE } from './webhook-events.ts';
import { presentDelivery } from './webhooks.presenter.ts';
import {
  attemptsOf,
  companyEndpoint,
  endpointDelivery,
  latestDeliveries,
  setDeliveryState,
} from './webhooks.repository.ts';

/** How many deliveries the endpoint's page lists. */
const LOG_LENGTH = 50;

async function endpointOf(ctx: AppContext, scope: CompanyScope, endpointId: number) {
  const endpoint = await companyEndpoint(ctx.db, scope.id, endpointId);
  if (!endpoint) throw new AppError('NOT_FOUND');
  return endpoint;
}

async function present(ctx: AppContext, endpointId: number, deliveryId: number) {
  const row = await endpointDelivery(ctx.db, endpointId, deliveryId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDelivery(row, await attemptsOf(ctx.db, [row.id]));
}

/** The delivery log of an endpoint: its latest deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  ctx: AppContext,
  scope: CompanyScope,
  endpointId: number,
): Promise<WebhookDeliveryDto[]> {
  await endpointOf(ctx, scope, endpointId);
  const rows = await latestDeliveries(ctx.db, endpointId, LOG_LENGTH);
  const attempts = await attemptsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    presentDelivery(
      r,
      attempts.filter((a) => a.deliveryId === r.id),
    ),
  );
}

/**
 * Sends a delivery again now, whatever its state (a manual redelivery): the same message id and body,
 * a new signature and timestamp, and a new retry window; answers it after this attempt.
 */
export async function redeliver(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  await endpointOf(ctx, scope, endpointId);
  if (!(await endpointDelivery(ctx.db, endpointId, deliveryId))) throw new AppError('NOT_FOUND');
  const now = new Date();
  await inTransaction(ctx, async (tx) => {
    await setDeliveryState(tx, deliveryId, {
      status: 'pending',
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + ctx.config.WEBHOOK_RETRY_WINDOW_SECONDS * 1000),
    });
    await recordEvent(tx, {
      entityType: 'webhook_delivery',
      entityId: deliveryId,
      action: 'redelivered',
      actorUserId: actor.user.id,
      companyId: scope.id,
    });
  });
  await attemptDelivery(ctx, deliveryId);
  return present(ctx, endpointId, deliveryId);
}

/** Sends a `webhook.test` message to one endpoint now; answers its delivery after the first attempt. */
export async function sendTestEvent(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  endpointId: number,
): Promise<WebhookDeliveryDto> {
  await endpointOf(ctx, scope, endpointId);
  // The first attempt is awaited here rather than after commit, so the answer shows it.
  const [id] = await inTransaction(ctx, (tx) =>
    deliverWebhookEvent(ctx, tx, () => undefined, {
      companyId: scope.id,
      endpointId,
      type: TEST_EVENT_TYPE,
      data: { message: 'A test message from Turbine.', sentByUserId: actor.user.id },
    }),
  );
  await attemptDelivery(ctx, id!);
  return present(ctx, endpointId, id!);
}
