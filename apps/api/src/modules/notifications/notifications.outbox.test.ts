// The transactional outbox (decision 102): a crash between commit and delivery loses nothing, a failing
// consumer is retried with backoff and dead-lettered, two workers never deliver one row twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { DOMAIN_EVENT_TOPIC, type DomainEvent } from '../../platform/context.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { startWorkers } from '../../platform/jobs/platform-jobs.ts';
import { Outbox } from '../../platform/outbox/outbox.ts';
import { findOutboxRow, insertOutboxRow } from '../../platform/outbox/outbox.repository.ts';
import { storedNotifications } from './notifications.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const removed = (userId: number): DomainEvent => ({
  type: 'company.user_removed',
  companyId: null,
  actorUserId: null,
  userIds: [userId],
  data: { companyName: 'Acme' },
});

/** Polls until `check` holds; every wait in these tests is bounded. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('transactional outbox', () => {
  it('delivers a committed row whose in-process delivery never ran, exactly once', async () => {
    const { ctx } = server;
    const user = await buildUser(ctx);
    // The "crash": the row commits with the business transaction, its after-commit delivery is dropped.
    const id = await inTransaction(ctx, (tx) =>
      ctx.outbox.write(tx, () => undefined, DOMAIN_EVENT_TOPIC, removed(user.id)),
    );
    expect(await storedNotifications(ctx, user.id)).toHaveLength(0);

    await startWorkers(ctx); // a restarted worker sweeps what is pending
    await eventually(async () => (await findOutboxRow(ctx.db, id))?.status === 'delivered');
    expect(await storedNotifications(ctx, user.id)).toHaveLength(1);

    // Delivered again (a duplicate job, a second sweep): nothing more is created.
    expect(await ctx.outbox.deliver(id)).toBe('skipped');
    expect(await storedNotifications(ctx, user.id)).toHaveLength(1);
  }, 40_000);

  it('retries a failing consumer through the job queue with backoff until it succeeds', async () => {
    const { ctx } = server;
    const user = await buildUser(ctx);
    const attempts: number[] = [];
    ctx.events.subscribeDurable(async (event) => {
      if (!event.userIds.includes(user.id)) return;
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('consumer down');
    });
    const id = await inTransaction(ctx, (tx, after) =>
      ctx.events.record(tx, after, removed(user.id)),
    );
    await eventually(async () => (await findOutboxRow(ctx.db, id))?.status === 'delivered');
    expect(attempts).toHaveLength(3);
    // The first retry waits a second, the next the queue's backoff (at least the 2 s base delay).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    expect(await storedNotifications(ctx, user.id)).toHaveLength(1);
    const row = await findOutboxRow(ctx.db, id);
    expect(row).toMatchObject({ attempts: 3, lastError: expect.stringContaining('consumer down') });
    const queue = await ctx.jobs.queue.getQueue('outbox-deliver');
    expect(queue).toMatchObject({ retryBackoff: true, retryLimit: ctx.outbox.maxAttempts });
  }, 40_000);

  it('dead-letters a row after its last attempt, keeping the error', async () => {
    const { ctx } = server;
    const outbox = new Outbox({ db: ctx.db, log: ctx.log }, 3);
    outbox.handle('test.broken', () => Promise.reject(new Error('always broken')));
    const id = await insertOutboxRow(ctx.db, { topic: 'test.broken', payload: {} });
    expect(await outbox.deliver(id)).toBe('retry');
    expect(await outbox.deliver(id)).toBe('retry');
    expect(await outbox.deliver(id)).toBe('dead');
    expect(await outbox.deliver(id)).toBe('skipped');
    expect(await findOutboxRow(ctx.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('always broken'),
    });
  });

  it('never delivers one row twice from two workers at once', async () => {
    const { ctx } = server;
    // A second worker: its own connection pool on PostgreSQL (PGlite has one connection).
    const url = ctx.database.pool?.options.connectionString;
    const other = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : ctx.database;
    try {
      const deliveries = new Map<number, number>();
      const slowCount = async (_tx: unknown, payload: unknown) => {
        const { n } = payload as { n: number };
        deliveries.set(n, (deliveries.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      };
      const workers = [ctx.db, other.db].map((db) => {
        const outbox = new Outbox({ db, log: ctx.log });
        outbox.handle('test.count', slowCount);
        return outbox;
      });
      const ids: number[] = [];
      for (let n = 0; n < 20; n++)
        ids.push(await insertOutboxRow(ctx.db, { topic: 'test.count', payload: { n } }));
      const results = await Promise.all(workers.flatMap((w) => ids.map((id) => w.deliver(id))));
      expect(results.filter((r) => r === 'delivered')).toHaveLength(20);
      expect([...deliveries.values()]).toEqual(Array(20).fill(1));
    } finally {
      if (other !== ctx.database) await other.close();
    }
  });
});
