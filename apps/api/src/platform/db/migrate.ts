import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/**
 * Advisory lock keys (one bigint space per database; decision 112). Two nodes starting at once on one
 * database take turns: the second waits for the first, then finds the migrations applied (or the demo
 * seeded) and goes on.
 */
/** Bounds of the start-up connection: waiting for another node's migrations, and one migration statement. */
const STARTUP_LOCK_WAIT = '10min';
const STARTUP_STATEMENT_LIMIT = '30min';

export const ADVISORY_LOCKS = {
  migrations: 7_412_001,
  seed: 7_412_002,
} as const;

/**
 * Runs `work` holding a session-level PostgreSQL advisory lock on one dedicated connection of the pool,
 * waiting for whoever holds it; the lock is released (and the connection returned) even when `work` throws.
 * A node that dies while holding it releases it with its connection.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    // The pool's per-request bounds (3 s lock, 30 s statement; decision 110) would stop a node waiting for
    // another node's long migration, or a slow migration itself: this one connection gets start-up bounds
    // instead, and is destroyed afterwards rather than returned to the pool with them.
    await client.query(
      `set lock_timeout = '${STARTUP_LOCK_WAIT}'; set statement_timeout = '${STARTUP_STATEMENT_LIMIT}'; set idle_in_transaction_session_timeout = 0`,
    );
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    // Never pooled again: it carries the start-up bounds, and may still hold the lock if the unlock failed.
    client.release(true);
  }
}

/**
 * Applies the pending migrations on PostgreSQL under the migrations lock, on the lock's own connection, so
 * any number of nodes may start at once: one applies, the others wait, then find nothing to do.
 */
export async function migratePostgresLocked(
  pool: pg.Pool,
  migrationsFolder: string,
): Promise<void> {
  await withAdvisoryLock(pool, ADVISORY_LOCKS.migrations, (client) =>
    migrate(drizzle(client), { migrationsFolder }),
  );
}

/**
 * Runs `work` under an advisory lock on PostgreSQL (nodes starting at once take turns); straight away on
 * the embedded PGlite database, which only one process can open.
 */
export async function withStartupLock<T>(
  database: Pick<Database, 'pool'>,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  return database.pool ? withAdvisoryLock(database.pool, key, () => work()) : work();
}
