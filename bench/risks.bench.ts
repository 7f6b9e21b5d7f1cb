/**
 * DESIGN §10 risks budgets on PostgreSQL (decision 092), in a fresh database dropped at the end:
 * (a) a page of 50 risks out of 100,000 packages (`GET /companies/{id}/risks`) against the same server's
 *     bare JSON route (/health), 50 connections — budget ≥ 25 % of the peer, p99 ≤ 50 ms;
 * (b) the bound-policy report over 100,000 transactions — first byte < 1 s, with the total time and the
 *     process's memory while it streams.
 * Run: NODE_OPTIONS=--expose-gc npx tsx bench/risks.bench.ts (env: BENCH_DATABASE_URL, BENCH_SECONDS,
 * BENCH_ONLY=list|report, BENCH_KEEP_DB=1, BENCH_SESSION_CACHE_MS=0 for the uncached figures). The data is written with set-based SQL (generate_series). Load
 * comes from a second process: wrk when installed, else autocannon.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CompanyType } from '@turbine/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { seedDemoProducts } from '../apps/api/src/seed/demo-products.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';
import { generateRiskPackages } from './risks-data.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_risks_${Date.now()}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PACKAGES = 100_000;
const BROKERS = 10;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  tool: string;
}

const exec = promisify(execFile);
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** Milliseconds from wrk's latency notation (e.g. 812.00us, 3.51ms, 1.02s). */
function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

async function runWrk(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const args = [
    '-t2',
    '-c50',
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const { stdout: out } = await exec('wrk', args, { encoding: 'utf8' });
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    errors: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    tool: 'wrk',
  };
}

async function runAutocannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const bin = join(
    fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url)),
  );
  const args = [
    bin,
    '-c',
    '50',
    '-d',
    String(seconds),
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  const { stdout } = await exec(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    tool: 'autocannon',
  };
}

const run = (url: string, headers: Record<string, string>, seconds = DURATION) =>
  hasWrk ? runWrk(url, headers, seconds) : runAutocannon(url, headers, seconds);

/** The report downloaded through HTTP: time to the first body byte, total time, bytes, lines, peak memory. */
async function downloadReport(url: string, cookie: string) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  // With --expose-gc (npm run bench sets it in NODE_OPTIONS) the heap is measured after a collection: what is live.
  const gc = (globalThis as { gc?: () => void }).gc;
  let liveHeapPeak = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    rssPeak = Math.max(rssPeak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
    if (gc && ++ticks % 5 === 0) {
      gc();
      liveHeapPeak = Math.max(liveHeapPeak, process.memoryUsage().heapUsed);
    }
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const headersAt = performance.now() - started;
  let firstByte = Number.NaN;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByte = performance.now() - started;
    bytes += chunk.byteLength;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  if (gc) {
    gc();
    liveHeapPeak = Math.max(liveHeapPeak, process.memoryUsage().heapUsed);
  }
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    status: res.status,
    headersMs: Math.round(headersAt),
    firstByteMs: Math.round(firstByte),
    totalMs: Math.round(total),
    megabytes: mb(bytes),
    lines,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    heapPeakMb: mb(heapPeak),
    liveHeapPeakMb: gc ? mb(liveHeapPeak) : null,
  };
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
const direct = new pg.Client({ connectionString: u.toString() });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  // BENCH_SESSION_CACHE_MS=0 measures every request against PostgreSQL (no per-node session, company or list cache).
  const cacheMs = process.env.BENCH_SESSION_CACHE_MS;
  const config = benchConfig({
    ...(cacheMs !== undefined ? { SESSION_CACHE_MS: cacheMs } : {}),
  });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const user = await buildUser(ctx);
  const underwriter = await buildCompany(ctx, { type: CompanyType.Underwriter, admins: [user] });
  const insurer = await buildCompany(ctx, { type: CompanyType.Insurer });
  const brokers: number[] = [];
  for (let i = 0; i < BROKERS; i++)
    brokers.push((await buildCompany(ctx, { type: CompanyType.Broker })).id);
  const products = await inTransaction(ctx, (tx) => seedDemoProducts(tx, underwriter.id, user.id));
  await direct.connect();
  const {
    rows: [ref],
  } = await direct.query<{ package_id: number; version_id: number }>(
    'select pp.id as package_id, pv.id as version_id from product_packages pp join product_versions pv on pv.product_id = pp.main_product_id where pp.company_id = $1 limit 1',
    [underwriter.id],
  );
  const t = performance.now();
  await generateRiskPackages(
    direct,
    {
      underwriter: underwriter.id,
      insurer: insurer.id,
      brokers,
      productPackage: ref!.package_id,
      mainProduct: products.mainProductId,
      mainVersion: ref!.version_id,
      underwriterUser: user.id,
    },
    PACKAGES,
  );
  console.log(
    `generated ${PACKAGES} packages, risks and bound transactions in ${Math.round(performance.now() - t)} ms`,
  );
  // What autovacuum does to a table that has settled: statistics and the visibility map (index-only counts).
  await direct.query('vacuum analyze risk_packages, risks, risk_transactions');

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
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
  const cookie = `turbine_session=${/turbine_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!}`;
  const risks = `${base}/companies/${underwriter.id}/risks`;
  const check = await fetch(risks, { headers: { cookie } });
  const page = (await check.json()) as { data: unknown[]; meta: { total: number } };
  // Above 1,000 the total is the planner's estimate (decision 134).
  if (check.status !== 200 || page.data.length !== 50 || page.meta.total < 1_000)
    throw new Error(`unexpected list answer ${check.status} ${JSON.stringify(page.meta)}`);

  const only = process.env.BENCH_ONLY; // 'list' or 'report' to run one half
  // (a) the list against the bare route, each after a warm-up.
  await run(`${base}/health`, {}, 3);
  const bare = await run(`${base}/health`, {});
  let list: LoadResult | null = null;
  if (only !== 'report') {
    await run(risks, { cookie }, 3);
    list = await run(risks, { cookie });
  }
  const variants: [string, string][] = [
    ['sorted by insured name', `${risks}?sort=insuredName&direction=asc`],
    ['status filter 3,5', `${risks}?status=3,5`],
    ['search', `${risks}?search=4242`],
    ['page 200', `${risks}?page=200`],
  ];
  const others: Record<string, LoadResult> = {};
  if (!only)
    for (const [label, url] of variants)
      others[label] = await run(url, { cookie }, Math.max(3, Math.round(DURATION / 2)));

  // (b) the report over 2026 (all 100,000 transactions), each format once.
  const from = Date.UTC(2026, 0, 1) / 1000;
  const to = Date.UTC(2026, 11, 31, 23, 59, 59) / 1000;
  const reports: Record<string, Awaited<ReturnType<typeof downloadReport>>> = {};
  const reportUrl = (type: string, until = to) =>
    `${base}/companies/${underwriter.id}/report/bound-policies?date_from=${from}&date_to=${until}&type=${type}`;
  if (only !== 'list') {
    // A tenth of the rows first: if memory follows the rows, the full file's peak is far above this one's.
    reports['csv, first ~10,000 rows'] = await downloadReport(
      reportUrl('csv', from + 34 * 86_400 - 1),
      cookie,
    );
    for (const type of ['csv', 'json', 'txt'])
      reports[type] = await downloadReport(reportUrl(type), cookie);
  }

  const pct = (r: LoadResult) => ((r.rps / bare.rps) * 100).toFixed(1);
  console.log(
    JSON.stringify(
      {
        bench: 'risks',
        durationSeconds: DURATION,
        connections: 50,
        packages: PACKAGES,
        bare,
        list,
        others,
        reports,
      },
      null,
      2,
    ),
  );
  if (list)
    console.log(
      `[${list.tool}] GET /companies/{id}/risks (page 1 of 50, ${PACKAGES} visible): ${list.rps.toFixed(0)} req/s = ${pct(list)} % of /health (${bare.rps.toFixed(0)} req/s); p50 ${list.p50} ms, p99 ${list.p99} ms — budget ≥ 25 %, p99 ≤ 50 ms`,
    );
  for (const [label, r] of Object.entries(others))
    console.log(`  ${label}: ${r.rps.toFixed(0)} req/s = ${pct(r)} %; p99 ${r.p99} ms`);
  for (const [type, r] of Object.entries(reports)) {
    console.log(
      `report ${type}: first byte ${r.firstByteMs} ms (budget < 1000), total ${r.totalMs} ms, ${r.megabytes} MB, ${r.lines} lines; RSS ${r.rssBeforeMb} → peak ${r.rssPeakMb} MB, heap peak ${r.heapPeakMb} MB, live heap peak ${r.liveHeapPeakMb ?? '(run with --expose-gc)'} MB`,
    );
  }
  await app.close();
} finally {
  await direct.end().catch(() => undefined);
  await database.close();
  // BENCH_KEEP_DB=1 keeps the generated database for EXPLAIN sessions; it is dropped otherwise.
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
