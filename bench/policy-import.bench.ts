/**
 * Import Policy Data (issue 15, decisions 128 and 155): files of 10,000 and 100,000 rows (one new-business
 * policy a row, the template's layout) validated, then imported, on PostgreSQL (a fresh database dropped at
 * the end) and on PGlite (in memory). Budget: ≥ 10,000 rows/s each, and a live heap flat between 10,000 and
 * 100,000 rows.
 *
 * What is timed is the job's work, called directly: `checkFile` (validate) and `importFile` (the one pass that
 * checks and writes in one transaction), without pg-boss's pick-up delay; BENCH_E2E=1 adds the same files
 * through the real routes and the queue (time from the POST to the import's final state).
 *
 * Run: npx tsx bench/policy-import.bench.ts — env BENCH_DB=postgres,pglite, BENCH_ROWS=10000,100000,
 * BENCH_DATABASE_URL. With NODE_OPTIONS=--expose-gc it also measures the live heap: a second pass of each file
 * forces a full GC every 5,000 rows and records heapUsed (before, peak, after); the rates come from the first
 * pass, which forces none. The file itself is a Buffer (outside the JS heap, as the storage hands it over).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { CompanyType, type PolicyImportDto } from '@turbine/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase, type Database } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/unit-of-work.ts';
import { startWorkers } from '../apps/api/src/platform/jobs/platform-jobs.ts';
import { ensureReferenceData } from '../apps/api/src/modules/companies/index.ts';
import { checkFile } from '../apps/api/src/modules/imports/check-file.ts';
import { insertPolicyImport } from '../apps/api/src/modules/imports/imports.repository.ts';
import { importFile } from '../apps/api/src/modules/imports/run-policy-import.ts';
import { policyImportTemplate } from '../apps/api/src/modules/imports/template.ts';
import { seedDemoAuthority } from '../apps/api/src/seed/demo-authority.ts';
import { seedDemoProducts } from '../apps/api/src/seed/demo-products.ts';
import { TestClient } from '../apps/api/test/client.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { benchConfig } from './bench-config.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kinds = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const sizes = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);
const e2e = process.env.BENCH_E2E === '1';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('rates only: run with NODE_OPTIONS=--expose-gc for the live heap');
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const rate = (rows: number, s: number) => Math.round(rows / s).toLocaleString('en-AU');

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

/** The live heap around `work`: heapUsed after a full GC before, every 5,000 rows (peak) and after. */
function heapProbe() {
  gc!();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  return {
    sample: async () => {
      gc!();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    },
    done: () => {
      gc!();
      const after = process.memoryUsage().heapUsed;
      return `live heap ${mb(before)} → peak ${mb(peak)} → ${mb(after)} MB`;
    },
  };
}

/** CPU seconds (user + system) of a process, from /proc (Linux): PostgreSQL's backends run on this machine. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds spent by this process and by the bench database's PostgreSQL backends between `start()` and
 * the returned function: a figure the machine's load does not change (the wall time it does).
 */
function cpuMeter(backends: () => Promise<number[]>) {
  return async () => {
    const node0 = process.cpuUsage();
    const pids0 = await backends();
    const pg0 = new Map(pids0.map((p) => [p, cpuOf(p)]));
    return async () => {
      const node = process.cpuUsage(node0);
      let pg = 0;
      for (const p of await backends()) pg += cpuOf(p) - (pg0.get(p) ?? 0);
      return { node: (node.user + node.system) / 1e6, pg };
    };
  };
}

async function openKind(kind: string): Promise<{
  database: Database;
  drop: () => Promise<void>;
  backends: () => Promise<number[]>;
}> {
  if (kind === 'pglite')
    return {
      database: await openDatabase({}),
      drop: async () => undefined,
      backends: async () => [],
    };
  const dbName = `turbine_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 20 });
  return {
    database,
    backends: async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        )
      ).rows.map((r) => r.pid),
    drop: async () => {
      if (process.env.BENCH_KEEP) console.log(`kept ${dbName}`);
      else await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}

/** Posts the file through the route and waits for its import's final state; seconds. */
async function throughRoutes(client: TestClient, path: string, body: Buffer): Promise<number> {
  const t = performance.now();
  const res = await client.request('POST', `${path}?name=bench.csv`, undefined, {
    raw: body,
    contentType: 'text/csv',
  });
  const started = (await res.json()) as PolicyImportDto;
  if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(started)}`);
  const base = path.replace(/\/validate$/, '');
  for (;;) {
    const { body: imp } = await client.json<PolicyImportDto>('GET', `${base}/${started.id}`);
    if (!['queued', 'checking', 'importing'].includes(imp.status)) {
      if (!['valid', 'imported'].includes(imp.status)) throw new Error(JSON.stringify(imp));
      return (performance.now() - t) / 1000;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const kind of kinds) {
  const { database, drop, backends } = await openKind(kind);
  const meter = cpuMeter(backends);
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
    const template = await policyImportTemplate(ctx.db, underwriter.id);
    const [headerLine, exampleLine] = template.replace(/^\uFEFF/, '').split('\r\n');
    const header = headerLine!.split(',');
    const example = exampleLine!.split(',');
    if (example.length !== header.length) throw new Error('the template example has quoted cells');
    const now = Math.floor(Date.now() / 1000);
    let tag = 0;
    const newImport = async (body: Buffer) => ({
      createdByName: user.name,
      ...(await insertPolicyImport(ctx.db, {
        companyId: underwriter.id,
        mode: 'import',
        status: 'importing',
        fileName: 'bench.csv',
        checksum: String(++tag),
        byteSize: body.length,
        storageKey: 'bench',
        createdByUserId: user.id,
      })),
    });
    const passes = gc ? ['rates', 'heap'] : ['rates'];
    for (const rows of sizes) {
      for (const pass of passes) {
        const body = fileOf(header, example, rows, `${kind[0]}${pass[0]}${rows}`);
        const probe = pass === 'heap' ? heapProbe() : null;
        const progress = probe?.sample ?? (async () => undefined);
        let cpu = await meter();
        let t = performance.now();
        const v = await checkFile(ctx.db, underwriter.id, body, now, progress);
        const vs = (performance.now() - t) / 1000;
        const vCpu = await cpu();
        if (v.errorCount || v.fileMessage) throw new Error(JSON.stringify(v.errors.slice(0, 3)));
        const vHeap = probe?.done() ?? '';
        const probe2 = pass === 'heap' ? heapProbe() : null;
        const imp = await newImport(body);
        cpu = await meter();
        t = performance.now();
        const written = await importFile(ctx, imp, body, now, probe2?.sample ?? progress);
        const is = (performance.now() - t) / 1000;
        const iCpu = await cpu();
        const cpuText = (c: { node: number; pg: number }) =>
          `CPU node ${c.node.toFixed(1)} s + PostgreSQL ${c.pg.toFixed(1)} s = ${rate(rows, c.node + c.pg)} rows per CPU-second`;
        if (written !== rows) throw new Error(`imported ${written} of ${rows}`);
        const iHeap = probe2?.done() ?? '';
        console.log(
          pass === 'rates'
            ? `${kind} ${rows.toLocaleString('en-AU')} rows (${mb(body.length)} MB): validate ${vs.toFixed(2)} s = ${rate(rows, vs)} rows/s (${cpuText(vCpu)}); import (check + write) ${is.toFixed(2)} s = ${rate(rows, is)} rows/s (${cpuText(iCpu)}); load ${load()}`
            : `${kind} ${rows.toLocaleString('en-AU')} rows, heap pass: validate ${vHeap}; import ${iHeap}; load ${load()}`,
        );
      }
    }
    if (e2e && kind === 'postgres') {
      await startWorkers(ctx);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const client = new TestClient(
        `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
      );
      await client.login(user.email, TEST_PASSWORD);
      const path = `/companies/${underwriter.id}/woodina-bulk-import`;
      for (const rows of sizes) {
        const body = fileOf(header, example, rows, `E${rows}`);
        const vs = await throughRoutes(client, `${path}/validate`, body);
        const is = await throughRoutes(client, path, body);
        console.log(
          `${kind} routes + queue ${rows.toLocaleString('en-AU')} rows: validate ${vs.toFixed(2)} s = ${rate(rows, vs)} rows/s; import ${is.toFixed(2)} s = ${rate(rows, is)} rows/s; load ${load()}`,
        );
      }
    }
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}
