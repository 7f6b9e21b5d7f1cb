import { expect, request, test } from '@playwright/test';
import { API } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

test('[IDENTITY] an expired session logs the user out', async ({ page, context }) => {
  // One company: signing in opens its home (its incidents, decision 120); then its management page.
  await login(page, 'legal@demo.turbine.test');
  await expect(page).toHaveURL(/\/incidents$/);
  await page.goto('/company/manage');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bennett & Cole Lawyers' }),
  ).toBeVisible();

  // End this very session on the server: log it out through the API with the browser's cookies.
  const cookies = await context.cookies(API.replace('127.0.0.1', 'turbine.test'));
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const sameSession = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: {
      accept: 'application/json',
      cookie: `turbine_session=${value('turbine_session')}; XSRF-TOKEN=${value('XSRF-TOKEN')}`,
      'x-xsrf-token': decodeURIComponent(value('XSRF-TOKEN')),
    },
  });
  expect((await sameSession.post('/logout')).status()).toBe(204);
  expect((await sameSession.get('/user')).status()).toBe(401);
  await sameSession.dispose();

  // The next request the page makes answers 401, and the app logs the user out.
  await page.getByRole('tab', { name: 'Company Users' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await shot(page, 'forced-logout');
});
