import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createPglite } from '../src/platform/db/pglite.ts';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import {
  connectionLimitsOf,
  openDatabase,
  type ConnectionLimits,
  type Database,
} from '../src/platform/db/client.ts';
import { withDatabase } from './global-setup.ts';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  baseUrl: string;
  config: Config;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database copied from the run's migrated template. */
export async function openTestDatabase(limits: ConnectionLimits = {}): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `turbine_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database ${name} template ${template}`);
          break;
        } catch (error) {
          // Two files copying the template at the same instant can collide; try again shortly.
          if (attempt >= 10) throw error;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    return openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 10, ...limits });
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const pglite = await createPglite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

/**
 * Starts a real API server on 127.0.0.1 with its own database and data folder. The session cache is off by
 * default because tests change rows directly; actor-cache tests turn it on. The log is silent unless a
 * test passes a logger (a level and a stream to read it back).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: BuildOptions['logger'] } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'turbine-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_EXPIRY_DAYS: '0',
    SESSION_CACHE_MS: '0',
    ...env,
  });
  // Each server's connections carry their own application_name (the fault tests terminate them by it).
  const database = await openTestDatabase(
    connectionLimitsOf(config, `turbine-test-${process.pid}-${counter++}`),
  );
  return listenTestServer(
    { config, database, logger: options.logger ?? false, jobPollingSeconds: 0.5 },
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
}

/**
 * Builds the app on `options.database`, listens on an ephemeral port of 127.0.0.1 and answers the test
 * server; `close` stops the app, closes the database, then runs `cleanUp` (a data folder to remove).
 */
export async function listenTestServer(
  options: BuildOptions & { database: Database },
  cleanUp?: () => void,
): Promise<TestServer> {
  const { app, ctx } = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    ctx,
    config: options.config,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      // Bounded (afterAll has 60 s): once in CI a file's close outlived its hook after all its tests had
      // passed. A stage still waiting after 20 s is named on stderr and left behind; at 10 s the app's
      // remaining connections are closed, so an unread response cannot hold it.
      const force = setTimeout(() => app.server.closeAllConnections(), 10_000);
      await settleWithin('app.close()', app.close(), 20_000);
      clearTimeout(force);
      await settleWithin('database.close()', options.database.close(), 20_000);
      cleanUp?.();
    },
  };
}

/** Waits for `work` at most `ms`, then warns which stage hung and goes on (its error is thrown). */
async function settleWithin(stage: string, work: Promise<unknown>, ms: number): Promise<void> {
  // A stage that fails after it was left behind must not surface as an unhandled rejection.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    if ((await Promise.race([work, late])) === 'late')
      console.warn(`[test harness] ${stage} still waiting after ${ms} ms; going on without it`);
  } finally {
    clearTimeout(timer);
  }
}
