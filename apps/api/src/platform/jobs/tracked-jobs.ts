import { randomUUID } from 'node:crypto';
import { JOB_UPDATED_EVENT, type JobRunState } from '@turbine/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import type { RealtimeServer } from '../realtime/index.ts';
import type { Jobs } from './jobs.ts';
import { userChannelName } from '../realtime/index.ts';
import { presentJobRun } from './job-runs.presenter.ts';
import {
  abandonedJobRunIds,
  findJobRun,
  insertJobRun,
  setJobRunQueueId,
  transitionJobRun,
} from './job-runs.repository.ts';
import type { JobRunRow } from './job-runs.tables.ts';

/** Thrown by a handler: the job fails with this message as the reason its user reads. */
export class JobFailure extends Error {}

/** Thrown by `report` when the job was cancelled: the handler stops there (decision 106). */
export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
  }
}

/** What a handler sees of its job. */
export interface TrackedJobRun<I> {
  id: number;
  companyId: number | null;
  userId: number;
  input: I;
  /** Records progress (counts), pushes it to the user; throws `JobCancelled` once the job is cancelled. */
  report(done: number, total: number | null): Promise<void>;
}

/** A file the job produced: stored through platform storage, downloadable by the job's owner. */
export interface TrackedJobResult {
  body: Buffer;
  name: string;
  contentType: string;
}

export interface TrackedJobDefinition<I extends object> {
  /** Also its pg-boss queue name. */
  kind: string;
  handler: (run: TrackedJobRun<I>) => Promise<TrackedJobResult | void>;
}

const ACTIVE: readonly JobRunState[] = ['queued', 'running'];
/** A job failing for a reason its handler did not word gets this one; the error goes to the operator. */
const GENERIC_FAILURE = 'The job failed. The operator can see why and retry it.';
/** The reason of a job whose worker stopped (died, or its pg-boss job expired) before it finished. */
export const ABANDONED_FAILURE =
  'The job stopped before it finished (its worker was lost). The operator can retry it.';
/** A job recorded this long ago that never reached its queue is given up. */
const ORPHAN_AFTER_SECONDS = 600;

/**
 * Tracked jobs (decision 106): a `job_runs` row per job a user asked for, run by pg-boss on a queue per
 * kind. Every state change is written first, then pushed as `job.updated` on the user's private channel.
 * A failure is final (retry limit 0): the operator retries it from the Jobs page.
 */
export class TrackedJobs {
  private readonly kinds = new Set<string>();

  constructor(
    private readonly ctx: {
      db: Db;
      database: Database;
      jobs: Jobs;
      storage: FileStorage;
      realtime: RealtimeServer;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Adds a job kind; call before the queue starts (as `Jobs.define`). */
  define<I extends object>(def: TrackedJobDefinition<I>): void {
    this.kinds.add(def.kind);
    this.ctx.jobs.define<{ runId: number }>({
      name: def.kind,
      queue: { retryLimit: 0 },
      handler: ({ runId }) => this.run(def, runId),
    });
  }

  /** Records a queued job for the user and sends it to its queue; the row as it now stands. */
  async enqueue(input: {
    kind: string;
    companyId: number | null;
    userId: number;
    data: object;
  }): Promise<JobRunRow> {
    if (!this.kinds.has(input.kind)) throw new Error(`unknown job kind ${input.kind}`);
    const row = await insertJobRun(this.ctx.db, {
      kind: input.kind,
      companyId: input.companyId,
      userId: input.userId,
      input: input.data,
    });
    const queueJobId = await this.ctx.jobs.send(input.kind, { runId: row.id });
    if (queueJobId) await setJobRunQueueId(this.ctx.db, row.id, queueJobId);
    await this.push(row);
    return { ...row, queueJobId };
  }

  /** Marks a queued or running job cancelled (a running handler stops at its next report). */
  async cancel(row: JobRunRow): Promise<JobRunRow | null> {
    const cancelled = await transitionJobRun(this.ctx.db, row.id, ACTIVE, 'cancelled', {
      finishedAt: new Date(),
    });
    if (!cancelled) return null;
    // A job still waiting in its queue need not be picked up at all; a running one ends by itself.
    if (row.state === 'queued' && row.queueJobId)
      await this.ctx.jobs.queue.cancel(row.kind, row.queueJobId).catch(() => undefined);
    await this.push(cancelled);
    return cancelled;
  }

  /** Puts a failed job back in the queued state (the operator retries its pg-boss job). */
  async requeue(runId: number): Promise<void> {
    const row = await transitionJobRun(this.ctx.db, runId, ['failed'], 'queued', {
      done: 0,
      total: null,
      failureReason: null,
      finishedAt: null,
    });
    if (row) await this.push(row);
  }

  private async run<I extends object>(def: TrackedJobDefinition<I>, runId: number): Promise<void> {
    // Cancelled while queued (or gone): nothing to do. 'running' again is a retry after a lost worker.
    const started = await transitionJobRun(this.ctx.db, runId, ACTIVE, 'running', {
      startedAt: new Date(),
      done: 0,
      countAttempt: true,
    });
    if (!started) return;
    await this.push(started);
    const handle: TrackedJobRun<I> = {
      id: started.id,
      companyId: started.companyId,
      userId: started.userId,
      input: started.input as I,
      report: async (done, total) => {
        const row = await transitionJobRun(this.ctx.db, runId, ['running'], 'running', {
          done,
          total,
        });
        if (!row) throw new JobCancelled();
        await this.push(row);
      },
    };
    let result: TrackedJobResult | void;
    try {
      result = await def.handler(handle);
    } catch (error) {
      if (error instanceof JobCancelled) return;
      const reason = error instanceof JobFailure ? error.message : GENERIC_FAILURE;
      await this.finish(runId, 'failed', { failureReason: reason.slice(0, 2000) });
      // Thrown on, pg-boss records the job failed with its error for the operator's page.
      throw error;
    }
    const stored = result ? await this.store(started, result) : {};
    await this.finish(runId, 'succeeded', stored);
  }

  private async store(row: JobRunRow, result: TrackedJobResult) {
    const owner = row.companyId ? `companies/${row.companyId}` : `users/${row.userId}`;
    const key = `${owner}/jobs/${row.id}/${randomUUID()}`;
    await this.ctx.storage.put(key, result.body, result.contentType);
    return { resultKey: key, resultName: result.name, resultContentType: result.contentType };
  }

  private async finish(
    runId: number,
    state: 'succeeded' | 'failed',
    set: Parameters<typeof transitionJobRun>[4],
  ): Promise<void> {
    const row = await transitionJobRun(this.ctx.db, runId, ['running'], state, {
      ...set,
      finishedAt: new Date(),
    });
    if (row) await this.push(row);
  }

  /** Pushes the job's state to its user; best effort (the web polls GET /jobs/{id} as a fallback). */
  private async push(row: JobRunRow): Promise<void> {
    try {
      await this.ctx.realtime.publish(
        userChannelName(row.userId),
        JOB_UPDATED_EVENT,
        presentJobRun(row),
      );
    } catch (error) {
      this.ctx.log.warn({ err: error, jobRun: row.id }, 'job progress push failed');
    }
  }

  /**
   * Marks failed every tracked job whose pg-boss job ended without it (a worker lost mid-job; the
   * periodic `job-runs-reconcile` job): its user sees the failure instead of a bar that never moves, and
   * the operator can retry it. Returns how many were marked.
   */
  async reconcile(): Promise<number> {
    let marked = 0;
    for (const id of await abandonedJobRunIds(this.ctx.database, ORPHAN_AFTER_SECONDS)) {
      const row = await transitionJobRun(this.ctx.db, id, ACTIVE, 'failed', {
        failureReason: ABANDONED_FAILURE,
        finishedAt: new Date(),
      });
      if (!row) continue;
      marked++;
      await this.push(row);
    }
    return marked;
  }

  /** The job as it stands (for a caller that has just changed it elsewhere). */
  find(id: number): Promise<JobRunRow | null> {
    return findJobRun(this.ctx.db, id);
  }
}
