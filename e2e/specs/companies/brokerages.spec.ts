import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

test('[COMPANIES] an agency onboards a brokerage and closes a package to its existing brokerage', async ({
  page,
}) => {
  const id = unique();
  const name = `Coastal Brokers ${id}`;
  await login(page, 'underwriter@demo.turbine.test');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Brokerages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brokerages' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Brokerages' });
  // The demo brokerage's book with Meridian: bound premium and open quotes.
  const southernCross = table.getByRole('row').filter({ hasText: 'Southern Cross Brokers' });
  await expect(southernCross).toContainText('Active');
  await expect(southernCross).toContainText('$');

  await page.getByRole('button', { name: 'Onboard brokerage' }).click();
  await page.getByRole('textbox', { name: 'Brokerage name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Administrator email' })
    .fill(`coastal-${id}@e2e.turbine.test`);
  await page.getByRole('button', { name: 'Create and invite' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText(
    'Administrator invited',
  );
  await shot(page, 'brokerages');

  await southernCross.getByRole('link', { name: 'Manage Southern Cross Brokers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Southern Cross Brokers' }),
  ).toBeVisible();
  const may = page.getByRole('switch', {
    name: 'Southern Cross Brokers may sell Consultants Package',
  });
  await expect(may).toBeChecked();
  await may.click({ force: true });
  await expect(page.getByText('can no longer sell Consultants Package')).toBeVisible();
  await expect(may).not.toBeChecked();
  await expect(page.getByRole('table', { name: 'Brokerage users' })).toContainText(
    'broker@demo.turbine.test',
  );
  await shot(page, 'broker-management');
  // Open it again so the demo stays as it was for the other journeys.
  await may.click({ force: true });
  await expect(may).toBeChecked();
});

test('[COMPANIES] a broker merges a duplicate client into the existing one', async ({ page }) => {
  const name = `Harbourside Cafe duplicate ${unique()}`;
  await login(page, 'broker@demo.turbine.test');
  await page.goto('/company/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('textbox', { name: 'Client name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Add client' }).click();
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();

  await table
    .getByRole('button', { name: 'Merge a duplicate into Harbourside Cafe', exact: true })
    .click();
  await page.getByRole('combobox', { name: 'Duplicate client' }).click();
  await page.getByRole('option', { name }).click();
  await shot(page, 'merge-client');
  await page.getByRole('button', { name: 'Merge clients' }).click();
  await expect(page.getByText('Clients merged')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
