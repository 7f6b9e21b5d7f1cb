/** Runs every benchmark in turn (`npm run bench`); figures go to docs/performance.md by hand. */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsx = join(here, '../node_modules/tsx/dist/cli.mjs');
const benches = [
  'rating.bench.ts',
  'api.bench.ts',
  'risks.bench.ts',
  'risks-mix.bench.ts',
  'realtime.bench.ts',
  'outbox.bench.ts',
  'cluster.bench.ts',
  'web-size.bench.ts',
  'web-lcp.bench.ts',
  'fault.bench.ts',
  'zod-jitless.bench.ts',
  'documents.bench.ts',
];
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  // --expose-gc (through NODE_OPTIONS, as tsx starts a child) lets the risks bench measure the live heap.
  const run = spawnSync(process.execPath, [tsx, join(here, bench)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  });
  if (run.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
