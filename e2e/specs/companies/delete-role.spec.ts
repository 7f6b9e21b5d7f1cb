import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { API, unique, xsrf } from '../../support/api.ts';
import { invitationPathFromOutbox, registrationPathFromOutbox } from '../../support/mail.ts';
import { login, shot } from '../../support/session.ts';

const password = 'Roles!Journey2026';

interface Role {
  id: number;
  name: string;
}

/** A fresh user registered through the API, signed in on the returned client. */
async function registeredClient(email: string, name: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: { accept: 'application/json' },
  });
  await ctx.get('/sanctum/csrf-cookie');
  const res = await ctx.post('/register', {
    data: { name, email, password, passwordConfirmation: password },
    headers: await xsrf(ctx),
  });
  expect(res.status(), await res.text()).toBe(202);
  // Decision 108: the account is created from the mailed link.
  const token = (await registrationPathFromOutbox(email)).split('/').pop()!;
  const confirmed = await ctx.post('/register/confirm', {
    data: { token },
    headers: await xsrf(ctx),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return ctx;
}

/** Invites an email with a role and accepts as a new account through the API (the mailed link's token). */
async function addMemberByInvitation(
  admin: APIRequestContext,
  companyId: number,
  roleId: number,
  email: string,
  name: string,
) {
  const invited = await admin.post(`/companies/${companyId}/invitations`, {
    data: { email, roleId, expiresInDays: 7 },
    headers: await xsrf(admin),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await invitationPathFromOutbox(email)).split('/').pop()!;
  const visitor = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: { accept: 'application/json' },
  });
  await visitor.get('/sanctum/csrf-cookie');
  const accepted = await visitor.post(`/invitations/${token}/accept`, {
    data: { name, password, passwordConfirmation: password },
    headers: await xsrf(visitor),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await visitor.dispose();
}

test('[COMPANIES] deleting a role moves its users to the role with the fewest permissions', async ({
  page,
}) => {
  const id = unique();
  const adminEmail = `roles-admin-${id}@e2e.turbine.test`;
  const companyName = `Role Journey Brokers ${id}`;
  const memberName = `Claims Person ${id}`;

  const admin = await registeredClient(adminEmail, `Role Admin ${id}`);
  const created = await admin.post('/companies', {
    data: { name: companyName, refCompanyTypeId: 2 },
    headers: await xsrf(admin),
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { id: number }).id;

  // The admin has one company: signing in opens its home (its risks, issue 19 item 3); then manage it.
  await login(page, adminEmail, password);
  await expect(page).toHaveURL(/\/risks$/);
  await page.goto('/company/manage');
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('row').filter({ hasText: 'Administrator' })).toBeVisible();

  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create role' });
  await dialog.getByRole('textbox', { name: 'Role name' }).fill('Claims Team');
  for (const permission of ['Manage clients', 'View risks', 'Manage risks', 'Manage documents']) {
    await dialog.getByRole('checkbox', { name: permission }).check();
  }
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(dialog).toBeHidden();
  const claimsRow = roles.getByRole('row').filter({ hasText: 'Claims Team' });
  await expect(claimsRow.getByRole('cell').nth(1)).toHaveText('4');

  // A user who holds the new role (seeded through an invitation accepted over the API).
  const roleList = (await (await admin.get(`/companies/${companyId}/roles`)).json()) as {
    data: Role[];
  };
  const claims = roleList.data.find((r) => r.name === 'Claims Team')!;
  await addMemberByInvitation(
    admin,
    companyId,
    claims.id,
    `claims-${id}@e2e.turbine.test`,
    memberName,
  );
  await admin.dispose();

  // The member joined elsewhere; the page's cached role counts are refreshed by a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Company Users' }).click();
  const memberRole = page.getByRole('combobox', { name: `Role of ${memberName}` });
  await expect(memberRole).toHaveValue('Claims Team');

  // Administrator cannot be deleted; Claims Team can, after confirmation.
  await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
  await expect(claimsRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(
    roles
      .getByRole('row')
      .filter({ hasText: 'Administrator' })
      .getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
  await expect(roles.getByRole('button', { name: 'Edit Administrator' })).toBeVisible();
  await roles.getByRole('button', { name: 'Delete Claims Team' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the role Claims Team' });
  await expect(confirm).toContainText('Its user moves to the role with the fewest permissions.');
  await shot(page, 'delete-role-confirm');
  await confirm.getByRole('button', { name: 'Delete role' }).click();
  await expect(confirm).toBeHidden();
  await expect(claimsRow).toHaveCount(0);

  // Staff (3 permissions) has fewer than Administrator, so the user now holds Staff.
  await page.getByRole('tab', { name: 'Company Users' }).click();
  await expect(memberRole).toHaveValue('Staff');
  await shot(page, 'delete-role-users');
});
