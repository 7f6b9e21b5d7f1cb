import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

// Issue 19 item 9: at 390 px the avatar fits and the drawer holds the whole menu; read-only proposal
// answers are readable (WCAG AA contrast).

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every axe violation, of any impact, as one line each — but the two landmark rules an open Mantine
 * drawer breaks with its `<header>` (a banner inside `role="dialog"`), left for a later change.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .disableRules(['landmark-no-duplicate-banner', 'landmark-unique'])
    .analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}

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

  test('[RISKS] the broker reads risks as cards, filters and sorts in a drawer, and no page scrolls sideways', async ({
    page,
  }) => {
    await login(page, 'broker@demo.turbine.test');
    await page.getByRole('list', { name: 'Companies' }).locator('[aria-current="true"]').click();
    await page.waitForURL(/\/risks$/);
    const cards = page.getByRole('list', { name: 'Risks' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'risks-cards-390');

    // Decision 166: sort and filters in a drawer; choosing a sort reorders the cards.
    await page.getByRole('button', { name: /Filters and sort/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters and sort' });
    await expect(drawer.getByRole('textbox', { name: 'Search risks' })).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Reference' }).click();
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect(page).toHaveURL(/sort=reference/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'risks-filters-390');
    await drawer.getByRole('button', { name: 'Show risks' }).click();
    const references = await cards.getByRole('link').allTextContents();
    expect(references).toEqual([...references].sort());

    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/risks\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Decision 167: the cover table stacks each product into label-value lines; its premium is on
    // screen without scrolling the table sideways.
    const products = page.getByRole('table', { name: 'Products' });
    const premium = products.locator('td[data-label="Premium"]').first();
    await expect(premium).toBeVisible();
    const box = await premium.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await products.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'risk-page-390');
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
