import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { connectionLimitsOf, openDatabase } from './platform/db/client.ts';
import { publicUrl } from './platform/http/urls.ts';
import { startWorkers } from './platform/jobs/platform-jobs.ts';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './seed/demo.ts';
import { seedDemoRisks } from './seed/demo-risks.ts';
import { ensureReferenceData, ensureSystemAdmin } from './modules/companies/index.ts';
import { installProcessSafetyNet, stopOnSignals } from './platform/shutdown.ts';
import { dropAfterCommitWork } from './platform/db/unit-of-work.ts';

/** Starts Turbine: migrate, reference data, demo data, listen; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The crash tests' "killed between commit and delivery" (decision 105).
  if (config.TEST_DROP_AFTER_COMMIT) dropAfterCommitWork();
  installProcessSafetyNet(consoleLog);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...connectionLimitsOf(config, `turbine-api:${process.pid}`),
    onConnectionError: (error) =>
      console.error('database connection lost (will reconnect):', error.message),
  });
  await database.migrate();
  const { systemCompanyId } = await ensureReferenceData(database.db);
  if (config.SYSTEM_ADMIN_EMAIL && config.SYSTEM_ADMIN_PASSWORD) {
    await ensureSystemAdmin(
      database.db,
      systemCompanyId,
      config.SYSTEM_ADMIN_EMAIL,
      config.SYSTEM_ADMIN_PASSWORD,
    );
  }
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, systemCompanyId) : false;
  const { app, ctx } = await buildApp({ config, database });
  // From here a stop signal drains what runs (decision 110), even one that arrives while starting.
  stopOnSignals({
    log: app.log,
    message: 'shutting down',
    graceMs: config.SHUTDOWN_GRACE_MS,
    drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
    close: async () => {
      // Keep-alive connections whose last request finished during the drain are closed as they go idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database.close();
    },
  });
  // Demo risks go through the API itself (quote, refer, bind...), so they follow the company data above.
  if (seeded) await seedDemoRisks(app, database.db, DEMO_PASSWORD);
  await app.listen({ port: config.PORT, host: config.HOST });
  // In-process workers unless RUN_WORKERS=false: then `npm run worker` runs them and this process only
  // sends jobs (a failed in-process outbox delivery is queued for the workers; decision 102).
  if (config.RUN_WORKERS) await startWorkers(ctx);
  else {
    await ctx.jobs.start({ work: false });
    void ctx.mailer.flush();
  }

  const url = publicUrl(config);
  const lines = [
    `Turbine is running at ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}/db` : ''})`,
    `API documentation: ${url}/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push(seeded ? 'Demo data created. Sign in with:' : 'Demo sign-ins:');
    for (const u of demoUsers)
      lines.push(
        `  ${u.email.padEnd(32)} ${DEMO_PASSWORD}   (${Object.entries(u.roles)
          .map(([c, r]) => `${c} ${r}`)
          .join(', ')})`,
      );
  }
  console.log(lines.join('\n'));
}

/** Process-level log lines before (and besides) Fastify's logger: one JSON line on stderr. */
const consoleLog = {
  info: (data: object, msg: string) =>
    console.error(JSON.stringify({ level: 'info', msg, ...data })),
  error: (data: object, msg: string) =>
    console.error(JSON.stringify({ level: 'error', msg, ...flat(data) })),
  fatal: (data: object, msg: string) =>
    console.error(JSON.stringify({ level: 'fatal', msg, ...flat(data) })),
};
function flat(data: object): object {
  const err = (data as { err?: unknown }).err;
  return err instanceof Error ? { ...data, err: { message: err.message, stack: err.stack } } : data;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
