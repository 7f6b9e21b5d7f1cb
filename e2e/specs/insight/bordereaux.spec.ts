import { expect, test } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

// Premium bordereaux (decision 151): the agency drafts this month's bordereau of the demo binder, reviews
// and submits it; the managing insurer then finds it and downloads the CSV. The figures are checked to
// the cent in the API and unit tests; here the screens and the file.
test('[INSIGHT] the agency submits a bordereau and the insurer downloads it', async ({ page }) => {
  // Last month in Sydney: the monthly job may already have drafted it at start; drafting again makes a
  // new version either way.
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  await login(page, 'underwriter@demo.turbine.test');
  await page.goto('/company/bordereaux');
  await expect(page.getByRole('heading', { name: 'Bordereaux', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Binding agreement' }).click();
  await page.getByRole('option', { name: /Meridian Professional Lines Binder/ }).click();
  await page.getByRole('textbox', { name: 'Month' }).fill(month);
  await page.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect(page.getByText(/^Drafted .* rows\.$/)).toBeVisible();
  await shot(page, 'bordereaux-agency-list');
  await page.getByRole('row').filter({ hasText: 'Draft' }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Bordereau / })).toBeVisible();
  await expect(page.getByText('Gross premium', { exact: true })).toBeVisible();
  await shot(page, 'bordereaux-agency-review');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/This month is frozen\./)).toBeVisible();
  await shot(page, 'bordereaux-agency-submitted');

  await page.context().clearCookies();
  await login(page, 'insurer@demo.turbine.test');
  await page.goto('/company/bordereaux');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Meridian Professional Lines Binder' })
    .first();
  await expect(row).toContainText('Submitted');
  await shot(page, 'bordereaux-insurer-list');
  await row.getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await shot(page, 'bordereaux-insurer-review');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bordereau-B0999MER\d{4}PL-\d{4}-\d{2}-v\d+\.csv$/);
});
