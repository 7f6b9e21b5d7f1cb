import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { API, xsrf } from './api.ts';
import { registrationPathFromOutbox } from './mail.ts';
import { openUserMenu } from './session.ts';

/** The authenticator code of the time step `offset` steps from now (the app accepts ±1 step, each once). */
export function totpCode(secret: string, offset = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
}

/** A new account made through the API (register, then the mailed link), signed in on the returned context. */
export async function registeredUser(
  email: string,
  name: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: { accept: 'application/json' },
  });
  await api.get('/sanctum/csrf-cookie');
  const body = { name, email, password, passwordConfirmation: password };
  expect((await api.post('/register', { data: body, headers: await xsrf(api) })).status()).toBe(
    202,
  );
  const token = (await registrationPathFromOutbox(email)).split('/').pop()!;
  const confirmed = await api.post('/register/confirm', {
    data: { token },
    headers: await xsrf(api),
  });
  expect(confirmed.status()).toBe(201);
  return api;
}

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Turns on the authenticator app from the shown secret; returns the secret, the code it spent and the recovery codes. */
export async function enableAuthenticator(
  page: Page,
): Promise<{ secret: string; spent: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const spent = totpCode(secret);
  await page.getByRole('textbox', { name: 'Code' }).fill(spent);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list).toBeVisible();
  const codes = (await list.locator('code').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  return { secret, spent, codes };
}
