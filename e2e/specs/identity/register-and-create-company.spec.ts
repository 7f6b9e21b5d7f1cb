import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique, xsrf } from '../../support/api.ts';
import { registrationPathFromOutbox } from '../../support/mail.ts';
import { shot } from '../../support/session.ts';

const password = 'Journey!Pass2026';

/** A real PNG of `width` × `height` coloured by `pixel`, for the branding uploads (the guard sniffs bytes). */
function png(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Southern Cross Brokers (demo data) invites the address, through the API as its admin would. */
async function inviteFromSouthernCross(email: string): Promise<void> {
  const api = await apiAs('broker@demo.turbine.test');
  const me = (await (await api.get('/user')).json()) as {
    roles: { companyId: number; company: { name: string } }[];
  };
  const companyId = me.roles.find((r) => r.company.name === 'Southern Cross Brokers')!.companyId;
  const roles = (await (await api.get(`/companies/${companyId}/roles`)).json()) as {
    data: { id: number; name: string }[];
  };
  const staff = roles.data.find((r) => r.name === 'Staff')!;
  const res = await api.post(`/companies/${companyId}/invitations`, {
    data: { email, roleId: staff.id },
    headers: await xsrf(api),
  });
  expect(res.status()).toBe(201);
  await api.dispose();
}

async function upload(page: Page, button: string, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('[IDENTITY] a visitor registers, sees Welcome, creates a company and brands its header', async ({
  page,
}) => {
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
  await inviteFromSouthernCross(email);
  await page.goto(await registrationPathFromOutbox(email));

  // A user without a company lands on Welcome (decision 231): the invitation waiting for them, and
  // Create Company.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const invitation = page
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('listitem', { name: 'Southern Cross Brokers' });
  await expect(invitation).toContainText('Role: Staff');
  await shot(page, 'register-welcome');
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

  // The new admin brands the header (decision 230): the preview follows each change before saving.
  // On the main host the user menu has no company entries for a company with a handle (§6); the
  // Company Details tab links to the screen.
  await page.getByRole('tab', { name: 'Company Details' }).click();
  await page.getByRole('link', { name: 'Appearance Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance Settings' })).toBeVisible();
  const logo = png(96, 96, (x, y) => (x + y < 96 ? [242, 169, 0] : [255, 255, 255]));
  const header = png(960, 120, (x) => [
    12,
    40 + Math.round((x / 960) * 60),
    90 + Math.round((x / 960) * 70),
  ]);
  await upload(page, 'Upload logo', 'logo.png', logo);
  await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
  await upload(page, 'Upload header background image', 'header.png', header);
  await expect(
    page.getByRole('img', { name: `${companyName} header background image` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Header text colour' }).fill('#ffffff');
  // Leaving the field closes its colour picker.
  await page.getByRole('heading', { level: 2, name: 'Header', exact: true }).click();
  // By keyboard: the upload toasts sit over the switch for a few seconds.
  await page.getByRole('switch', { name: 'Show logo on header' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Show logo on header' })).toBeChecked();
  const preview = page.getByTestId('header-preview').locator('> div');
  await expect(preview).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(preview.locator('img')).toBeVisible();
  await shot(page, 'appearance-settings');
  await page.getByRole('button', { name: 'Save appearance' }).click();
  await expect(page.getByText(`The header of ${companyName} is up to date.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show logo on header' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Header text colour' })).toHaveValue('#ffffff');
});
