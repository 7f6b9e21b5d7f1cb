import type { FastifyInstance } from 'fastify';
import { AUTOMATION_EVENT_TOPIC, type AutomationRaise } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { registerAutomationRoutes } from './automation.routes.ts';
import { raiseCompanyEvents } from './raise-company-events.ts';
import {
  AUTOMATION_RUN_JOB,
  AUTOMATION_SWEEP_JOB,
  RUN_RETRY_LIMIT,
  runJob,
  sweepRuns,
} from './run-company-event.ts';

/**
 * Automation (issue 13; decisions 175–178): company events listening to what risks and collaboration raise
 * on the outbox, their ordered actions and recorded runs, and email templates. The top module: it uses
 * collaboration (documents, merge data), risks (status, assignment) and notifications; nothing imports it.
 */
export function registerAutomationModule(app: FastifyInstance, ctx: AppContext): void {
  registerAutomationRoutes(app, ctx);
  ctx.outbox.handle(AUTOMATION_EVENT_TOPIC, (tx, payload, after) =>
    raiseCompanyEvents(ctx, tx, after, payload as AutomationRaise),
  );
  ctx.jobs.define<{ runId: number }>({
    name: AUTOMATION_RUN_JOB,
    queue: { retryLimit: RUN_RETRY_LIMIT, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600 },
    handler: ({ runId }) => runJob(ctx, runId),
  });
  // Runs a dead process left queued or running (decision 205); also the first thing after a start.
  ctx.jobs.define({
    name: AUTOMATION_SWEEP_JOB,
    cron: '* * * * *',
    handler: async () => {
      await sweepRuns(ctx);
    },
  });
}
