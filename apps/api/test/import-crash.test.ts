import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import {
  childEnv,
  createDedicatedDatabase,
  killAllChildren,
  sameUserOn,
  startChildApi,
  startSetupServer,
  type ChildApi,
} from './child-server.ts';
import { riskWorld } from '../src/modules/risks/risks.test-support.ts';
import { fileOf, finished, send, templateOf } from '../src/modules/imports/imports.test-support.ts';

/**
 * Issue 15 / decision 128: the API (with its workers) as a child process on its own PostgreSQL database,
 * killed with SIGKILL while an import writes its rows; restarted, not one row of that file exists, and
 * importing the same file again succeeds. Skipped without TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('import-crash.test.ts skipped: set TEST_DATABASE_URL to run it');

const ROWS = 5_000;
let env: Record<string, string>;
let dataDir: string;
let db: pg.Client;
let underwriter: TestClient;
let companyId: number;
let file: Buffer;
let api: ChildApi | null = null;

async function until(
  done: () => Promise<boolean>,
  ms: number,
  what: string,
  state: () => Promise<string> = async () => '',
) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what} ${await state()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const count = async (text: string, values: unknown[]) =>
  (await db.query<{ n: number }>(text, values)).rows[0]!.n;
const crashPackages = () =>
  count(`select count(*)::int as n from risk_packages where reference like 'CRASH-%'`, []);

describe.skipIf(!url)('an import killed mid-write (kill -9) leaves nothing, and runs again', () => {
  beforeAll(async () => {
    const databaseUrl = await createDedicatedDatabase(url!, 'import_crash');
    dataDir = mkdtempSync(join(tmpdir(), 'turbine-import-crash-'));
    env = { ...childEnv(databaseUrl, dataDir), RUN_WORKERS: 'true', IMPORT_MAX_MB: '50' };
    const setup = await startSetupServer(env);
    try {
      const w = await riskWorld(setup);
      companyId = w.underwriter.company.id;
      underwriter = w.underwriter.client;
      const t = await templateOf(underwriter, companyId);
      file = fileOf(
        t,
        Array.from({ length: ROWS }, (_, i) => ({
          reference: `CRASH-${String(i).padStart(6, '0')}`,
        })),
      );
    } finally {
      await setup.close();
    }
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    killAllChildren();
    await db?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('kills the node while the transaction is writing, then imports the file in full', async () => {
    api = await startChildApi(env);
    let client = sameUserOn(underwriter, api.baseUrl);
    const started = await send(client, companyId, 'import', file);
    expect(started.status).toBe(202);
    const importId = started.body.id;
    // Wait until the job is writing: the import is `importing` and the child has inserted into risk_transactions.
    await until(
      async () =>
        (await count(
          `select count(*)::int as n from policy_imports where id = $1 and status = 'importing'`,
          [importId],
        )) === 1,
      240_000,
      'the import never started writing',
      async () =>
        JSON.stringify(
          (await db.query(`select status, message from policy_imports where id = $1`, [importId]))
            .rows,
        ) + api!.output().slice(-2000),
    );
    await until(
      async () =>
        (await count(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and query like 'insert into "risk_transactions"%'`,
          [`turbine-api:${api!.child.pid}`],
        )) > 0,
      60_000,
      'no batch was written',
    );
    expect(await api.kill('SIGKILL')).toBeNull();
    api = null;
    // PostgreSQL rolls the dead connection's transaction back: not one row of the file.
    await until(
      async () =>
        (await count(
          `select count(*)::int as n from pg_stat_activity where query like 'insert into "risk_%'`,
          [],
        )) === 0,
      30_000,
      'the killed transaction still runs',
    );
    expect(await crashPackages()).toBe(0);
    expect(
      await count(`select count(*)::int as n from imported_policies where import_id = $1`, [
        importId,
      ]),
    ).toBe(0);

    api = await startChildApi(env);
    client = sameUserOn(underwriter, api.baseUrl);
    const again = await send(client, companyId, 'import', file);
    expect(again.status).toBe(202);
    const done = await finished(client, companyId, again.body.id, 600_000);
    expect(done).toMatchObject({ status: 'imported', rows: ROWS, policies: ROWS, errorCount: 0 });
    expect(await crashPackages()).toBe(ROWS);
  }, 900_000);
});
