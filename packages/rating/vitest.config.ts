import { defineConfig } from 'vitest/config';

// Under mutation testing (STRYKER_MUTATOR_WORKER is set) instrumented code runs several times slower.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...(mutating ? { testTimeout: 60_000 } : {}),
  },
});
