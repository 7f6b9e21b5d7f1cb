import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  startOpenIdProvider,
  type LocalOpenIdProvider,
} from '../../../apps/api/test/oidc-provider.ts';
import { DEMO_PASSWORD, ROOT_HOST } from '../../support/api.ts';
import { freePort, waitReady } from '../../support/default-server.ts';
import { openUserMenu, shot } from '../../support/session.ts';

// Issue 11: connect a company to the local OpenID provider (standing in for Microsoft Entra ID,
// decision 144) and sign in with it. The suite's shared server has Microsoft off (a "Sign in with
// Microsoft" button would change every other spec's login page), so this spec starts its own
// provider and its own server, started as the shared one is, with MICROSOFT_* pointing at it.

const TENANT = 'tenant-southern-cross';
const IT_ADMIN = 'it@southern-cross.example';
const BROKER = 'broker@demo.turbine.test';

let idp: LocalOpenIdProvider | undefined;
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let origin = '';
let southernCross = '';

/** Stops the server's whole process group (tsx runs the API in a child): TERM, then KILL after 10 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = freePort();
  origin = `http://${ROOT_HOST}:${port}`;
  southernCross = `http://southerncross.${ROOT_HOST}:${port}`;
  idp = await startOpenIdProvider(origin);
  // The broker's organisation: its IT admin (who grants consent) and the demo broker.
  for (const email of [IT_ADMIN, BROKER])
    idp.accounts.set(email, { email, emailVerified: true, tid: TENANT });

  dataDir = mkdtempSync(join(tmpdir(), 'turbine-e2e-microsoft-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ROOT_HOST,
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PASSWORD_EXPIRY_DAYS: '0',
    LOGIN_MAX_ATTEMPTS: '50',
    ...idp.env,
  };
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
  server = spawn(
    process.execPath,
    ['../node_modules/tsx/dist/cli.mjs', '../apps/api/src/main.ts'],
    {
      env,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitReady(port, server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await idp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The provider's own sign-in form (oidc-provider's development screens): any password works. */
async function signInAtProvider(page: Page, account: string, name: string): Promise<void> {
  await page.waitForURL((url) => url.origin === idp!.issuer);
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('any password');
  await shot(page, `${name}-provider-login`);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function openIntegrations(page: Page): Promise<void> {
  await page.goto(`${southernCross}/company/manage`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Southern Cross Brokers' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Company Integrations' }).click();
}

test('[IDENTITY] an admin connects the company to Microsoft; a member then signs in with it', async ({
  page,
  context,
}) => {
  // The provider's pages import a web font; there is no network here, so do not wait for it.
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());

  // The broker, admin of Southern Cross Brokers, signs in with a password.
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(BROKER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // Company Integrations → Connect with Microsoft → the IT admin signs in and consents.
  await openIntegrations(page);
  const section = page.getByRole('region', { name: 'Microsoft organisation' });
  await expect(section.getByText('Not connected', { exact: true })).toBeVisible();
  await shot(page, 'microsoft-integrations-not-connected');
  await section.getByRole('button', { name: 'Connect with Microsoft' }).click();
  await signInAtProvider(page, IT_ADMIN, 'microsoft-consent');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await shot(page, 'microsoft-consent-provider-consent');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(`${origin}/microsoft/connected?result=connected`);
  await expect(page.getByRole('alert').filter({ hasText: 'Connected' })).toContainText(
    'The company is now connected to your Microsoft organisation.',
  );
  await shot(page, 'microsoft-connected');

  await openIntegrations(page);
  await expect(section.getByText('Connected', { exact: true })).toBeVisible();
  await expect(section.getByText(TENANT)).toBeVisible();
  await shot(page, 'microsoft-integrations-connected');

  // Sign out of Turbine; the IT admin's session at the provider ends too (another person).
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.clearCookies({ domain: '127.0.0.1' });

  // "Sign in with Microsoft" → the provider's sign-in → back in Turbine, signed in as the broker
  // (linked by the email Microsoft verified, in a tenant the broker's company connected).
  await page.goto(`${origin}/login`);
  const microsoftButton = page.getByRole('link', { name: 'Sign in with Microsoft' });
  await expect(microsoftButton).toBeVisible();
  await shot(page, 'microsoft-login-page');
  await microsoftButton.click();
  await signInAtProvider(page, BROKER, 'microsoft-sign-in');
  await page.waitForURL(`${origin}/company/select`);
  const southernCrossEntry = page
    .getByRole('list', { name: 'Companies' })
    .getByRole('button', { name: /^Southern Cross Brokers,/ });
  await expect(southernCrossEntry).toBeVisible();
  await shot(page, 'microsoft-signed-in');
  await southernCrossEntry.click();
  await page.waitForURL(
    (url) => url.host.startsWith('southerncross.') && url.pathname !== '/company/select',
  );
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await shot(page, 'microsoft-signed-in-company');
  // The session is the broker's (asked from the page: turbine.test resolves only in the browser).
  const me = await page.evaluate(async () => {
    const res = await fetch('/user');
    return { status: res.status, body: await res.text() };
  });
  expect(me.status).toBe(200);
  expect(me.body).toContain(BROKER);
});
