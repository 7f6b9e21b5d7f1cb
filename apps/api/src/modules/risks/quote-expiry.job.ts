import type { AppContext } from '../../platform/context.ts';
import { expireQuotes } from './use-cases/expire-quotes.ts';

/** Queue name of the quote expiry job (decision 104). */
export const QUOTE_EXPIRY_JOB = 'quote-expiry';

/**
 * Every 5 minutes (cron, UTC) and once when the workers start: lapses the quotes whose validity has
 * ended (decision 104). `stately`: at most one run queued and one running, so runs never pile up; two
 * workers running it at once would still change each package once (it is locked and re-read).
 */
export function defineQuoteExpiryJob(ctx: AppContext): void {
  ctx.jobs.define({
    name: QUOTE_EXPIRY_JOB,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 30 },
    cron: '*/5 * * * *',
    runAtStart: true,
    handler: async () => {
      const run = await expireQuotes(ctx, { now: Math.floor(Date.now() / 1000) });
      if (run.packages > 0 || run.busy > 0) ctx.log.info(run, 'quotes lapsed');
    },
  });
}
