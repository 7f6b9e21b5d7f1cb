import type { AppContext } from '../../../platform/context.ts';
import { draftDueBordereaux } from './use-cases/draft-due-bordereaux.ts';

/** Queue name of the monthly bordereaux run (decision 151). */
export const BORDEREAUX_JOB = 'bordereaux-monthly';

/**
 * Hourly (and at start): drafts each agreement's bordereau for its zone's past month once that month has
 * ended and none exists yet. `stately`: at most one run queued and one running.
 */
export function defineBordereauxJob(ctx: AppContext): void {
  ctx.jobs.define({
    name: BORDEREAUX_JOB,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60 },
    cron: '7 * * * *',
    runAtStart: true,
    handler: async () => {
      const run = await draftDueBordereaux(ctx, new Date());
      if (run.drafted > 0 || run.failed > 0) ctx.log.info(run, 'bordereaux drafted');
    },
  });
}
