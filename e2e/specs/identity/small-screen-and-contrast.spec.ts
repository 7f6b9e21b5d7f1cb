import { expect, test } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

// Issue 19 item 9: at 390 px the avatar fits and the drawer holds the whole menu; read-only proposal
// answers are readable (WCAG AA contrast).

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[IDENTITY] the header keeps the avatar on screen and the drawer holds the whole menu', async ({
    page,
  }) => {
    await login(page, 'broker@demo.turbine.test');
    await page.getByRole('list', { name: 'Companies' }).locator('[aria-current="true"]').click();
    await page.waitForURL(/\/risks$/);
    const avatar = await page.getByRole('button', { name: 'User menu' }).boundingBox();
    expect(avatar).not.toBeNull();
    expect(avatar!.x).toBeGreaterThanOrEqual(0);
    expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    for (const entry of ['Risks', 'Manage company', 'Switch company', 'Manage account', 'Logout'])
      await expect(drawer.getByText(entry, { exact: true })).toBeVisible();
    await shot(page, 'drawer-390');
  });
});

/** WCAG relative luminance of an `rgb(...)` / `rgba(...)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

test('[RISKS] read-only proposal answers meet WCAG AA contrast', async ({ page }) => {
  await login(page, 'client@demo.turbine.test');
  await page.waitForURL(/\/risks$/);
  await page.getByRole('table').getByRole('link').first().click();
  const answer = page.getByRole('textbox', { name: /Business name/ }).first();
  await expect(answer).toBeDisabled();
  const style = await answer.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor, opacity: s.opacity };
  });
  expect(Number(style.opacity)).toBe(1);
  const [hi, lo] = [luminance(style.color), luminance(style.background)].sort((a, b) => b - a);
  expect((hi! + 0.05) / (lo! + 0.05)).toBeGreaterThanOrEqual(4.5);
});
