import { PgBoss, fromPglite, type Queue, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** A background job kind: its queue options, an optional cron schedule, and what one job does. */
export interface JobDefinition<T extends object = object> {
  name: string;
  queue?: Omit<Queue, 'name'>;
  /** Cron expression (UTC) that sends a job with no data. */
  cron?: string;
  /** Also sent once (with no data) each time a process starts the workers. */
  runAtStart?: boolean;
  handler: (data: T) => Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** The longest `stop()` waits for running jobs before it lets go. */
  stopTimeoutMs?: number;
}

/**
 * pg-boss on the application's own database (decision 102): its tables live in the `pgboss` schema,
 * created by pg-boss itself at start. Every process sends jobs; only a process that `start`s with
 * `work: true` runs them (`npm start` in-process, or `npm run worker` apart from the API).
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly opts: JobsOptions) {
    const { database } = opts;
    this.boss =
      database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
        : // pg-boss opens its own small pool on the same database.
          new PgBoss({ connectionString: database.pool!.options.connectionString, max: 4 });
    this.boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  }

  /** Adds a job kind; call before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  get running(): boolean {
    return this.state === 'started';
  }

  /** Creates pg-boss's schema and the queues; with `work`, runs the workers and the schedules. */
  async start(opts: { work: boolean }): Promise<void> {
    if (this.state !== 'new') return;
    await this.boss.start();
    this.state = 'started';
    for (const def of this.definitions.values()) {
      await this.boss.createQueue(def.name, def.queue ?? {});
      if (def.cron) await this.boss.schedule(def.name, def.cron);
    }
    if (!opts.work) return;
    const pollingIntervalSeconds = this.opts.pollingIntervalSeconds ?? 2;
    for (const def of this.definitions.values()) {
      await this.boss.work<object>(def.name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await def.handler(job.data ?? {});
      });
    }
    for (const def of this.definitions.values())
      if (def.runAtStart) await this.boss.send(def.name, {});
  }

  /** Queues a job; null when a singleton key already has one queued (or the queue is stopped). */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    if (this.state !== 'started') return null;
    return this.boss.send(name, data, options);
  }

  /** The pg-boss instance, for the few callers that read job state (tests, operators). */
  get queue(): PgBoss {
    return this.boss;
  }

  /** Stops the workers, waiting a bounded time for running jobs; safe to call twice or before start. */
  async stop(): Promise<void> {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    const timeout = this.opts.stopTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.boss.stop({ graceful: true, timeout, close: true }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeout + 1000);
        timer.unref();
      }),
    ]).finally(() => clearTimeout(timer));
  }
}
