import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api.ts';

/** Signs in through the login form; leaves the page wherever the app sends a fresh sign-in. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Opens the avatar menu in the header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * A screenshot of the key step of a journey, for a person to look at (e2e/.artifacts is git-ignored).
 * CI has nobody to look at them, so there they are taken only with E2E_SHOTS=1 (84 shots cost about
 * half a minute of the suite); a failing test still gets Playwright's own screenshot and trace.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.E2E_SHOTS !== '1') return;
  await page.screenshot({ path: `.artifacts/${name}.png`, fullPage: false });
}
