import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JobRunState } from '@turbine/domain';
import type { Database, Executor } from '../db/client.ts';
import { jobRuns, type JobRunRow } from './job-runs.tables.ts';

export async function insertJobRun(
  db: Executor,
  row: { kind: string; companyId: number | null; userId: number; input: object },
): Promise<JobRunRow> {
  const [created] = await db.insert(jobRuns).values(row).returning();
  return created!;
}

export async function findJobRun(db: Executor, id: number): Promise<JobRunRow | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row ?? null;
}

export async function setJobRunQueueId(db: Executor, id: number, queueJobId: string) {
  await db.update(jobRuns).set({ queueJobId }).where(eq(jobRuns.id, id));
}

/** The user's jobs, newest first; only the queued and running ones when `active`. */
export async function listUserJobRuns(
  db: Executor,
  userId: number,
  opts: { active: boolean; kind?: string; limit: number },
): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.userId, userId),
        opts.active ? inArray(jobRuns.state, ['queued', 'running']) : undefined,
        opts.kind ? eq(jobRuns.kind, opts.kind) : undefined,
      ),
    )
    .orderBy(desc(jobRuns.id))
    .limit(opts.limit);
}

/**
 * Moves a job from one of `from` to `to` with the given columns; null when it is in none of them (a
 * cancelled job's handler finds out this way at its next report).
 */
export async function transitionJobRun(
  db: Executor,
  id: number,
  from: readonly JobRunState[],
  to: JobRunState,
  set: Partial<
    Pick<
      JobRunRow,
      | 'done'
      | 'total'
      | 'failureReason'
      | 'resultKey'
      | 'resultName'
      | 'resultContentType'
      | 'startedAt'
      | 'finishedAt'
    >
  > & { countAttempt?: boolean } = {},
): Promise<JobRunRow | null> {
  const { countAttempt, ...columns } = set;
  const [row] = await db
    .update(jobRuns)
    .set({
      ...columns,
      state: to,
      updatedAt: new Date(),
      ...(countAttempt ? { attempts: sql`${jobRuns.attempts} + 1` } : {}),
    })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.state, [...from])))
    .returning();
  return row ?? null;
}

/** A row of pg-boss's own job table, as the operator's Jobs page lists it. */
export interface QueueJobRecord {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  run_id: string | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

/**
 * pg-boss's jobs, newest first (its `pgboss.job` table: pg-boss 12 has no call that lists across queues
 * by state). Optional filters on state and queue; pg-boss's internal queues (`__pgboss__send-it`, its cron
 * dispatch) are left out.
 */
export async function listQueueJobs(
  database: Database,
  opts: { state?: string; queue?: string; limit: number },
): Promise<QueueJobRecord[]> {
  return database.queryRows<QueueJobRecord>(
    'system_jobs_list',
    `select id::text as id, name, state::text as state, retry_count, retry_limit, output,
       data->>'runId' as run_id, created_on, started_on, completed_on
     from pgboss.job
     where ($1::text is null or state::text = $1) and ($2::text is null or name = $2)
       and not starts_with(name, '__pgboss__')
     order by created_on desc, id
     limit $3`,
    [opts.state ?? null, opts.queue ?? null, opts.limit],
  );
}

/**
 * Tracked jobs still queued or running whose pg-boss job has ended without them: failed or cancelled in
 * the queue (a worker that died mid-job: pg-boss expires it, and tracked jobs take no retries), gone from
 * the queue, or never queued at all (the send failed) `orphanAfterSeconds` after they were recorded.
 */
export async function abandonedJobRunIds(
  database: Database,
  orphanAfterSeconds: number,
): Promise<number[]> {
  const rows = await database.queryRows<{ id: number }>(
    'job_runs_abandoned',
    `select r.id
     from job_runs r
     left join pgboss.job j on j.id::text = r.queue_job_id
     where r.state in ('queued', 'running')
       and (
         (r.queue_job_id is not null and (j.id is null or j.state::text in ('failed', 'cancelled')))
         or (r.queue_job_id is null and r.created_at < now() - make_interval(secs => $1))
       )
     order by r.id
     limit 500`,
    [orphanAfterSeconds],
  );
  return rows.map((r) => Number(r.id));
}
