import { loadConfig } from './platform/config.ts';
import { publicUrl } from './platform/http/urls.ts';
import { DEMO_PASSWORD, demoUsers } from './seed/demo.ts';
import { stopOnSignals } from './platform/shutdown.ts';
import { startNode } from './start-node.ts';

/** Starts Turbine: migrate, reference data, demo data, listen; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const node = await startNode(config);
  const { app, database, seeded } = node;

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

  stopOnSignals({
    log: app.log,
    message: 'shutting down',
    close: () => node.close(),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
