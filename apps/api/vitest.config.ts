import { defineConfig } from 'vitest/config';

// API tests start real servers on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// Files run in parallel forks, each with its own database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
