import { defineConfig } from 'vitest/config';
import { serialTestFiles } from './vitest.serial-files.ts';

// API tests start real servers on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// Files run in parallel forks, each with its own database; the timing-bound ones are left to
// vitest.serial.config.ts.
export default defineConfig({
  test: {
    name: '@turbine/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...serialTestFiles],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
