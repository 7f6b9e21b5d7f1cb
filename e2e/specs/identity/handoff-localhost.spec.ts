import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/api.ts';
import { startDefaultServer, type DefaultServer } from '../../support/default-server.ts';
import { openUserMenu, shot } from '../../support/session.ts';

// Issue 19 item 1, decision 114: on `npm start`'s defaults the root host is `localhost`, whose
// subdomains cannot share a cookie; choosing a company must still keep the user signed in.
let server: DefaultServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDefaultServer();
});
test.afterAll(async () => server?.stop());

test('[IDENTITY] on the default root host, choosing a company keeps the user signed in on its subdomain', async ({
  page,
  context,
}) => {
  await page.goto(`${server.origin()}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('broker@demo.turbine.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/select$/);

  // §4 leaves the order of roles open: the broker she administers, not the client where she is staff.
  const list = page.getByRole('list', { name: 'Companies' });
  const southernCross = list.getByRole('button', { name: /^Southern Cross Brokers, Broker/ });
  await expect(southernCross).toHaveAttribute('aria-current', 'true');

  const handoff = page.waitForRequest((r) => r.url().endsWith('/session/handoff'));
  await southernCross.click();
  const posted = await handoff;
  await page.waitForURL(`${server.origin('southerncross')}/**`);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The company's home: its risks, on its subdomain (issue 19 item 3).
  await expect(page).toHaveURL(/\/risks$/);
  await expect(page.getByRole('link', { name: 'Southern Cross Brokers home' })).toBeVisible();
  await shot(page, 'handoff-localhost-southerncross');

  // The subdomain holds a session of its own, host-only (no Domain=localhost).
  const cookies = await context.cookies(server.origin('southerncross'));
  const session = cookies.find((c) => c.name === 'turbine_session');
  expect(session?.domain).toBe('southerncross.localhost');

  // The token was spent: posting it again (even from the right origin) signs nobody in.
  const token = new URLSearchParams(posted.postData() ?? '').get('token');
  expect(token).toBeTruthy();
  // Node does not resolve *.localhost: reach loopback and name the host as the browser would.
  const replay = await page.request.post(`http://127.0.0.1:${server.port}/session/handoff`, {
    form: { token: token! },
    headers: { origin: server.origin(), host: `southerncross.localhost:${server.port}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(303);
  expect(replay.headers()['location']).toBe('/login?handoff=expired');
  expect(replay.headers()['set-cookie'] ?? '').not.toContain('turbine_session=');
});

test('[IDENTITY] on the default root host, switching company moves to the other subdomain signed in', async ({
  page,
}) => {
  await page.goto(`${server.origin()}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('multi@demo.turbine.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('list', { name: 'Companies' })
    .getByRole('button', { name: /^Southern Cross Brokers, Broker/ })
    .click();
  await page.waitForURL(`${server.origin('southerncross')}/**`);
  // The company's home: its risks, on its subdomain (issue 19 item 3).
  await expect(page).toHaveURL(/\/risks$/);
  await expect(page.getByRole('link', { name: 'Southern Cross Brokers home' })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  await page
    .getByRole('dialog', { name: 'Select representing company' })
    .getByRole('button', { name: /^Meridian Underwriting Agency, Underwriter/ })
    .click();
  await page.waitForURL(`${server.origin('meridian')}/**`);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The company's home: its risks, on its subdomain (issue 19 item 3).
  await expect(page).toHaveURL(/\/risks$/);
  await expect(page.getByRole('link', { name: 'Meridian Underwriting Agency home' })).toBeVisible();
});
