import type { SystemJobDto, SystemJobState } from '@turbine/domain';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { listQueueJobs, type QueueJobRecord } from './job-runs.repository.ts';

const epoch = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

/** The last failure's message of a pg-boss job: its `output` holds the thrown error. */
function errorOf(state: string, output: unknown): string | null {
  if (state !== 'failed' && state !== 'retry') return null;
  if (output && typeof output === 'object' && 'message' in output)
    return String((output as { message: unknown }).message).slice(0, 2000);
  return output == null ? null : JSON.stringify(output).slice(0, 2000);
}

function presentQueueJob(r: QueueJobRecord): SystemJobDto {
  const runId = r.run_id === null ? NaN : Number(r.run_id);
  return {
    id: r.id,
    queue: r.name,
    state: r.state as SystemJobState,
    // retry_count counts the retries after the first attempt; a job not yet started has made none.
    attempts: r.started_on ? r.retry_count + 1 : r.retry_count,
    retryLimit: r.retry_limit,
    error: errorOf(r.state, r.output),
    trackedJobId: Number.isInteger(runId) ? runId : null,
    createdAt: epoch(r.created_on)!,
    startedAt: epoch(r.started_on),
    completedAt: epoch(r.completed_on),
  };
}

/** GET /system/jobs (system company): pg-boss's jobs of every queue, newest first. */
export async function listSystemJobs(
  ctx: AppContext,
  q: { state?: SystemJobState; queue?: string; limit: number },
): Promise<SystemJobDto[]> {
  return (await listQueueJobs(ctx.database, q)).map(presentQueueJob);
}

async function queueJob(ctx: AppContext, queue: string, id: string) {
  const boss = ctx.jobs.queue;
  if (!(await boss.getQueue(queue))) throw new AppError('NOT_FOUND');
  const [job] = await boss.findJobs<{ runId?: number }>(queue, { id });
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/** POST /system/jobs/{queue}/{id}/retry: a failed job goes back to its queue (its tracked job too). */
export async function retrySystemJob(ctx: AppContext, queue: string, id: string): Promise<void> {
  const job = await queueJob(ctx, queue, id);
  if (job.state !== 'failed') throw new AppError('JOB_NOT_RETRYABLE');
  if (typeof job.data?.runId === 'number') await ctx.trackedJobs.requeue(job.data.runId);
  await ctx.jobs.queue.retry(queue, id);
}

/** POST /system/jobs/{queue}/{id}/cancel: a queued, retrying or running job is cancelled. */
export async function cancelSystemJob(ctx: AppContext, queue: string, id: string): Promise<void> {
  const job = await queueJob(ctx, queue, id);
  if (!['created', 'retry', 'active'].includes(job.state))
    throw new AppError('JOB_NOT_CANCELLABLE');
  await ctx.jobs.queue.cancel(queue, id);
  if (typeof job.data?.runId === 'number') {
    const run = await ctx.trackedJobs.find(job.data.runId);
    if (run) await ctx.trackedJobs.cancel(run);
  }
}
