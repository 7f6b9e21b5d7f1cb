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
