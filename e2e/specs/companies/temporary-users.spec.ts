import { expect, test } from '@playwright/test';
import { PORT, ROOT_HOST, unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

const southernCross = `http://southerncross.${ROOT_HOST}:${PORT}`;
const password = 'Temporary!Pass2026';

test('[COMPANIES] an admin adds a temporary user with an expiry, who signs in without a user menu', async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `temp-${id}@e2e.turbine.test`;
  const name = `Temporary ${id}`;

  await login(page, 'broker@demo.turbine.test');
  await page.goto(`${southernCross}/company/manage`);
  await page.getByRole('tab', { name: 'Company Users' }).click();
  await page.getByRole('button', { name: 'Add temporary user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await dialog.getByLabel('Expires').fill('2099-01-02T10:30');
  await dialog.getByRole('button', { name: 'Create temporary user' }).click();

  const row = page.getByRole('table', { name: 'Company users' }).getByRole('row', { name: name });
  await expect(row).toContainText('Temporary · until 2 Jan 2099 10:30 am');
  await shot(page, 'temporary-user-listed');

  // §2: the temporary user signs in and gets no user menu.
  const context = await browser.newContext();
  const temp = await context.newPage();
  await login(temp, email, password);
  await expect(temp.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await context.close();
});
