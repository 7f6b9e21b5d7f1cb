import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api.ts';
import { login, openUserMenu, shot } from '../../support/session.ts';

// A user of their own, so the saved theme does not leak into other journeys.
const email = 'insurer@demo.turbine.test';

async function chooseScheme(page: Page, scheme: 'Light' | 'Dark') {
  await openUserMenu(page);
  // The segmented control's radios are visually hidden; a user clicks their labels.
  const group = page.getByRole('menu').getByRole('radiogroup', { name: 'Colour scheme' });
  await group.getByText(scheme, { exact: true }).click();
  await expect(group.getByRole('radio', { name: scheme })).toBeChecked();
  // The selector is not a menu item, so the menu stays open until dismissed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

async function savedTheme(): Promise<string> {
  const api = await apiAs(email);
  try {
    return ((await (await api.get('/user')).json()) as { theme: string }).theme;
  } finally {
    await api.dispose();
  }
}

test('[IDENTITY] a user toggles the colour scheme', async ({ page, browser }) => {
  const html = page.locator('html');
  await login(page, email);
  await chooseScheme(page, 'Light');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect.poll(savedTheme).toBe('light');

  await chooseScheme(page, 'Dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(savedTheme).toBe('dark');
  await shot(page, 'colour-scheme-dark');

  // Still dark after a reload, and on the server (a new browser would get it from GET /user).
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Another browser (no local storage) gets the saved scheme once signed in.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await login(other, email);
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await elsewhere.close();

  await chooseScheme(page, 'Light');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect.poll(savedTheme).toBe('light');
});
