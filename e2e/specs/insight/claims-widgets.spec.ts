import { expect, test } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

// The claims widgets of the seeded Overview dashboards (decision 142). Other journeys may work the demo
// claims in the same run, so the figures are checked for their form and heads, the counts in the API tests.
test('[INSIGHT] the legal firm sees its claims widgets, and a bar opens the incidents list', async ({
  page,
}) => {
  await login(page, 'legal@demo.turbine.test');
  await page.goto('/company/dashboard');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const reserves = page.locator('[aria-label="Claims reserves and paid"]');
  await expect(reserves.getByTestId('widget-figure')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(reserves.getByTestId('widget-breakdown')).toContainText(
    /Indemnity reserve \$[\d,]+\.\d{2} · Indemnity paid \$[\d,]+\.\d{2} · Fees reserve \$[\d,]+\.\d{2} · Fees paid \$[\d,]+\.\d{2}/,
  );
  const byStatus = page.locator('[aria-label="Open claims by status"]');
  await expect(byStatus.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await shot(page, 'insight-claims-widgets-legal');
  const bar = await byStatus.locator('.recharts-bar-rectangle').first().boundingBox();
  // recharts knows the bar under the pointer once the pointer has moved over it (its tooltip shows).
  await page.mouse.move(bar!.x + bar!.width / 2, bar!.y + bar!.height / 2);
  await expect(byStatus.locator('.recharts-tooltip-wrapper')).toBeVisible();
  await page.mouse.click(bar!.x + bar!.width / 2, bar!.y + bar!.height / 2);
  await expect(page).toHaveURL(/\/incidents$/);
});

test('[INSIGHT] a broker is offered no claims widget', async ({ page }) => {
  await login(page, 'broker@demo.turbine.test');
  await page.goto('/company/dashboard');
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(
    page.getByRole('button', { name: 'Add Gross written premium by month' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Open claims by status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Claims reserves and paid' })).toHaveCount(0);
});
