import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/**
 * Advisory lock keys (one bigint space per database; decision 112). Two nodes starting at once on one
 * database take turns: the second waits for the first, then finds the migrations applied (or the demo
 * seeded) and goes on.
 */
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
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: destroy it rather than pool it.
    client.release(broken);
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
