import { loadConfig } from './platform/config.ts';
import { publicUrl } from './platform/http/urls.ts';
import { DEMO_PASSWORD, demoUsers } from './seed/demo.ts';
import { installProcessSafetyNet, stderrProcessLog, stopOnSignals } from './platform/shutdown.ts';
import { dropAfterCommitWork } from './platform/db/unit-of-work.ts';
import { startNode } from './start-node.ts';

/** Starts Turbine: migrate, reference data, demo data, listen; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The crash tests' "killed between commit and delivery" (decision 105).
  if (config.TEST_DROP_AFTER_COMMIT) dropAfterCommitWork();
  installProcessSafetyNet(stderrProcessLog);
  const { database, seeded } = await startNode(config, {
    // From the app's build on, a stop signal drains what runs (decision 110), even one that arrives while
    // the demo is still being seeded.
    onBuilt: (app, close) =>
      stopOnSignals({
        log: app.log,
        message: 'shutting down',
        graceMs: config.SHUTDOWN_GRACE_MS,
        drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
        close,
      }),
  });

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
