import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
// One file at a time on the 2-core machine (vitest's default there, cores - 1): two at a time was slower
// (CI: 1,129 s for 276 files against 836 s for 260 one at a time; each file's import and the database
// compete for the same two cores). The API's timing-bound files run last, alone
// (apps/api/vitest.serial.config.ts; docs/testing.md "Parallelism").
export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      'packages/domain',
      'packages/rating',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.serial.config.ts',
      'apps/web',
      'tools',
    ],
  },
});
