/**
 * Issue 18 (decision 134): the risks list, search, `GET /user` and one package as real users load them —
 * every request different — on PostgreSQL with 100,000 packages of one agency over ten brokers, answer
 * caches off (SESSION_CACHE_MS=0: session, company and list read from PostgreSQL on every request) and
 * on (the default 1 s), each against the same server's `/health` measured in the same run, with the load
 * average. The old hot-cache figure (the same page again and again) is its own row.
 * Budgets: list ≥ 10 % of /health and p99 ≤ 50 ms; search p99 ≤ 50 ms; package read p99 ≤ 25 ms.
 * Run: npx tsx bench/risks-mix.bench.ts (env: BENCH_DATABASE_URL, BENCH_SECONDS (10), BENCH_USERS (50),
 * BENCH_KEEP_DB=1 to keep the database for EXPLAIN). The load comes from bench/mix-load.ts in a second process.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import { CompanyType } from '@turbine/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { seedDemoProducts } from '../apps/api/src/seed/demo-products.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';
import type { MixSpec } from './mix-load.ts';
import { generateRiskPackages } from './risks-data.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_mix_${Date.now()}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const PACKAGES = 100_000;
const BROKERS = 10;
const exec = promisify(execFile);
const tsx = new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname;
const loadScript = new URL('./mix-load.ts', import.meta.url).pathname;

interface Figures {
  rps: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  distinct: number;
}

async function load(spec: Omit<MixSpec, 'connections' | 'seed'>, seed: number): Promise<Figures> {
  const { stdout } = await exec(process.execPath, [tsx, loadScript], {
    encoding: 'utf8',
    env: { ...process.env, MIX_SPEC: JSON.stringify({ ...spec, connections: 50, seed }) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

async function signIn(base: string, email: string): Promise<string> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join(';'))![1]!;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  return `turbine_session=${/turbine_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!}`;
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
const direct = new pg.Client({ connectionString: u.toString() });
const rows: Record<string, unknown>[] = [];
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const config = benchConfig({});
  const setup = await buildApp({ config, database, logger: false });
  const ctx = setup.ctx;
  const users: Awaited<ReturnType<typeof buildUser>>[] = [];
  for (let i = 0; i < USERS; i++) users.push(await buildUser(ctx));
  const underwriter = await buildCompany(ctx, {
    type: CompanyType.Underwriter,
    admins: users.slice(0, USERS - BROKERS),
  });
  const insurer = await buildCompany(ctx, { type: CompanyType.Insurer });
  const brokers: number[] = [];
  for (let i = 0; i < BROKERS; i++)
    brokers.push(
      (await buildCompany(ctx, { type: CompanyType.Broker, admins: [users[USERS - BROKERS + i]!] }))
        .id,
    );
  const products = await inTransaction(ctx, (tx) =>
    seedDemoProducts(tx, underwriter.id, users[0]!.id),
  );
  await direct.connect();
  const {
    rows: [ref],
  } = await direct.query<{ package_id: number; version_id: number }>(
    'select pp.id as package_id, pv.id as version_id from product_packages pp join product_versions pv on pv.product_id = pp.main_product_id where pp.company_id = $1 limit 1',
    [underwriter.id],
  );
  const t = performance.now();
  const ids = {
    underwriter: underwriter.id,
    insurer: insurer.id,
    brokers,
    productPackage: ref!.package_id,
    mainProduct: products.mainProductId,
    mainVersion: ref!.version_id,
    underwriterUser: users[0]!.id,
  };
  await generateRiskPackages(direct, ids, PACKAGES);
  console.log(`generated ${PACKAGES} packages in ${Math.round(performance.now() - t)} ms`);
  const span = await direct.query<{ min: number; max: number }>(
    'select min(id)::int as min, max(id)::int as max from risk_packages',
  );
  await setup.app.close();

  for (const [label, cacheMs] of [
    ['caches off', '0'],
    ['caches on', String(config.SESSION_CACHE_MS)],
  ] as const) {
    const { app } = await buildApp({
      config: { ...config, SESSION_CACHE_MS: Number(cacheMs) },
      database,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const cookies: string[] = [];
    for (const user of users) cookies.push(await signIn(base, user.email));
    const parties = [
      { companyId: underwriter.id, cookie: cookies[0]! },
      ...brokers.map((id, i) => ({ companyId: id, cookie: cookies[USERS - BROKERS + i]! })),
    ];
    const spec = { base, seconds: SECONDS, parties, users: cookies, packageIds: span.rows[0]! };
    let seed = 1;
    const measure = async (kind: MixSpec['kind']) => {
      await load({ ...spec, kind, seconds: 3 }, 1000 + seed); // warm-up, its own requests
      const before = loadavg()[0]!;
      const f = await load({ ...spec, kind }, seed++);
      return { ...f, load: Number(((before + loadavg()[0]!) / 2).toFixed(1)) };
    };
    const health = await measure('health');
    const kinds: MixSpec['kind'][] = ['list', 'search', 'user', 'package'];
    if (label === 'caches on') kinds.push('hot');
    for (const kind of kinds) {
      const f = await measure(kind);
      rows.push({
        variant: label,
        kind,
        ...f,
        pctOfHealth: Number(((f.rps / health.rps) * 100).toFixed(1)),
        health: Math.round(health.rps),
      });
      console.log(
        `${label.padEnd(10)} ${kind.padEnd(7)} ${f.rps.toFixed(0).padStart(6)} req/s = ${((f.rps / health.rps) * 100).toFixed(1).padStart(5)} % of /health (${health.rps.toFixed(0)}), p50 ${f.p50} ms, p90 ${f.p90} ms, p99 ${f.p99} ms, max ${f.max} ms, ${f.total} requests (${f.distinct} distinct), non-2xx ${f.non2xx}, errors ${f.errors}, load ${f.load}`,
      );
    }
    await app.close();
  }
  console.log(
    JSON.stringify({
      bench: 'risks-mix',
      seconds: SECONDS,
      packages: PACKAGES,
      at: new Date().toISOString(),
      rows,
    }),
  );
} finally {
  await direct.end().catch(() => undefined);
  await database.close();
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
