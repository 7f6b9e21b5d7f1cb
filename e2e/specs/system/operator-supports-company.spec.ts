import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

test('[SYSTEM] the operator creates a broker company, supports it read-only, acts, and the change is on its history', async ({
  page,
}) => {
  const id = unique();
  const name = `Coastal Brokers ${id}`;
  await login(page, 'admin@demo.turbine.test');
  await page.goto('/system/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  // Create a broker company for nobody in particular and invite its first admin.
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('textbox', { name: 'Company name' }).fill(name);
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Broker' }).click();
  await page
    .getByRole('textbox', { name: /First administrator/ })
    .fill(`coastal-${id}@e2e.turbine.test`);
  await page.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No administrator yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toContainText(
    `coastal-${id}@e2e.turbine.test`,
  );

  // The list finds it by the "no admin" and type filters.
  await page.goto('/system/companies');
  await page.getByRole('combobox', { name: 'Administrator' }).click();
  await page.getByRole('option', { name: 'No admin yet' }).click();
  await page.getByRole('textbox', { name: 'Search companies' }).fill(name);
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row')).toHaveCount(2);
  await shot(page, 'system-companies-filtered');
  await page.getByRole('link', { name }).click();

  // Support mode: read-only first — the header takes the support style and the details are disabled.
  await page.getByRole('button', { name: 'Open in support mode' }).click();
  await page.getByRole('textbox', { name: /Reason/ }).fill(`Ticket ${id}: set up the profile`);
  await page.getByRole('button', { name: 'Open read-only' }).click();
  await expect(page.getByText('Support mode: read-only')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Support · read-only');
  await page.getByRole('tab', { name: 'Company Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  await shot(page, 'system-support-read-only');

  // Acting: the rename goes through and is recorded with the support user's name.
  await page.getByRole('button', { name: 'Act for this company' }).click();
  await expect(page.getByText('Support mode: acting for the company')).toBeVisible();
  const nameField = page.getByRole('textbox', { name: 'Company name' });
  await expect(nameField).toBeEnabled();
  await nameField.fill(`${name} Pty Ltd`);
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Pty Ltd` })).toBeVisible();
  await page.getByRole('button', { name: 'End support' }).click();
  await expect(page.getByRole('button', { name: 'Open in support mode' })).toBeVisible();

  await page.getByRole('tab', { name: 'Support history' }).click();
  const visits = page.getByLabel('Support visits');
  await expect(visits).toContainText('Sam Operator');
  await expect(visits).toContainText(`Ticket ${id}: set up the profile`);
  await expect(visits).toContainText(/PUT \/companies\/\d+/);
  await shot(page, 'system-support-history');
});
