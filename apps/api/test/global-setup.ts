import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite } from '../src/platform/db/pglite.ts';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client.ts';
import { ensureReferenceData } from '../src/modules/companies/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run; every test file then starts from a copy of it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.NODE_ENV = 'test';
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `turbine_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
    await database.migrate();
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const dbs = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'turbine_t_${process.pid}_%' or datname = $1`,
        [name],
      );
      for (const row of dbs.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'turbine-test-'));
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await ensureReferenceData(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
