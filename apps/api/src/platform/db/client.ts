import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migratePostgresLocked } from './migrate.ts';
import * as schema from './schema.ts';
import type { Config } from '../config.ts';
import { createPglite } from './pglite.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take as their first argument: the database or an open transaction. */
export type Executor = Db | Tx;

/** One round trip to the database (the readiness probe). */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** What the readiness probe reads of a pool: connections open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * A raw statement for the few hot paths where Drizzle's query building shows (DESIGN §10). On
   * PostgreSQL it is a named prepared statement, parsed and planned once per connection, on the read pool:
   * these lock-free reads (the session behind every request, the risk list) never wait behind requests
   * queued on a locked row in the main pool (decision 110).
   */
  queryRows<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * Drizzle over the read pool (the database itself on PGlite), for lock-free reads on every request's
   * path (the guard's company lookup) that must not queue behind the main pool.
   */
  readDb: Db;
  /** The main pool's occupancy (PostgreSQL only): the readiness probe answers 503 when it is exhausted. */
  poolStats?(): PoolStats;
  /** The underlying PGlite instance when embedded (pg-boss and tests use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  readPool?: pg.Pool;
}

/** Bounds on every wait of a PostgreSQL connection (decision 110); 0 turns a timeout off. */
export interface ConnectionLimits {
  poolSize?: number;
  readPoolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** `application_name` of this process's connections (pg_stat_activity; the fault tests find them by it). */
  applicationName?: string;
}

/** The defaults of config.ts, for callers that open a database without a configuration (tests, tools). */
export const defaultLimits = {
  poolSize: 10,
  readPoolSize: 4,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 3000,
  idleInTransactionTimeoutMs: 60_000,
  applicationName: 'turbine',
} satisfies Required<ConnectionLimits>;

/**
 * A pool whose every connection carries the timeouts, and which survives losing any connection: the
 * server ending one (restart, failover, pg_terminate_backend, a pooler recycling it) emits `error` on the
 * client, idle or checked out. Without a listener on the client that event kills the process; with it the
 * query in flight fails (answered 503), pg-pool discards the broken client on release and opens a new one.
 */
function openPool(
  databaseUrl: string,
  limits: Required<ConnectionLimits>,
  max: number,
  name: string,
  onError: (error: Error) => void,
): pg.Pool {
  const ms = (v: number) => (v > 0 ? v : undefined);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    application_name: name,
    // Both the wait for a free connection and the wait for a new one to open.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: ms(limits.statementTimeoutMs),
    lock_timeout: ms(limits.lockTimeoutMs),
    idle_in_transaction_session_timeout: ms(limits.idleInTransactionTimeoutMs),
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

export const migrationsFolder = resolve(
  fileURLToPath(new URL('../../../migrations', import.meta.url)),
);

// node-postgres returns numeric/bigint as strings already; keep dates as JS Dates for timestamptz and
// `date` columns as plain 'YYYY-MM-DD' strings so no time zone shifts a calendar date.
pg.types.setTypeParser(1082, (v: string) => v);

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir/db`. */
export async function openDatabase(
  opts: {
    databaseUrl?: string;
    dataDir?: string;
    pglite?: PGlite;
    /** A lost connection (logged; the pool reconnects on its own). */
    onConnectionError?: (error: Error) => void;
  } & ConnectionLimits,
): Promise<Database> {
  if (opts.databaseUrl) {
    const limits = { ...defaultLimits, ...definedOnly(opts) };
    const onError = (error: Error) => opts.onConnectionError?.(error);
    const pool = openPool(
      opts.databaseUrl,
      limits,
      limits.poolSize,
      limits.applicationName,
      onError,
    );
    const readPool = openPool(
      opts.databaseUrl,
      limits,
      limits.readPoolSize,
      `${limits.applicationName}:read`.slice(0, 63),
      onError,
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      readDb: drizzlePg(readPool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      readPool,
      // Under an advisory lock: nodes starting at once apply each migration once (platform/db/migrate.ts).
      migrate: () => migratePostgresLocked(pool, migrationsFolder),
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
      queryRows: async <T>(name: string, text: string, values: unknown[]) =>
        (await readPool.query({ name, text, values })).rows as T[],
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: limits.poolSize,
      }),
    };
  }
  let pglite = opts.pglite;
  if (!pglite) {
    const dir = join(resolve(opts.dataDir ?? './data'), 'db');
    mkdirSync(dir, { recursive: true });
    pglite = await createPglite({ dataDir: dir });
  }
  const instance = pglite;
  const db = drizzlePglite(instance, { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    pglite: instance,
    migrate: () => migratePglite(drizzlePglite(instance, { schema }), { migrationsFolder }),
    close: () => instance.close(),
    queryRows: async <T>(_name: string, text: string, values: unknown[]) =>
      (await instance.query<T>(text, values)).rows,
  };
}

function definedOnly(limits: ConnectionLimits): ConnectionLimits {
  return Object.fromEntries(
    Object.entries(limits).filter(([, v]) => v !== undefined),
  ) as ConnectionLimits;
}

/** The connection limits of config.ts (decision 110), naming this process's connections. */
export function connectionLimitsOf(
  config: Pick<
    Config,
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_READ_POOL_SIZE'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATABASE_LOCK_TIMEOUT_MS'
    | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'
  >,
  applicationName: string,
): Required<ConnectionLimits> {
  return {
    poolSize: config.DATABASE_POOL_SIZE,
    readPoolSize: config.DATABASE_READ_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    applicationName,
  };
}
