import { defineConfig } from 'vitest/config';

// Tests of the repository's tooling (the lint config's boundary rules, decision 094).
export default defineConfig({
  test: { name: 'tools', include: ['**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
