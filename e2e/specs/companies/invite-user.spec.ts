import { expect, test, type Page } from '@playwright/test';
import { PORT, ROOT_HOST, unique } from '../../support/api.ts';
import { invitationPathFromOutbox } from '../../support/mail.ts';
import { login, shot } from '../../support/session.ts';

const southernCross = `http://southerncross.${ROOT_HOST}:${PORT}`;
const password = 'Invited!Pass2026';

/** Opens a tab of Southern Cross's management page on its subdomain. */
async function openManageTab(page: Page, tab: 'Invitations' | 'Company Users') {
  await page.goto(`${southernCross}/company/manage`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Southern Cross Brokers' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('[COMPANIES] an admin invites a new user who accepts and lands in the company', async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `invitee-${id}@e2e.turbine.test`;
  const name = `Invited ${id}`;

  await login(page, 'broker@demo.turbine.test');
  await openManageTab(page, 'Invitations');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation was emailed to ${email}.`)).toBeVisible();

  const invitations = page.getByRole('table', { name: 'Invitations' });
  const invitation = invitations.getByRole('row').filter({ hasText: email });
  await expect(invitation).toContainText('Staff');
  await expect(invitation).toContainText('Pending');
  await shot(page, 'invite-pending');

  // The invitee follows the mailed link in a browser of their own.
  const link = await invitationPathFromOutbox(email);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const previewLoads: string[] = [];
  invitee.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/invitations/'))
      previewLoads.push(r.url());
  });
  await invitee.goto(link);
  await expect(
    invitee.getByText('You have been invited to join Southern Cross Brokers.'),
  ).toBeVisible();
  await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await invitee.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await invitee.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await shot(invitee, 'invite-accept-form');
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();

  await expect(invitee).toHaveURL(/\/company\/manage/);
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'Southern Cross Brokers' }),
  ).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The used link is not fetched again (it would answer 404 and toast 'invalid or expired').
  expect(previewLoads).toHaveLength(1);
  await expect(invitee.getByText('The invitation is either invalid or has expired.')).toBeHidden();
  await shot(invitee, 'invite-landed');
  await inviteeContext.close();

  // Back as the admin: the invitation is accepted and the user is a member with the invited role.
  await openManageTab(page, 'Invitations');
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Accepted');
  await page.getByRole('tab', { name: 'Company Users' }).click();
  await page.getByRole('textbox', { name: 'Search users' }).fill(email);
  const rows = page.getByRole('table', { name: 'Company users' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one user the search finds
  const member = rows.filter({ hasText: email });
  await expect(member).toContainText(name);
  await expect(member.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('Staff');
  await shot(page, 'invite-member');
});

test('[COMPANIES] an invalid invitation link says so', async ({ page }) => {
  await page.goto(`/invitation/not-a-real-token-${unique()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid invitation' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('The invitation is either invalid or has expired.'),
  ).toBeVisible();
  await shot(page, 'invite-invalid');
});
