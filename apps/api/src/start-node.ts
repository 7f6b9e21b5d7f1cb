import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import { clusterConfigErrors, type Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { connectionLimitsOf, openDatabase, type Database } from './platform/db/client.ts';
import { ADVISORY_LOCKS, withStartupLock } from './platform/db/migrate.ts';
import { startHeartbeat, type Heartbeat } from './platform/cluster/heartbeat.ts';
import { startWorkers } from './platform/jobs/platform-jobs.ts';
import { seedDemo, DEMO_PASSWORD, DEMO_UNDERWRITER_EMAIL } from './seed/demo.ts';
import { seedDemoClaims } from './seed/demo-claims.ts';
import { seedDemoRisks } from './seed/demo-risks.ts';
import { seedDemoDocuments } from './seed/demo-documents.ts';
import { ensureReferenceData, ensureSystemAdmin } from './modules/companies/index.ts';

export interface StartedNode {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** This node created the demo data (another node starting at the same time found it done). */
  seeded: boolean;
  heartbeat: Heartbeat | null;
  /** Stops the heartbeat, the app (workers, realtime, Redis links) and the database, in that order. */
  close(): Promise<void>;
}

export interface StartNodeOptions {
  /** An already opened database (tests); else the configuration's. */
  database?: Database;
  logger?: BuildOptions['logger'];
  storage?: BuildOptions['storage'];
  jobPollingSeconds?: number;
  heartbeatIntervalMs?: number;
  /**
   * Called once the app is built, before the demo is seeded and before listening, with this node's `close`
   * (`main.ts` installs the stop signals there, so a signal during start-up still drains; decision 110).
   */
  onBuilt?: (app: FastifyInstance, close: () => Promise<void>) => void;
}

/**
 * Starts one API node (`npm start`; the cluster test starts two in one process): migrate under an advisory
 * lock, reference data and demo data under another (seeded once however many nodes start at once), build,
 * listen, workers, heartbeat (decision 112).
 */
export async function startNode(config: Config, opts: StartNodeOptions = {}): Promise<StartedNode> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      ...connectionLimitsOf(config, `turbine-api:${process.pid}`),
      onConnectionError: (error) =>
        console.error('database connection lost (will reconnect):', error.message),
    }));
  await database.migrate();
  let app: FastifyInstance | undefined;
  let heartbeat: Heartbeat | null = null;
  const close = async (): Promise<void> => {
    await heartbeat?.stop();
    if (app) {
      // Keep-alive connections whose last request finished during the drain are closed as they go idle.
      const server = app.server;
      const sweep = setInterval(() => server.closeIdleConnections(), 200);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    }
    await database.close();
  };
  const buildOptions = {
    config,
    database,
    ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
    ...(opts.storage ? { storage: opts.storage } : {}),
    ...(opts.jobPollingSeconds ? { jobPollingSeconds: opts.jobPollingSeconds } : {}),
  };
  const started = await withStartupLock(database, ADVISORY_LOCKS.seed, async () => {
    const { systemCompanyId } = await ensureReferenceData(database.db);
    if (config.SYSTEM_ADMIN_EMAIL && config.SYSTEM_ADMIN_PASSWORD) {
      await ensureSystemAdmin(
        database.db,
        systemCompanyId,
        config.SYSTEM_ADMIN_EMAIL,
        config.SYSTEM_ADMIN_PASSWORD,
      );
    }
    const created = config.SEED_DEMO ? await seedDemo(database.db, systemCompanyId) : false;
    const built = await buildApp(buildOptions);
    app = built.app;
    opts.onBuilt?.(built.app, close);
    // Demo risks go through the API itself (quote, refer, bind...), so they follow the company data above;
    // still under the lock, so a node starting meanwhile waits for the whole demo.
    if (created) {
      await seedDemoRisks(built.app, database.db, DEMO_PASSWORD);
      await seedDemoDocuments(built.app, DEMO_UNDERWRITER_EMAIL, DEMO_PASSWORD);
      await seedDemoClaims(built.app, DEMO_PASSWORD);
    }
    return { ...built, seeded: created };
  });
  const { ctx, seeded } = started;
  app = started.app;
  // Production refuses these at configuration time (platform/config.ts); elsewhere they are worth a warning.
  for (const problem of clusterConfigErrors(config)) app.log.warn(`CLUSTER=true: ${problem}`);
  // Jobs start before the node listens: a request answered before then could record a job (an import, a
  // report) that its queue refuses, left queued until the orphan sweep gives it up.
  // In-process workers unless RUN_WORKERS=false: then `npm run worker` runs them and this process only
  // sends jobs (a failed in-process outbox delivery is queued for the workers; decision 102).
  if (config.RUN_WORKERS) await startWorkers(ctx);
  else {
    await ctx.jobs.start({ work: false });
    void ctx.mailer.flush();
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // PGlite is one process's database: no other node can be there to see.
  heartbeat =
    database.kind === 'postgres'
      ? startHeartbeat({
          db: database.db,
          config,
          log: app.log,
          role: 'api',
          ...(opts.heartbeatIntervalMs ? { intervalMs: opts.heartbeatIntervalMs } : {}),
        })
      : null;
  return {
    app,
    ctx,
    database,
    seeded,
    heartbeat,
    close,
  };
}
