import { expect, test, type Page } from '@playwright/test';

// Decision 119 (issue 24, keyboard): a skip link is the first stop of the tab order; every focused
// control shows a ring of at least 3:1 against the page; the show-password button is reachable by Tab.

/** WCAG relative luminance of an `rgb(...)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
      width: parseFloat(style.outlineWidth),
      lineStyle: style.outlineStyle,
      colour: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
}

test('[IDENTITY] the skip link comes first, focus is visible at 3:1, show-password is reachable', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);

  await email.focus();
  const ring = await focusRing(page);
  expect(ring.lineStyle).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.page)).toBeGreaterThanOrEqual(3);

  const password = page.getByRole('textbox', { name: 'Password' });
  await password.fill('secret');
  await password.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show or hide the password' });
  await expect(toggle).toBeFocused();
  const toggleRing = await focusRing(page);
  expect(toggleRing.width).toBeGreaterThanOrEqual(2);
  expect(contrast(toggleRing.colour, toggleRing.page)).toBeGreaterThanOrEqual(3);
  await expect(password).toHaveAttribute('type', 'password');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('secret');
});
