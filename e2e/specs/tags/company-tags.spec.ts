import { expect, test } from '@playwright/test';
import { shot } from '../../support/session.ts';
import { BROKER, createRisk, pageAs, SOUTHERNCROSS } from '../risks/risk-setup.ts';

test('[TAGS] a broker adds a company tag, puts it on a risk and filters the risks list by it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { pkg, api } = await createRisk();
  await api.dispose();
  const page = await pageAs(browser, BROKER);
  const name = `VIP ${Date.now() % 100_000}`;

  await page.goto(`${SOUTHERNCROSS}/company/manage`);
  await page.getByRole('link', { name: 'Company Tags' }).click();
  await expect(page.getByRole('heading', { name: 'Company Tags' })).toBeVisible();
  await page.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await shot(page, 'company-tags');

  await page.goto(`${SOUTHERNCROSS}/risks/${pkg.id}`);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('button', { name: `Remove tag ${name}` })).toBeVisible();
  await shot(page, 'risk-tags');

  await page.goto(`${SOUTHERNCROSS}/risks`);
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/tagId=\d+/);
  await expect(page.getByRole('link', { name: pkg.reference })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, 'risks-by-tag');

  await page.goto(`${SOUTHERNCROSS}/company/webhooks`);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill('https://10.0.0.5/hooks');
  await page.getByRole('checkbox', { name: /risk\.bound/ }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).last().click();
  await expect(page.getByText(/loopback, link-local or private network address/)).toBeVisible();
  await shot(page, 'webhook-refused');
});
