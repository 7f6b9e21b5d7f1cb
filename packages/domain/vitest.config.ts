import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Under mutation testing (STRYKER_MUTATOR_WORKER is set) instrumented code runs several times slower,
// and a test file that cannot load must count as a failed test (tools/mutation). StrykerJS runs this
// config from a sandbox copy of the package, so the reporter is found by walking up, not by a fixed path.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

async function mutationTools() {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'tools/mutation/load-failure-reporter.mjs'))) dir = dirname(dir);
  const { LoadFailureReporter } = await import(
    join(dir, 'tools/mutation/load-failure-reporter.mjs')
  );
  const { QuickKillSequencer } = await import(join(dir, 'tools/mutation/quick-kill-sequencer.mjs'));
  return { reporter: new LoadFailureReporter(), sequencer: QuickKillSequencer };
}
const tools = mutating ? await mutationTools() : null;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure code with no module state of its own: the files share one module graph, so each file does not
    // import zod and the schemas again (docs/testing.md "Parallelism"). Not under mutation testing,
    // whose runner needs each file to load the mutated modules afresh.
    isolate: tools === null ? false : undefined,
    ...(tools
      ? {
          testTimeout: 60_000,
          reporters: ['default', tools.reporter],
          setupFiles: ['src/testing/mutation-setup.ts'],
          sequence: { sequencer: tools.sequencer },
        }
      : // A bound on a wait, not a speed check: property tests ran past 5 s beside the journeys (npm test).
        { testTimeout: 20_000 }),
  },
});
