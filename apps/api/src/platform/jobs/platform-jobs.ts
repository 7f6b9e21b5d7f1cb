import type { AppContext } from '../context.ts';

/** Queue names of the platform's own jobs. */
export const JOB = {
  outboxDeliver: 'outbox-deliver',
  outboxSweep: 'outbox-sweep',
  mailFlush: 'mail-flush',
  jobRunsReconcile: 'job-runs-reconcile',
} as const;

/** Seconds between an outbox row's delivery attempts grow from this (pg-boss exponential backoff). */
const RETRY_DELAY_SECONDS = 2;
/** A row younger than this is left to its in-process fast path by the periodic sweep. */
const SWEEP_GRACE_MS = 30_000;

/**
 * The outbox delivery (one job per row, singleton per row id so a row is queued once), the sweep that
 * finds rows whose fast path never ran (a crash between commit and delivery), and the mail flush.
 */
export function definePlatformJobs(ctx: AppContext): void {
  const { jobs, outbox } = ctx;
  jobs.define<{ id: number }>({
    name: JOB.outboxDeliver,
    queue: {
      policy: 'stately',
      retryLimit: outbox.maxAttempts,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 600,
    },
    handler: async ({ id }) => {
      const result = await outbox.deliver(id);
      // Thrown, pg-boss retries it with backoff; a dead row stays 'failed' in the outbox.
      if (result === 'retry') throw new Error(`outbox row ${id} not delivered yet`);
    },
  });
  jobs.define<{ all?: boolean }>({
    name: JOB.outboxSweep,
    cron: '* * * * *',
    handler: async ({ all }) => {
      await outbox.sweep(all ? 0 : SWEEP_GRACE_MS);
    },
  });
  jobs.define({
    name: JOB.mailFlush,
    cron: '* * * * *',
    handler: () => ctx.mailer.flush(),
  });
  jobs.define({
    name: JOB.jobRunsReconcile,
    cron: '* * * * *',
    handler: async () => {
      await ctx.trackedJobs.reconcile();
    },
  });
  outbox.useScheduler((id, delaySeconds) => sendDelivery(ctx, id, delaySeconds));
}

async function sendDelivery(ctx: AppContext, id: number, delaySeconds: number): Promise<void> {
  await ctx.jobs.send(
    JOB.outboxDeliver,
    { id },
    { singletonKey: `outbox:${id}`, startAfter: delaySeconds },
  );
}

/** Runs the workers; a crash may have left rows and mail undelivered, so sweep everything at once. */
export async function startWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.start({ work: true });
  await ctx.jobs.send(JOB.outboxSweep, { all: true });
  await ctx.jobs.send(JOB.mailFlush, {});
}
