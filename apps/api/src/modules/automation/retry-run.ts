import { AutomationMessages, type AutomationRunDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { eventOfCompany, lockRun, runById, saveRun } from './automation.repository.ts';
import { presentRun } from './company-events.presenter.ts';
import { executeRun } from './run-company-event.ts';

/**
 * POST /companies/{id}/company-events/{eventId}/runs/{runId}/retry: a failed run again, now, in the request
 * (the user sees the outcome); it resumes at the action that failed. Another company's run is 404; a run
 * that has not failed is 422.
 */
export async function retryRun(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  eventId: number,
  runId: number,
): Promise<AutomationRunDto> {
  await inTransaction(ctx, async (tx) => {
    if (!(await eventOfCompany(tx, scope.id, eventId))) throw new AppError('NOT_FOUND');
    const run = await lockRun(tx, runId);
    if (!run || run.companyEventId !== eventId) throw new AppError('NOT_FOUND');
    if (run.status !== 'failed') throw fieldError('runId', AutomationMessages.runNotFailed);
    await saveRun(tx, runId, { status: 'queued' });
    await recordEvent(tx, {
      entityType: 'company_event',
      entityId: eventId,
      action: 'run_retried',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { runId },
    });
  });
  await executeRun(ctx, runId);
  return presentRun((await runById(ctx.db, runId))!);
}
