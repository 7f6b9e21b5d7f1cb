import { isMember, isSystemUser } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../http/guard.ts';
import { findJobRun, listUserJobRuns } from './job-runs.repository.ts';
import type { JobRunRow } from './job-runs.tables.ts';

/**
 * A tracked job the actor may see: their own, one of a company they belong to, or any for the system
 * company. Anything else is 404, as every other company's record (§6).
 */
export async function visibleJobRun(ctx: AppContext, actor: Actor, id: number) {
  const row = await findJobRun(ctx.db, id);
  if (
    !row ||
    !(
      row.userId === actor.user.id ||
      (row.companyId !== null && isMember(actor.user, row.companyId)) ||
      isSystemUser(actor.user)
    )
  )
    throw new AppError('NOT_FOUND');
  return row;
}

/** A job only its owner may act on (cancel, download); a colleague who can see it gets 403. */
async function ownJobRun(ctx: AppContext, actor: Actor, id: number): Promise<JobRunRow> {
  const row = await visibleJobRun(ctx, actor, id);
  if (row.userId !== actor.user.id) throw new AppError('FORBIDDEN');
  return row;
}

/** GET /jobs: the caller's own jobs, newest first (only queued and running ones with `active`). */
export function listMyJobRuns(
  ctx: AppContext,
  actor: Actor,
  q: { active?: '0' | '1'; kind?: string },
) {
  return listUserJobRuns(ctx.db, actor.user.id, {
    active: q.active === '1',
    ...(q.kind ? { kind: q.kind } : {}),
    limit: 20,
  });
}

/** POST /jobs/{id}/cancel by its owner: a finished job is 409 JOB_NOT_CANCELLABLE. */
export async function cancelJobRun(ctx: AppContext, actor: Actor, id: number) {
  const row = await ownJobRun(ctx, actor, id);
  const cancelled = await ctx.trackedJobs.cancel(row);
  if (!cancelled) throw new AppError('JOB_NOT_CANCELLABLE');
  return cancelled;
}

/** GET /jobs/{id}/result by its owner: the file a succeeded job produced. */
export async function jobRunResult(ctx: AppContext, actor: Actor, id: number) {
  const row = await ownJobRun(ctx, actor, id);
  if (row.state !== 'succeeded' || !row.resultKey) throw new AppError('JOB_RESULT_NOT_READY');
  const body = await ctx.storage.get(row.resultKey);
  if (!body) throw new AppError('NOT_FOUND');
  return {
    body,
    name: row.resultName ?? `job-${row.id}`,
    contentType: row.resultContentType ?? 'application/octet-stream',
  };
}
