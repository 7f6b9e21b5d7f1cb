import type { AppContext } from '../../platform/context.ts';
import { attemptDelivery, WEBHOOK_DELIVER_JOB } from './attempt-delivery.ts';
import { deliverWebhookEvent } from './deliver-webhook-event.ts';
import { dueDeliveryIds } from './webhooks.repository.ts';

const SWEEP_JOB = 'webhook-sweep';

/**
 * The retries (one job per attempt, delayed by the backoff) and a sweep every minute for deliveries whose
 * job was lost or whose worker died mid-attempt (its lease ended). The backoff is the deliveries' own
 * (`retryDelaySeconds`), not pg-boss's, so the whole 24-hour window is covered.
 */
export function defineWebhookJobs(ctx: AppContext): void {
  ctx.jobs.define<{ id: number }>({
    name: WEBHOOK_DELIVER_JOB,
    handler: async ({ id }) => {
      await attemptDelivery(ctx, id);
    },
  });
  ctx.jobs.define({
    name: SWEEP_JOB,
    cron: '* * * * *',
    handler: async () => {
      for (const id of await dueDeliveryIds(ctx.db, 200)) await attemptDelivery(ctx, id);
    },
  });
}

/**
 * Every domain event of a company goes to its endpoints subscribed to it, durably: the deliveries are
 * written in the outbox delivery's transaction, so none is lost or written twice.
 */
export function subscribeWebhookListener(ctx: AppContext): void {
  ctx.events.subscribeDurable(async (event, tx, after) => {
    if (event.companyId === null) return;
    await deliverWebhookEvent(ctx, tx, after, {
      companyId: event.companyId,
      type: event.type,
      data: event.data,
    });
  });
}
