/**
 * DESIGN §10 API budget: a DB-backed read (GET /user with a session) against the same server's bare
 * JSON route (/health), 50 connections, on PostgreSQL. Run: npx tsx bench/api.bench.ts
 * Uses BENCH_DATABASE_URL (default: the local PostgreSQL's `test` server, in a fresh database).
 * The load comes from a second process so the generator does not share the server's event loop:
 * `wrk` when installed (Debian package wrk), else autocannon's CLI.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { ActorCache } from '../apps/api/src/platform/http/actor-cache.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_${Date.now()}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  tool: string;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** Milliseconds from wrk's latency notation (e.g. 812.00us, 3.51ms, 1.02s). */
function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

const exec = promisify(execFile);

async function runWrk(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const args = [
    '-t2',
    '-c50',
    `-d${DURATION}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const { stdout: out } = await exec('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '');
  const p99 = ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50, p99, errors: non2xx, tool: 'wrk' };
}

async function runAutocannon(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const bin = join(
    fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url)),
  );
  const args = [
    bin,
    '-c',
    '50',
    '-d',
    String(DURATION),
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  const { stdout } = await exec(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    tool: 'autocannon',
  };
}

const run = (url: string, headers: Record<string, string>) =>
  hasWrk ? runWrk(url, headers) : runAutocannon(url, headers);

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const config = benchConfig({});
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
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  const session = /turbine_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;

  await run(`${base}/health`, {}); // warm-up
  const bare = await run(`${base}/health`, {});
  const cookie = { cookie: `turbine_session=${session}` };
  const cached = await run(`${base}/user`, cookie);
  // The same read with the per-node session cache off: one database round trip per request.
  ctx.actorCache = new ActorCache(0);
  const uncached = await run(`${base}/user`, cookie);
  const pct = (r: LoadResult) => ((r.rps / bare.rps) * 100).toFixed(1);
  console.log(
    JSON.stringify(
      {
        bench: 'api',
        durationSeconds: DURATION,
        connections: 50,
        bare,
        getUserCached: cached,
        getUserUncached: uncached,
      },
      null,
      2,
    ),
  );
  for (const [label, r] of [
    ['GET /user (session cache 1 s, default)', cached],
    ['GET /user (session cache off)', uncached],
  ] as const) {
    console.log(
      `[${r.tool}] ${label}: ${r.rps.toFixed(0)} req/s = ${pct(r)} % of /health (${bare.rps.toFixed(0)} req/s); p99 ${r.p99} ms — budget ≥ 25 %, p99 ≤ 50 ms`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
