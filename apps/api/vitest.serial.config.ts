import { defineConfig } from 'vitest/config';
import { serialTestFiles } from './vitest.serial-files.ts';

// The timing-bound API files (vitest.serial-files.ts): after every other project (groupOrder 1), one
// file at a time, as on a quiet machine.
export default defineConfig({
  test: {
    name: '@turbine/api-serial',
    include: serialTestFiles,
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
