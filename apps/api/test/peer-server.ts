// A second API node on the database of a running test server: two processes' worth of state
// (sessions, realtime sockets) over one PostgreSQL database, as in a multi-node deployment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { listenTestServer, type TestServer } from './harness.ts';

/** Starts another server on the same PostgreSQL database as `server` (PGlite has one connection: refused). */
export async function startPeerServer(
  server: TestServer,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const url = server.ctx.database.pool?.options.connectionString;
  if (!url) throw new Error('A peer server needs a PostgreSQL test database (TEST_DATABASE_URL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'turbine-peer-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_EXPIRY_DAYS: '0',
    // Nodes of one deployment share their secrets (CSRF tokens and channel signatures cross nodes).
    APP_KEY: server.config.APP_KEY,
    PUSHER_APP_SECRET: server.config.PUSHER_APP_SECRET,
    TWO_FACTOR_KEY: server.config.TWO_FACTOR_KEY,
    ...env,
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return listenTestServer({ config, database, logger: false }, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
}
