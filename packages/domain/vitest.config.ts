import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Under mutation testing (STRYKER_MUTATOR_WORKER is set) instrumented code runs several times slower,
// and a test file that cannot load must count as a failed test (tools/mutation). StrykerJS runs this
// config from a sandbox copy of the package, so the reporter is found by walking up, not by a fixed path.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

async function loadFailureReporter() {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'tools/mutation/load-failure-reporter.mjs'))) dir = dirname(dir);
  const { LoadFailureReporter } = await import(
    join(dir, 'tools/mutation/load-failure-reporter.mjs')
  );
  return new LoadFailureReporter();
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...(mutating
      ? {
          testTimeout: 60_000,
          reporters: ['default', await loadFailureReporter()],
          setupFiles: ['src/testing/mutation-setup.ts'],
        }
      : {}),
  },
});
