import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser journeys run against the real server (API + built web app) on a fresh embedded database
// with demo data. ROOT_HOST is a name Chromium maps to loopback, so company subdomains share the
// session cookie exactly as in production (browsers refuse Domain=localhost cookies).
// A free port from the OS unless E2E_PORT names one, so a run never collides with a server already
// listening (another run, a dev server). Set in the environment so Playwright's workers, which load this
// file again, agree on it.
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
  }).trim();
}
export const PORT = Number(process.env.E2E_PORT);
export const ROOT_HOST = 'turbine.test';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'turbine-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// With TEST_DATABASE_URL (CI, where PostgreSQL answers) the suite's server runs on a fresh PostgreSQL
// database of its own instead of embedded PGlite: PGlite runs every query on the server's one thread,
// which made the journeys wait on the database (decision 241). Created once here (the workers see
// E2E_DATABASE_URL and reuse it) and dropped by global-teardown.ts. Only the suite's server gets it:
// the servers a spec starts itself keep `npm start`'s embedded default.
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  process.env.E2E_DATABASE_URL = execFileSync(
    process.execPath,
    ['support/create-database.mjs', process.env.TEST_DATABASE_URL],
    { encoding: 'utf8' },
  ).trim();
}
const databaseEnv: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
  : {};

// Playwright's own Chromium when installed, else Debian's (STACK-NOTES: no browser downloads here).
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  existsSync(p),
);
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (process.env.PLAYWRIGHT_BROWSERS_PATH ? undefined : systemChromium);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './.artifacts/results',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://${ROOT_HOST}:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            `--host-resolver-rules=MAP ${ROOT_HOST} 127.0.0.1, MAP *.${ROOT_HOST} 127.0.0.1`,
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../apps/api/src/main.ts',
    url: `http://127.0.0.1:${PORT}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ROOT_HOST,
      PUBLIC_URL: `http://${ROOT_HOST}:${PORT}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PASSWORD_EXPIRY_DAYS: '0',
      LOGIN_MAX_ATTEMPTS: '50',
      ...databaseEnv,
    },
  },
});
