import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { registrationPathFromOutbox } from '../../support/mail.ts';
import { shot } from '../../support/session.ts';

const password = 'Journey!Pass2026';

test('[IDENTITY] a visitor registers and creates a company', async ({ page }) => {
  const id = unique();
  const name = `Reg User ${id}`;
  const companyName = `Journey Brokers ${id}`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const email = `reg-${id}@e2e.turbine.test`;
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  // Decision 108: the same answer for any address; the mailed link creates the account and signs in.
  await expect(page.getByRole('alert', { name: 'Check your email' })).toBeVisible();
  await page.goto(await registrationPathFromOutbox(email));

  // A user without a company lands on the selection screen, which offers Create Company.
  await expect(page).toHaveURL(/\/company\/select$/);
  await expect(
    page.getByText('You are not a member of any active company yet.', { exact: false }),
  ).toBeVisible();
  await shot(page, 'register-no-company');
  await page.getByRole('link', { name: 'Create Company' }).click();

  await expect(page).toHaveURL(/\/company\/create$/);
  await page.getByRole('textbox', { name: 'Company name' }).fill(companyName);
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Broker' }).click();
  await page.getByRole('textbox', { name: 'Handle' }).fill(`jb${id}`);

  // An invalid ABN is refused under its field before anything is created.
  const abn = page.getByRole('textbox', { name: 'ABN' });
  await abn.fill('12345678901');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('The ABN is not valid.')).toBeVisible();
  await expect(abn).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'create-company-invalid-abn');
  await expect(page).toHaveURL(/\/company\/create$/);

  await abn.fill('60 148 568 750');
  await expect(page.getByText('The ABN is not valid.')).toBeHidden();
  await page.getByRole('button', { name: 'Create company' }).click();

  // The creator manages the new company as its Administrator.
  await expect(page).toHaveURL(/\/company\/manage/);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await page.getByRole('tab', { name: 'Company Users' }).click();
  const users = page.getByRole('table', { name: 'Company users' });
  const row = users.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('Administrator');
  // Signing in counts as activity, so the new admin's last activity is not blank.
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('—');
  await shot(page, 'create-company-users');
});
