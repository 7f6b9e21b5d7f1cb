import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { connectionLimitsOf, openDatabase } from './platform/db/client.ts';
import { startWorkers } from './platform/jobs/platform-jobs.ts';
import { installProcessSafetyNet, stderrProcessLog, stopOnSignals } from './platform/shutdown.ts';
import { startHeartbeat } from './platform/cluster/heartbeat.ts';

/**
 * `npm run worker`: the background workers without the HTTP server, so a deployment scales API and
 * workers apart (decision 102). The app is built (not listened on) for the same wiring as the API:
 * modules' jobs, outbox handlers, realtime publishing (over Redis when REDIS_URL is set).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  installProcessSafetyNet(stderrProcessLog);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...connectionLimitsOf(config, `turbine-worker:${process.pid}`),
    onConnectionError: (error) =>
      console.error('database connection lost (will reconnect):', error.message),
  });
  // Under the migrations' advisory lock, like every API node (platform/db/migrate.ts).
  await database.migrate();
  // No HTTP here: the worker's caches are never read, so it takes no part in cache invalidation.
  const { app, ctx } = await buildApp({ config, database, cacheInvalidation: false });
  await app.ready();
  const heartbeat =
    database.kind === 'postgres'
      ? startHeartbeat({ db: database.db, config, log: app.log, role: 'worker' })
      : null;
  stopOnSignals({
    log: app.log,
    message: 'workers shutting down',
    graceMs: config.SHUTDOWN_GRACE_MS,
    close: async () => {
      await heartbeat?.stop();
      await app.close();
      await database.close();
    },
  });
  await startWorkers(ctx);
  app.log.info({ database: database.kind }, 'Turbine workers running');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
