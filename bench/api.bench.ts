/**
 * DESIGN §10 API budget: a DB-backed read (GET /user with a session) against the same server's bare
 * JSON route (/health), 50 connections, on PostgreSQL. Run: npx tsx bench/api.bench.ts
 * Uses BENCH_DATABASE_URL (default: the local PostgreSQL's `test` server, in a fresh database).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { configSchema } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/seed/reference.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_${Date.now()}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function run(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const config = configSchema.parse({ NODE_ENV: 'production', SERVE_WEB: 'false', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PASSWORD_EXPIRY_DAYS: '0' });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const user = await buildUser(ctx);
  await buildCompany(ctx, { admins: [user] });
  await buildCompany(ctx, { staff: [user] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;

  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join(';'))![1]!;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf), cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  const session = /turbine_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;

  await run(`${base}/health`, {}); // warm-up
  const bare = await run(`${base}/health`, {});
  const userRead = await run(`${base}/user`, { cookie: `turbine_session=${session}` });
  const ratio = userRead.rps / bare.rps;
  console.log(JSON.stringify({ bench: 'api', durationSeconds: DURATION, connections: 50, bare, getUser: userRead, ratio: Number(ratio.toFixed(3)) }, null, 2));
  console.log(`GET /user: ${userRead.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(1)} % of /health at ${bare.rps.toFixed(0)} req/s), p99 ${userRead.p99} ms — budget ≥ 25 % and p99 ≤ 50 ms`);
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
