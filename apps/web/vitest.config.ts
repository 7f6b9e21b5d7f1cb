import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Interaction tests of large forms (jsdom + Mantine) take 1-2 s on a quiet machine and several times
    // that on a loaded 2-core one (one timed out at 5 s under load 11): a wait bound, not a speed check.
    testTimeout: 20_000,
  },
});
