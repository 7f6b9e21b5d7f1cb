/**
 * Issue 14 budget on PostgreSQL (decision 139), in a fresh database dropped at the end: a dashboard of 6
 * widgets over 100,000 bound transactions of one underwriting agency (ten brokers, two products) renders its
 * figures in < 300 ms p95 **uncached** — the six widgets' queries run together, as the page asks for them,
 * each through `widgetData` with an empty cache. The machine is shared: the load average is printed with
 * the figure. Run: npx tsx bench/dashboard.bench.ts (env: BENCH_DATABASE_URL, BENCH_ROUNDS; BENCH_CACHED=1 keeps one cache for every round;
 * BENCH_EXPLAIN=1
 * prints each widget statement's `EXPLAIN (ANALYZE, BUFFERS)` after the rounds; BENCH_KEEP_DATABASE=1 keeps the
 * database for psql and prints its name).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { CompanyType, galleryFor, type WidgetConfig, type WidgetKind } from '@turbine/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { WidgetDataCache } from '../apps/api/src/modules/insight/dashboards/widget-data.cache.ts';
import { widgetData } from '../apps/api/src/modules/insight/dashboards/widget-data.service.ts';
import { seedDemoProducts } from '../apps/api/src/seed/demo-products.ts';
import { buildCompany, buildUser } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_dashboard_${Date.now()}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TRANSACTIONS = 100_000;

const year: Partial<WidgetConfig> = {
  timePeriod: 'custom',
  customFrom: '2026-01-01',
  customTo: '2026-12-31',
};
/** The six widgets: the underwriter's gallery less one, over the whole year of data. */
const widgets: { kind: WidgetKind; change: Partial<WidgetConfig> }[] = [
  { kind: 'grossWrittenPremium', change: { ...year, timeInterval: 'month' } },
  { kind: 'grossWrittenPremium', change: { ...year, timeInterval: 'week', chartType: 'line' } },
  { kind: 'boundPoliciesByProduct', change: year },
  { kind: 'quoteToBindRatio', change: { ...year, chartType: 'text' } },
  {
    kind: 'premiumByBroker',
    change: { ...year, timeInterval: 'quarter', chartType: 'stackedBar' },
  },
  { kind: 'topBrokers', change: year },
];

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(baseUrl);
u.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
const sql = new pg.Client({ connectionString: u.toString() });
try {
  await database.migrate();
  await ensureReferenceData(database.db);
  const { app, ctx } = await buildApp({ config: benchConfig(), database, logger: false });
  const user = await buildUser(ctx);
  const underwriter = await buildCompany(ctx, { type: CompanyType.Underwriter, admins: [user] });
  const insurer = await buildCompany(ctx, { type: CompanyType.Insurer });
  const brokers: number[] = [];
  for (let i = 0; i < 10; i++)
    brokers.push((await buildCompany(ctx, { type: CompanyType.Broker })).id);
  const products = await inTransaction(ctx, (tx) => seedDemoProducts(tx, underwriter.id, user.id));
  await sql.connect();
  const {
    rows: [ref],
  } = await sql.query<{ package_id: number; version_id: number; addon_version_id: number }>(
    `select pp.id as package_id, pv.id as version_id,
       (select id from product_versions where product_id = $2 limit 1) as addon_version_id
     from product_packages pp join product_versions pv on pv.product_id = pp.main_product_id where pp.company_id = $1 limit 1`,
    [underwriter.id, products.addOnProductId],
  );
  // 100,000 packages over ten brokers, each a risk (a fifth of them the add-on product) and one bound
  // transaction spread over 2026 (every five minutes), a tenth of them amendments with a premium change.
  await sql.query(
    `insert into risk_packages (reference, broker_company_id, underwriter_company_id, insurer_company_id, product_package_id, insured, insured_name,
       time_zone, currency, status, transaction_type, inception_date, expiry_date, total_premium, bound_at)
     select 'DSH-' || lpad(g::text, 7, '0'), ($1::int[])[1 + g % 10], $2, $3, $4, jsonb_build_object('name', 'Insured ' || g), 'Insured ' || g,
       'Australia/Sydney', 'aud', 7, 1, date '2026-01-01' + g % 365, date '2027-01-01' + g % 365, (500 + g % 5000)::numeric(18,2),
       timestamptz '2026-01-01 00:00:00+00' + g * interval '5 minutes'
     from generate_series(1, $5::int) g`,
    [`{${brokers.join(',')}}`, underwriter.id, insurer.id, ref!.package_id, TRANSACTIONS],
  );
  await sql.query(
    `insert into risks (risk_package_id, product_id, product_role, product_version_id, placed)
     select id, case when id % 5 = 0 then $3::int else $1::int end, 1, case when id % 5 = 0 then $4::int else $2::int end, true from risk_packages`,
    [products.mainProductId, ref!.version_id, products.addOnProductId, ref!.addon_version_id],
  );
  await sql.query(
    `insert into risk_transactions (risk_id, risk_package_id, underwriter_company_id, broker_company_id, insurer_company_id, sequence, type, status,
       effective_date, inception_date, expiry_date, base_premium, gross_premium, total_premium, premium_change, quoted_at, bound_at)
     select r.id, p.id, p.underwriter_company_id, p.broker_company_id, p.insurer_company_id, 1, case when p.id % 10 = 0 then 2 else 1 end, 7,
       p.inception_date, p.inception_date, p.expiry_date, p.total_premium - 100, p.total_premium, p.total_premium,
       case when p.id % 10 = 0 then 50.00 end, p.bound_at - interval '1 day', p.bound_at
     from risk_packages p join risks r on r.risk_package_id = p.id`,
  );
  await sql.query('vacuum analyze risk_packages, risks, risk_transactions');

  const scope = {
    id: underwriter.id,
    refCompanyTypeId: CompanyType.Underwriter,
    createdByCompanyId: null,
    isActive: true,
    hasAdmin: true,
  };
  const gallery = galleryFor(CompanyType.Underwriter);
  const configOf = (kind: WidgetKind, change: Partial<WidgetConfig>) => ({
    ...gallery.find((g) => g.kind === kind)!.config,
    ...change,
  });
  // Every statement the widgets send, once each, for BENCH_EXPLAIN.
  const statements = new Map<string, unknown[]>();
  const queryRows = database.queryRows;
  database.queryRows = (name, text, values) => {
    statements.set(text, values);
    return queryRows(name, text, values);
  };
  const timings: number[] = [];
  let figures = '';
  // BENCH_CACHED=1: one cache for every round (the §3 DashboardData cache warm, no write in between).
  const shared = process.env.BENCH_CACHED ? new WidgetDataCache() : null;
  for (let round = 0; round < ROUNDS + 3; round++) {
    const cache = shared ?? new WidgetDataCache(); // empty every round: uncached
    const started = performance.now();
    const results = await Promise.all(
      widgets.map((w) =>
        widgetData(ctx, cache, scope, w.kind, configOf(w.kind, w.change), 'Australia/Sydney'),
      ),
    );
    const elapsed = performance.now() - started;
    if (round >= 3) timings.push(elapsed); // three warm-up rounds (plans, connections)
    figures = results
      .map((r) => `${r.kind}: ${r.points.length} points, total ${r.total}`)
      .join('; ');
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)]!.toFixed(0);
  console.log(
    `dashboard of 6 widgets over ${TRANSACTIONS} transactions, ${shared ? 'cached' : 'uncached'}, ${ROUNDS} rounds: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms — budget p95 < 300 ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${(await import('node:os')).cpus().length} cores`,
  );
  console.log(`  ${figures}`);
  if (process.env.BENCH_EXPLAIN) {
    for (const [text, values] of statements) {
      const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${text}`,
        values,
      );
      console.log(`\n${text}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  await app.close();
} finally {
  await sql.end().catch(() => undefined);
  await database.close();
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
