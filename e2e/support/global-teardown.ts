import pg from 'pg';

/** Drops the run's own PostgreSQL database (playwright.config.ts), if it made one. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  const server = process.env.TEST_DATABASE_URL;
  if (!url || !server) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^turbine_e2e_\d+_\d+$/.test(name)) return;
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
