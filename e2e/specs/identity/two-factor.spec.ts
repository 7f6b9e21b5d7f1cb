import { expect, test } from '@playwright/test';
import { unique, xsrf } from '../../support/api.ts';
import { invitationPathFromOutbox } from '../../support/mail.ts';
import { login, shot } from '../../support/session.ts';
import {
  enableAuthenticator,
  registeredUser,
  signOut,
  totpCode,
} from '../../support/two-factor.ts';

const password = 'Second!Factor2026';

test('[IDENTITY] a user enables the authenticator app, verifies at sign-in, trusts the device and later signs in with a recovery code', async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `tfa-${id}@e2e.turbine.test`;
  await (await registeredUser(email, `Two Factor ${id}`, password)).dispose();

  await login(page, email, password);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section).toBeVisible();
  await shot(page, 'two-factor-account-before');
  const { secret, spent, codes } = await enableAuthenticator(page);
  await shot(page, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  // Signing in again asks for the second factor.
  await signOut(page);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/two-factor-auth\/verify$/);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  // The code used to turn the app on is spent: the same code is refused, even when a new
  // 30-second step began in between (re-deriving it from the clock would then be a fresh code).
  await page.getByRole('textbox', { name: 'Code' }).fill(spent);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('The code is invalid or has expired.')).toBeVisible();
  await shot(page, 'two-factor-verify-refused');
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, 1));
  await page.getByRole('checkbox', { name: 'Trust this device for 30 days' }).check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // This device is trusted: no second step next time.
  await signOut(page);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);

  // Another browser is not: the user signs in there with a recovery code, once.
  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, email, password);
  await expect(second).toHaveURL(/\/two-factor-auth\/verify$/);
  await second
    .locator('label')
    .filter({ hasText: /^Recovery code$/ })
    .click();
  await second.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await shot(second, 'two-factor-verify-recovery');
  await second.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(second).toHaveURL(/\/welcome$/);
  await second.goto('/two-factor-auth/recovery-codes');
  await expect(second.getByText('You have 9 unused recovery codes.')).toBeVisible();
  await shot(second, 'two-factor-recovery-codes-page');
  await other.close();
});

test('[IDENTITY] a company that requires 2FA sends its admin and a new member to setup', async ({
  page,
  browser,
}) => {
  const id = unique();
  const adminEmail = `tfa-admin-${id}@e2e.turbine.test`;
  const memberEmail = `tfa-member-${id}@e2e.turbine.test`;
  const companyName = `Secure Brokers ${id}`;
  const api = await registeredUser(adminEmail, `Secure Admin ${id}`, password);
  const created = await api.post('/companies', {
    data: { name: companyName, refCompanyTypeId: 2, handle: `sb${id}` },
    headers: await xsrf(api),
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { id: number }).id;
  const roles = (await (await api.get(`/companies/${companyId}/roles`)).json()) as {
    data: { id: number; name: string }[];
  };
  const staff = roles.data.find((r) => r.name === 'Staff')!;
  const invited = await api.post(`/companies/${companyId}/invitations`, {
    data: { email: memberEmail, roleId: staff.id },
    headers: await xsrf(api),
  });
  expect(invited.status()).toBe(201);
  await api.dispose();

  // The admin turns the policy on from the company page, and is sent to setup at once.
  await login(page, adminEmail, password);
  await page.goto('/company/manage');
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  const toggle = page.getByRole('switch', {
    name: 'Require two-factor authentication for members',
  });
  await toggle.scrollIntoViewIfNeeded();
  await shot(page, 'two-factor-company-setting');
  await toggle.click({ force: true });
  await expect(page).toHaveURL(/\/two-factor-auth\/setup$/);
  await expect(page.getByText('Your company requires two-factor authentication.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('At least one method must be verified')).toBeVisible();
  await shot(page, 'two-factor-setup-required');

  // The new member accepts the invitation and lands on setup too.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(await invitationPathFromOutbox(memberEmail));
  await member.getByRole('textbox', { name: 'Name', exact: true }).fill(`Member ${id}`);
  await member.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await member.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await member.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(member).toHaveURL(/\/two-factor-auth\/setup$/);
  await enableAuthenticator(member);
  await member.getByRole('button', { name: 'I have saved my codes' }).click();
  await member.getByRole('button', { name: 'Finish' }).click();
  await expect(member).not.toHaveURL(/two-factor-auth/);
  await expect(member.getByRole('button', { name: 'User menu' })).toBeVisible();
  await shot(member, 'two-factor-member-landed');
  await memberContext.close();
});
