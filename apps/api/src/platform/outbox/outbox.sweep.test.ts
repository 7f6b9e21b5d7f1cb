// The outbox sweep (decision 105): a backlog left by a crash is delivered in pages by the sweep itself,
// once each; a row already tried goes back to the queue, keeping its retry's backoff.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { findOutboxRow, insertOutboxRow } from './outbox.repository.ts';
import { outbox as outboxTable } from './outbox.tables.ts';
import { Outbox } from './outbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('outbox sweep', () => {
  it('delivers a backlog larger than a page once each, and queues the rows already tried', async () => {
    const { ctx } = server;
    const outbox = new Outbox({ db: ctx.db, log: ctx.log });
    const applied: number[] = [];
    outbox.handle('test.sweep', async (_tx, payload) => {
      applied.push((payload as { n: number }).n);
    });
    const queued: number[] = [];
    outbox.useScheduler(async (id) => void queued.push(id));
    const ids: number[] = [];
    for (let n = 0; n < 7; n++)
      ids.push(await insertOutboxRow(ctx.db, { topic: 'test.sweep', payload: { n } }));
    // The fourth row's fast path failed once: its retry is the queue's.
    await ctx.db.update(outboxTable).set({ attempts: 1 }).where(eq(outboxTable.id, ids[3]!));

    expect(await outbox.sweep(0, 3)).toEqual({ delivered: 6, queued: 1 });
    expect(applied).toEqual([0, 1, 2, 4, 5, 6]);
    expect(queued).toEqual([ids[3]]);
    expect((await findOutboxRow(ctx.db, ids[0]!))?.status).toBe('delivered');
    expect((await findOutboxRow(ctx.db, ids[3]!))?.status).toBe('pending');

    // Swept again: nothing is applied twice.
    expect(await outbox.sweep(0, 3)).toEqual({ delivered: 0, queued: 1 });
    expect(applied).toHaveLength(6);
  });
});
