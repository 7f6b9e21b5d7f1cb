import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { invitationPathFromOutbox } from '../../support/mail.ts';
import { login, shot } from '../../support/session.ts';

test('[COMPANIES] a broker adds a client, edits it and invites its administrator, who takes it over', async ({
  page,
  browser,
}) => {
  const id = unique();
  const name = `Harbour Bakery ${id}`;
  const email = `bakery-${id}@e2e.turbine.test`;
  await login(page, 'broker@demo.turbine.test');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  // The demo client already manages itself.
  await expect(page.getByRole('table', { name: 'Clients' })).toContainText('Harbourside Cafe');

  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByRole('textbox', { name: 'Client name' }).fill(name);
  await page.getByRole('textbox', { name: 'City' }).fill('Hobart');
  await page.getByRole('dialog').getByRole('button', { name: 'Add client' }).click();
  const row = page
    .getByRole('table', { name: 'Clients' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Hobart');
  await expect(row).toContainText('Your brokerage');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Client name' }).fill(`${name} Pty Ltd`);
  await page.getByRole('button', { name: 'Save client' }).click();
  const renamed = page
    .getByRole('table', { name: 'Clients' })
    .getByRole('row')
    .filter({ hasText: `${name} Pty Ltd` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: /Invite a user of/ }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
  await shot(page, 'broker-client-invite');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`was emailed to ${email}`)).toBeVisible();

  // The client's administrator accepts; the client then manages itself.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(await invitationPathFromOutbox(email));
  await invitee.getByRole('textbox', { name: 'Name', exact: true }).fill(`Owner ${id}`);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited!Pass2026');
  await invitee.getByRole('textbox', { name: 'Confirm password' }).fill('Invited!Pass2026');
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(invitee).toHaveURL(/\/company\/manage/);

  await page.reload();
  const handedOver = page
    .getByRole('table', { name: 'Clients' })
    .getByRole('row')
    .filter({ hasText: `${name} Pty Ltd` });
  await expect(handedOver).toContainText('The client');
  await expect(handedOver.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await shot(page, 'broker-clients');
});
