// The mail outbox with several flushers (decision 105): each message is claimed by one of them with a
// lease, so N processes flushing at once send every message exactly once over real SMTP.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { inTransaction } from '../db/unit-of-work.ts';
import { claimOutboxMails } from './mail.repository.ts';
import { mailOutbox } from './mail.tables.ts';
import { Mailer } from './mailer.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
/** The other processes' connection pools on PostgreSQL (PGlite has one connection: the same one). */
const others: Database[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const url = server.ctx.database.pool?.options.connectionString;
  for (let i = 0; i < 2; i++)
    others.push(url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : server.ctx.database);
});
afterAll(async () => {
  for (const db of others) if (db !== server.ctx.database) await db.close();
  await server.close();
  await smtp.close();
});

/** A flusher as another process has it: its own Mailer (and SMTP connection) on its own pool. */
const flusher = (database: Database) =>
  new Mailer(database.db, { smtpUrl: smtp.url, from: 'turbine@example.com', log: server.ctx.log });

async function queueMails(prefix: string, count: number): Promise<string[]> {
  const to = Array.from({ length: count }, (_, i) => `${prefix}-${i}-${process.pid}@example.com`);
  await inTransaction(server.ctx, async (tx) => {
    for (const address of to)
      await server.ctx.mailer.queue(tx, { to: address, subject: `Hello ${address}`, text: 'Hi' });
  });
  return to;
}

const received = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).length;

describe('mail outbox with several flushers', () => {
  it('sends each message exactly once when three processes flush at the same time', async () => {
    const to = await queueMails('many', 60);
    const flushers = [server.ctx.mailer, flusher(others[0]!), flusher(others[1]!)];
    try {
      // Each flushes twice, all at once: six concurrent runs over the same 60 messages.
      await Promise.all(flushers.flatMap((f) => [f.flush(), f.flush().then(() => f.flush())]));
      await smtp.waitFor(60, 10_000);
      await new Promise((r) => setTimeout(r, 300)); // a duplicate would have arrived by now
      expect(to.map(received)).toEqual(Array(60).fill(1));
      const rows = await server.ctx.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, to));
      expect(rows.map((r) => [r.status, r.attempts, r.claimedUntil])).toEqual(
        Array(60).fill(['sent', 1, null]),
      );
    } finally {
      for (const f of flushers.slice(1)) f.close();
    }
  });

  it('leaves a message claimed by a crashed flusher until its lease runs out, then sends it once', async () => {
    const [address] = await queueMails('crashed', 1);
    // A flusher claims it, then its process dies before sending.
    const claimed = await claimOutboxMails(others[0]!.db, 5, 100, 300);
    const row = claimed.find((m) => m.toAddress === address)!;
    expect(row.claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 250_000);

    await server.ctx.mailer.flush();
    expect(received(address!)).toBe(0);

    // The lease runs out.
    await server.ctx.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row.id));
    await server.ctx.mailer.flush();
    expect(received(address!)).toBe(1);
    const [stored] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
  });
});
