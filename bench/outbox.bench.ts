// The transactional outbox (decisions 102, 105) on PostgreSQL, in a fresh database:
// 1. throughput: rows delivered per second by one worker — a backlog written with no fast path (the
//    process died after commit) delivered by a starting worker's sweep; each row is a domain event whose
//    delivery creates a notification and pushes it on the user's channel;
// 2. latency: a business commit → a notification received by a real pusher-js client, through the
//    outbox (record in the transaction, delivered after commit) vs as before the outbox (a listener
//    after commit creating it directly), with 5,000 other clients connected to the same server.
// The API, its worker, PostgreSQL and the clients share one machine (and this process, but PostgreSQL).
// Run: npx tsx bench/outbox.bench.ts   (env: BENCH_DATABASE_URL, OUTBOX_BENCH_ROWS, OUTBOX_BENCH_SAMPLES,
// REALTIME_BENCH_CLIENTS)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { DOMAIN_EVENT_TOPIC, type DomainEvent } from '../apps/api/src/platform/context.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { startWorkers } from '../apps/api/src/platform/jobs/platform-jobs.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import {
  NOTIFICATION_CREATED_EVENT,
  notifyFromEvent,
} from '../apps/api/src/modules/notifications/index.ts';
import { buildUser } from '../apps/api/test/factories.ts';
import { connectClients, percentile, pusherClient } from './realtime-clients.ts';
import { benchConfig } from './bench-config.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.OUTBOX_BENCH_ROWS ?? 3000);
const SAMPLES = Number(process.env.OUTBOX_BENCH_SAMPLES ?? 300);
const CLIENTS = Number(process.env.REALTIME_BENCH_CLIENTS ?? 5000);
const BUDGET_P99_MS = 50;

const watchdog = setTimeout(() => {
  console.error('outbox bench: timed out after 300 s');
  process.exit(2);
}, 300_000);

const dbName = `turbine_outbox_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const config = benchConfig({
    // Every bench client connects from 127.0.0.1.
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 10),
    REALTIME_MAX_ANONYMOUS_PER_ADDRESS: String(CLIENTS + 10),
    REALTIME_MAX_NEW_CONNECTIONS_PER_MINUTE: String(CLIENTS + 10),
  });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const target = {
    port: (app.server.address() as AddressInfo).port,
    appKey: config.PUSHER_APP_KEY,
    appSecret: config.PUSHER_APP_SECRET,
  };
  const users: Awaited<ReturnType<typeof buildUser>>[] = [];
  for (let i = 0; i < 20; i++) users.push(await buildUser(ctx));
  const event = (userId: number, data: Record<string, unknown> = {}): DomainEvent => ({
    type: 'company.user_removed',
    companyId: null,
    actorUserId: null,
    userIds: [userId],
    data: { companyName: 'Bench Pty Ltd', ...data },
  });

  // 1. Throughput: a backlog committed without its fast path, delivered by one starting worker.
  await inTransaction(ctx, async (tx) => {
    for (let n = 0; n < ROWS; n++)
      await ctx.outbox.write(tx, () => undefined, DOMAIN_EVENT_TOPIC, event(users[n % 20]!.id));
  });
  const pending = async () =>
    Number(
      (
        await database.pool!.query<{ n: string }>(
          `select count(*) as n from outbox where status = 'pending'`,
        )
      ).rows[0]!.n,
    );
  const workStart = performance.now();
  await startWorkers(ctx);
  while ((await pending()) > 0) {
    if (performance.now() - workStart > 120_000) throw new Error('backlog not delivered in 120 s');
    await sleep(50);
  }
  const workSeconds = (performance.now() - workStart) / 1000;
  const {
    rows: [span],
  } = await database.pool!.query<{ n: string; seconds: number }>(
    `select count(*) as n, extract(epoch from max(delivered_at) - min(delivered_at))::float8 as seconds
       from outbox where status = 'delivered'`,
  );
  const notifications = Number(
    (await database.pool!.query<{ n: string }>('select count(*) as n from user_notifications'))
      .rows[0]!.n,
  );
  console.log(
    `throughput: ${ROWS} outbox rows (${notifications} notifications created and pushed) delivered by ` +
      `one worker: ${(ROWS / span!.seconds).toFixed(0)} rows/s from first to last delivery ` +
      `(${span!.seconds.toFixed(2)} s); all delivered ${workSeconds.toFixed(2)} s after the worker's start`,
  );

  // 2. Latency to a pusher-js client, with CLIENTS raw clients connected on their own user channels.
  const connectStart = performance.now();
  const sockets = await connectClients(
    target,
    CLIENTS,
    (i) => [`private-user.${1_000_000 + i}`],
    () => undefined,
  );
  console.log(
    `connected ${sockets.length} clients in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
  );
  const user = users[0]!;
  const pusher = pusherClient(target);
  const channel = pusher.subscribe(`private-user.${user.id}`);
  await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
  const waiting = new Map<string, (at: number) => void>();
  channel.bind(NOTIFICATION_CREATED_EVENT, (payload: { data?: { message?: string } }) => {
    const at = performance.now();
    const key = payload.data?.message ?? '';
    for (const [sample, resolve] of waiting)
      if (key.includes(sample)) {
        waiting.delete(sample);
        resolve(at);
      }
  });
  const received = (sample: string) =>
    new Promise<number>((resolve, reject) => {
      waiting.set(sample, resolve);
      setTimeout(() => reject(new Error(`sample ${sample} not received`)), 5000).unref();
    });

  const viaOutbox: number[] = [];
  const direct: number[] = [];
  for (let n = 0; n < SAMPLES * 2; n++) {
    const sample = `#s${n}#`;
    const e = event(user.id, { companyName: `Bench ${sample}` });
    const arrival = received(sample);
    const start = performance.now();
    if (n % 2 === 0) {
      // Through the outbox: recorded in the business transaction, delivered after commit.
      await inTransaction(ctx, async (tx, after) => {
        await tx.execute(sql`select 1`);
        await ctx.events.record(tx, after, e);
      });
      viaOutbox.push((await arrival) - start);
    } else {
      // As before the outbox: an after-commit listener creating the notification directly.
      await inTransaction(ctx, async (tx, after) => {
        await tx.execute(sql`select 1`);
        after(async () => void (await notifyFromEvent(ctx, e)));
      });
      direct.push((await arrival) - start);
    }
    if (n % 20 === 19) await sleep(5);
  }
  const o = stats(viaOutbox);
  const d = stats(direct);
  console.log(
    `commit → pusher-js receipt (${SAMPLES} each, ${sockets.length} other clients connected):\n` +
      `  through the outbox     p50 ${ms(o.p50)}  p99 ${ms(o.p99)}  max ${ms(o.max)}\n` +
      `  direct (before 102)    p50 ${ms(d.p50)}  p99 ${ms(d.p99)}  max ${ms(d.max)}\n` +
      `  added by the outbox    p50 ${ms(o.p50 - d.p50)}  p99 ${ms(o.p99 - d.p99)}`,
  );
  const verdict = o.p99 <= BUDGET_P99_MS ? 'within' : 'OVER';
  console.log(`budget: p99 ≤ ${BUDGET_P99_MS} ms to a notification client → ${verdict}`);
  process.exitCode = o.p99 <= BUDGET_P99_MS ? 0 : 1;

  pusher.disconnect();
  for (const ws of sockets) ws.terminate();
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  clearTimeout(watchdog);
}
