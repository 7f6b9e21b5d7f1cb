import { defineConfig } from 'vitest/config';
import { LoadFailureReporter } from '../../tools/mutation/load-failure-reporter.ts';

// Under mutation testing (STRYKER_MUTATOR_WORKER is set) instrumented code runs several times slower,
// and a test file that cannot load must count as a failed test (tools/mutation).
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...(mutating ? { testTimeout: 60_000, reporters: ['default', new LoadFailureReporter()] } : {}),
  },
});
