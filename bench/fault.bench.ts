/**
 * Issue 23 figures (docs/performance.md "Fault tolerance"), on PostgreSQL:
 * 1. recovery after a connection loss: 8 clients read `GET /user` (session cache off, so every request
 *    reaches the database) while every backend of the server is ended with pg_terminate_backend; the time
 *    from the cut to the first success, and what the clients got meanwhile (5 rounds);
 * 2. latency of unrelated requests while one package's row is locked by another connection: `GET /user`
 *    and another package, against the same with no lock, while 14 clients keep trying to change the
 *    locked package (each answered 409 RECORD_LOCKED at the lock timeout).
 * Run: npx tsx bench/fault.bench.ts (BENCH_DATABASE_URL, default the local `test` server, fresh database).
 * The clients share the server's process: these are latencies of single requests, not throughput.
 */
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { connectionLimitsOf, openDatabase } from '../apps/api/src/platform/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import {
  piQuoteProposal,
  riskPaths,
  riskWorld,
} from '../apps/api/src/modules/risks/risks.test-support.ts';
import type { TestServer } from '../apps/api/test/harness.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_fault_${Date.now()}`;
const APP = `turbine-bench-fault-${process.pid}`;
const LOCK_TIMEOUT_MS = 3000;
// More writers on the locked package than the main pool holds (10): the row gate keeps them off the pool.
const WRITERS = 14;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'turbine-bench-fault-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PASSWORD_EXPIRY_DAYS: '0',
  SESSION_CACHE_MS: '0',
  LOGIN_MAX_ATTEMPTS: '1000',
  DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
});
const database = await openDatabase({
  databaseUrl: u.toString(),
  ...connectionLimitsOf(config, APP),
});
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const server: TestServer = { app, ctx, config, baseUrl: base, close: () => app.close() };
  const w = await riskWorld(server);
  const client = w.broker.client;
  const paths = riskPaths(w.broker.company.id);
  const started = async () => {
    const created = await client.post<{ id: number; risks: { id: number }[] }>(paths.risks, {
      productPackageId: w.productPackageId,
      insured: { name: 'Bench Ltd' },
      addOnProductIds: [],
    });
    const id = created.body.id;
    const mainId = created.body.risks[0]!.id;
    await client.put(paths.proposal(id, mainId), { proposal: piQuoteProposal });
    return { id, mainId };
  };
  const locked = await started();
  const other = await started();
  const timed = async (method: string, path: string, body?: unknown) => {
    const t = performance.now();
    const res = await client.request(method, path, body);
    await res.arrayBuffer();
    return { status: res.status, at: performance.now(), ms: performance.now() - t, t };
  };

  // 1. Recovery after the server's connections are ended.
  const rounds: { recoverySeconds: number; answers: Record<string, number> }[] = [];
  for (let round = 0; round < 5; round++) {
    let stop = false;
    const results: Awaited<ReturnType<typeof timed>>[] = [];
    const clients = Array.from({ length: 8 }, async () => {
      while (!stop) results.push(await timed('GET', '/user'));
    });
    await new Promise((r) => setTimeout(r, 500));
    const cut = performance.now();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like $2`,
      [dbName, `${APP}%`],
    );
    await new Promise((r) => setTimeout(r, 1500));
    stop = true;
    await Promise.all(clients);
    const firstSuccess = results.find((r) => r.t >= cut && r.status === 200);
    const answers: Record<string, number> = {};
    for (const r of results.filter((x) => x.t >= cut - 50))
      answers[r.status] = (answers[r.status] ?? 0) + 1;
    rounds.push({
      recoverySeconds: firstSuccess ? round3((firstSuccess.at - cut) / 1000) : Number.NaN,
      answers,
    });
  }

  // 2. Unrelated requests with and without one package's row lock held elsewhere.
  const sample = async (ms: number) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const until = performance.now() + ms;
    await Promise.all(
      [0, 1].map(async () => {
        while (performance.now() < until)
          for (const path of ['/user', paths.pkg(other.id)]) {
            const r = await timed('GET', path);
            latencies.push(r.ms);
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
      }),
    );
    return {
      requests: latencies.length,
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(Math.max(...latencies)),
      statuses,
    };
  };
  const unlocked = await sample(3000);
  const holder = new pg.Client({ connectionString: u.toString() });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from risk_packages where id = $1 for update', [locked.id]);
  let stopWriters = false;
  const writerAnswers: { status: number; ms: number }[] = [];
  const writers = Array.from({ length: WRITERS }, async () => {
    while (!stopWriters) {
      const r = await timed('POST', paths.action(locked.id, locked.mainId, 'submit'), {});
      writerAnswers.push({ status: r.status, ms: r.ms });
    }
  });
  const whileLocked = await sample(LOCK_TIMEOUT_MS * 2);
  stopWriters = true;
  await Promise.all(writers);
  await holder.query('rollback');
  await holder.end();
  const result = {
    bench: 'fault',
    recovery: rounds,
    unrelatedWithoutLock: unlocked,
    unrelatedWithLock: whileLocked,
    lockedWriters: {
      answers: writerAnswers.length,
      statuses: [...new Set(writerAnswers.map((a) => a.status))],
      p50: round(
        percentile(
          writerAnswers.map((a) => a.ms),
          50,
        ),
      ),
      max: round(Math.max(...writerAnswers.map((a) => a.ms))),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  const recoveries = rounds.map((r) => r.recoverySeconds);
  console.log(
    `recovery after pg_terminate_backend: first success after ${Math.min(...recoveries)}–${Math.max(...recoveries)} s`,
  );
  console.log(
    `unrelated GET /user + another package: p99 ${unlocked.p99} ms without a lock, ${whileLocked.p99} ms (max ${whileLocked.max}) with one package locked`,
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
