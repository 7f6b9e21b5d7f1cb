import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../db/client.ts';
import { inTransaction, type AfterCommitTask } from '../db/unit-of-work.ts';
import {
  insertOutboxRow,
  lockPendingOutboxRow,
  markOutboxDelivered,
  pendingOutboxPage,
  recordOutboxFailure,
} from './outbox.repository.ts';

/**
 * Applies one row's effect inside the delivery transaction, which also marks the row delivered: the
 * effect and the mark commit together, so a delivered row is never applied twice. Work outside the
 * database (realtime pushes) goes to `after`, run once the delivery has committed.
 */
export type OutboxHandler = (
  tx: Tx,
  payload: unknown,
  after: (task: AfterCommitTask) => void,
) => Promise<void>;

export type DeliveryResult = 'delivered' | 'skipped' | 'retry' | 'dead';

/** Sends a delivery to the job queue (with a delay) when the in-process attempt failed or was lost. */
export type DeliveryScheduler = (id: number, delaySeconds: number) => Promise<void>;

/**
 * The transactional outbox (decision 102). `write` adds a row in the business transaction and, after
 * commit, delivers it at once in-process (the fast path that keeps today's latency); a row whose fast
 * path failed or never ran (a crash between commit and delivery) is delivered by the `outbox-deliver`
 * job, found by the sweep the workers run at start and every minute.
 */
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler>();
  private scheduler: DeliveryScheduler | null = null;

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger },
    readonly maxAttempts = 5,
  ) {}

  /** Declares what delivers a topic; one handler per topic. */
  handle(topic: string, handler: OutboxHandler): void {
    this.handlers.set(topic, handler);
  }

  /** Where retries go (the jobs platform); without it a failed fast path waits for the sweep. */
  useScheduler(scheduler: DeliveryScheduler | null): void {
    this.scheduler = scheduler;
  }

  /** Writes a row in the caller's transaction and queues its in-process delivery for after commit. */
  async write(
    tx: Executor,
    after: (task: AfterCommitTask) => void,
    topic: string,
    payload: unknown,
  ): Promise<number> {
    const id = await insertOutboxRow(tx, { topic, payload });
    after(() => this.deliverSoon(id));
    return id;
  }

  /** The fast path: deliver now; on failure hand the row to the job queue with a first delay. */
  private async deliverSoon(id: number): Promise<void> {
    const result = await this.deliver(id);
    if (result === 'retry' && this.scheduler) await this.scheduler(id, 1);
  }

  /**
   * Delivers one row at most once: it is locked with SKIP LOCKED, so a second worker passes over a row
   * being delivered and a delivered row is skipped. A failure rolls the effect back and counts the
   * attempt; after `maxAttempts` the row is dead ('failed', with its last error).
   */
  async deliver(id: number): Promise<DeliveryResult> {
    try {
      return await inTransaction(this.deps, async (tx, after) => {
        const row = await lockPendingOutboxRow(tx, id);
        if (!row) return 'skipped';
        const handler = this.handlers.get(row.topic);
        if (!handler) throw new Error(`no outbox handler for topic ${row.topic}`);
        await handler(tx, row.payload, after);
        await markOutboxDelivered(tx, id);
        return 'delivered';
      });
    } catch (error) {
      const failure = await recordOutboxFailure(
        this.deps.db,
        id,
        this.maxAttempts,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      this.deps.log.warn({ err: error, outboxId: id, ...failure }, 'outbox delivery failed');
      return failure?.status === 'failed' ? 'dead' : 'retry';
    }
  }

  /**
   * The sweep (decision 105): every pending row older than `olderThanMs`, page by page in id order. A row
   * never tried (its fast path never ran: the process died after commit) is delivered here and now —
   * one queued job per row would cost a worker poll each; a row already tried goes back to the queue,
   * whose pending retry keeps its backoff.
   */
  async sweep(olderThanMs: number, pageSize = 500): Promise<{ delivered: number; queued: number }> {
    const before = new Date(Date.now() - olderThanMs);
    const result = { delivered: 0, queued: 0 };
    for (let afterId = 0; ;) {
      const page = await pendingOutboxPage(this.deps.db, before, afterId, pageSize);
      for (const row of page) {
        if (row.attempts > 0) {
          await this.scheduler?.(row.id, 0);
          result.queued++;
          continue;
        }
        const delivered = await this.deliver(row.id);
        if (delivered === 'delivered') result.delivered++;
        else if (delivered === 'retry') await this.scheduler?.(row.id, 1);
      }
      if (page.length < pageSize) return result;
      afterId = page[page.length - 1]!.id;
    }
  }
}
