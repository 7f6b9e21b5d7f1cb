/**
 * Import Policy Data (issue 15, decision 128) on PostgreSQL, in a fresh database dropped at the end: files of
 * 10,000 and 100,000 rows (one new-business policy a row) validated, then imported, through the real routes
 * and the tracked job on the worker. Budget ≥ 10,000 rows/s each; the live heap (after a forced GC, sampled
 * every second) must stay flat between 10,000 and 100,000 rows — the file is parsed as a stream.
 * Run: npx tsx bench/import.bench.ts for the rates (env: BENCH_DATABASE_URL, BENCH_ROWS=10000,100000), and
 * NODE_OPTIONS=--expose-gc npx tsx bench/import.bench.ts for the live heap: a forced full GC every second
 * costs the run itself (on the loaded machine it took the 100,000-row import from ~1,000 to 141 rows/s), so
 * rates are read from a run without it.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { CompanyType, type PolicyImportDto } from '@turbine/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { startWorkers } from '../apps/api/src/platform/jobs/platform-jobs.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { seedDemoAuthority } from '../apps/api/src/seed/demo-authority.ts';
import { seedDemoProducts } from '../apps/api/src/seed/demo-products.ts';
import { TestClient } from '../apps/api/test/client.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `turbine_bench_import_${Date.now()}`;
const sizes = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('rates only: run with NODE_OPTIONS=--expose-gc for the live heap');
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const line = (cells: string[]) => cells.map(cell).join(',') + '\r\n';

/** A file of `rows` policies in the template's layout: the example row with its own reference and insured. */
function fileOf(header: string[], example: string[], rows: number, tag: string): Buffer {
  const parts = [line(header)];
  const ref = header.indexOf('reference');
  const name = header.indexOf('insured_name');
  for (let i = 0; i < rows; i++) {
    const cells = [...example];
    cells[ref] = `${tag}-${String(i).padStart(7, '0')}`;
    cells[name] = `Insured ${i} Pty Ltd`;
    parts.push(line(cells));
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** Posts the file and waits for its import to finish, sampling the live heap; seconds and peak. */
async function timed(client: TestClient, path: string, body: Buffer) {
  let peak = 0;
  const sampler = setInterval(() => {
    gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 1000);
  const t = performance.now();
  try {
    const res = await client.request('POST', `${path}?name=bench.csv`, undefined, {
      raw: body,
      contentType: 'text/csv',
    });
    const started = (await res.json()) as PolicyImportDto;
    if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(started)}`);
    const id = started.id;
    const base = path.replace(/\/validate$/, '');
    for (;;) {
      const { body: imp } = await client.json<PolicyImportDto>('GET', `${base}/${id}`);
      if (!['queued', 'checking', 'importing'].includes(imp.status)) {
        const seconds = (performance.now() - t) / 1000;
        return { seconds, imp, livePeakMb: gc ? mb(peak) : null };
      }
      if (performance.now() - t > 30 * 60_000) throw new Error('import did not finish in 30 min');
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    clearInterval(sampler);
  }
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
  const config = benchConfig({ IMPORT_MAX_MB: '200', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const user = await buildUser(ctx);
  const underwriter = await buildCompany(ctx, { type: CompanyType.Underwriter, admins: [user] });
  const insurer = await buildCompany(ctx, { type: CompanyType.Insurer });
  await buildCompany(ctx, { type: CompanyType.Broker });
  await inTransaction(ctx, async (tx) => {
    const seeded = await seedDemoProducts(tx, underwriter.id, user.id);
    await seedDemoAuthority(tx, {
      companyId: underwriter.id,
      insurerId: insurer.id,
      underwriterUserId: user.id,
      productCodeId: seeded.mainProductCodeId,
    });
  });
  await startWorkers(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new TestClient(
    `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
  );
  await client.login(user.email, TEST_PASSWORD);
  const path = `/companies/${underwriter.id}/woodina-bulk-import`;
  const template = await (await client.request('GET', `${path}/template`)).text();
  const [headerLine, exampleLine] = template.replace(/^\uFEFF/, '').split('\r\n');
  const header = headerLine!.split(',');
  const example = exampleLine!.split(',');
  if (example.length !== header.length) throw new Error('the template example has quoted cells');
  for (const rows of sizes) {
    const body = fileOf(header, example, rows, `B${rows}`);
    const v = await timed(client, `${path}/validate`, body);
    const i = await timed(client, path, body);
    if (v.imp.status !== 'valid' || i.imp.status !== 'imported')
      throw new Error(
        `${v.imp.status}/${i.imp.status}: ${JSON.stringify(v.imp.errors.slice(0, 3))}`,
      );
    console.log(
      `${rows.toLocaleString('en-AU')} rows (${mb(body.length)} MB): validate ${v.seconds.toFixed(2)} s = ${Math.round(rows / v.seconds).toLocaleString('en-AU')} rows/s, live heap peak ${v.livePeakMb} MB; ` +
        `import (check + write) ${i.seconds.toFixed(2)} s = ${Math.round(rows / i.seconds).toLocaleString('en-AU')} rows/s, live heap peak ${i.livePeakMb} MB; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
