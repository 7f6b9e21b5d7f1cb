import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
// Two files at a time: vitest's default on two cores is one (cores - 1), and most files wait on the
// database, sockets and timers rather than the CPU. The API's timing-bound files run last, alone
// (apps/api/vitest.serial.config.ts; docs/testing.md "Parallelism").
export default defineConfig({
  test: {
    maxWorkers: 2,
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
