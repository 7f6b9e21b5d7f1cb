import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migratePostgresLocked } from './migrate.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take as their first argument: the database or an open transaction. */
export type Executor = Db | Tx;

/** One round trip to the database (the readiness probe). */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * A raw statement for the few hot paths where Drizzle's query building shows (DESIGN §10). On
   * PostgreSQL it is a named prepared statement, parsed and planned once per connection.
   */
  queryRows<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** The underlying PGlite instance when embedded (pg-boss and tests use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export const migrationsFolder = resolve(
  fileURLToPath(new URL('../../../migrations', import.meta.url)),
);

// node-postgres returns numeric/bigint as strings already; keep dates as JS Dates for timestamptz and
// `date` columns as plain 'YYYY-MM-DD' strings so no time zone shifts a calendar date.
pg.types.setTypeParser(1082, (v: string) => v);

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir/db`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the
    // pool discards that client and opens a new one on the next query.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      // Under an advisory lock: nodes starting at once apply each migration once (platform/db/migrate.ts).
      migrate: () => migratePostgresLocked(pool, migrationsFolder),
      close: () => pool.end(),
      queryRows: async <T>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
    };
  }
  let pglite = opts.pglite;
  if (!pglite) {
    const dir = join(resolve(opts.dataDir ?? './data'), 'db');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const instance = pglite;
  const db = drizzlePglite(instance, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    migrate: () => migratePglite(drizzlePglite(instance, { schema }), { migrationsFolder }),
    close: () => instance.close(),
    queryRows: async <T>(_name: string, text: string, values: unknown[]) =>
      (await instance.query<T>(text, values)).rows,
  };
}
