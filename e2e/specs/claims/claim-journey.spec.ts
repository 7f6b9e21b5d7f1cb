import { expect, test } from '@playwright/test';
import { PORT, ROOT_HOST } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import {
  boundPolicy,
  BROKER,
  MERIDIAN,
  pageAs,
  SOUTHERNCROSS,
  UNDERWRITER,
} from '../risks/risk-setup.ts';

const LEGAL = 'legal@demo.turbine.test';
const BENNETTCOLE = `http://bennettcole.${ROOT_HOST}:${PORT}`;

test('[CLAIMS] a broker reports an incident, the agency accepts it and appoints the firm, the firm reserves, pays and closes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const policy = await boundPolicy();

  // The broker reports the incident from the bound policy's Claims tab.
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${policy.id}?panel=claims`);
  await expect(broker.getByText('No claims on this policy.')).toBeVisible({ timeout: 30_000 });
  await broker.getByRole('link', { name: 'Report an incident' }).click();
  await expect(broker.getByRole('heading', { name: 'Report an incident' })).toBeVisible();
  await expect(broker.getByRole('combobox', { name: 'Policy' })).toHaveValue(
    new RegExp(policy.reference),
  );
  const today = new Date();
  const iso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
  const lossDay = iso(new Date(today.getTime() - 10 * 86_400_000));
  await broker.getByLabel('Date of loss').fill(lossDay);
  await broker
    .getByLabel('Loss description')
    .fill('The client says our tax advice cost it a deduction.');
  await broker.getByRole('combobox', { name: 'Location (state)' }).click();
  await broker.getByRole('option', { name: 'NSW' }).click();
  await broker.getByLabel('Claimant').fill('Wattle Holdings Pty Ltd');
  await broker.getByLabel('Amount claimed').fill('12.345');
  await broker.getByRole('button', { name: 'Report incident' }).click();
  // The server's message under the field.
  await expect(broker.getByText('Enter an amount with at most 2 decimal places.')).toBeVisible();
  await broker.getByLabel('Amount claimed').fill('50000');
  // The 422's toast may cover the button: submit from the field.
  await broker.getByLabel('Amount claimed').press('Enter');
  await expect(broker.getByRole('heading', { name: `${policy.reference}-C1` })).toBeVisible();
  await expect(broker.getByText('Reported', { exact: true }).first()).toBeVisible();
  await shot(broker, 'claim-reported');
  const claimUrl = new URL(broker.url()).pathname;

  // The underwriting agency accepts it and appoints Bennett & Cole.
  const underwriter = await pageAs(browser, UNDERWRITER);
  await underwriter.goto(`${MERIDIAN}${claimUrl}`);
  await underwriter.getByRole('combobox', { name: 'Appoint legal firm' }).click();
  await underwriter.getByRole('option', { name: 'Bennett & Cole Lawyers' }).click();
  await underwriter.getByRole('button', { name: 'Accept as claim' }).click();
  await expect(underwriter.getByText('Open', { exact: true }).first()).toBeVisible();
  await expect(underwriter.getByText('Bennett & Cole Lawyers').first()).toBeVisible();

  // The legal firm finds it on its home (its incidents), sets a reserve, pays part and closes it.
  const legal = await pageAs(browser, LEGAL);
  await legal.goto(`${BENNETTCOLE}/incidents`);
  await legal.getByRole('link', { name: `${policy.reference}-C1` }).click();
  const work = legal.getByRole('textbox', { name: 'New reserve' });
  await work.fill('20000');
  await legal.getByRole('button', { name: 'Record' }).click();
  await expect(legal.getByTestId('total-incurred')).toHaveText('$20,000.00');
  await legal
    .locator('label')
    .filter({ hasText: /^Payment$/ })
    .click();
  await legal.getByRole('textbox', { name: 'Amount paid' }).fill('7500.50');
  await legal.getByRole('button', { name: 'Record' }).click();
  const totals = legal.getByRole('table', { name: 'Claim totals' });
  await expect(totals.getByRole('row', { name: /Indemnity/ })).toContainText('$7,500.50');
  await expect(totals.getByRole('row', { name: /Indemnity/ })).toContainText('$12,499.50');
  await expect(legal.getByTestId('total-incurred')).toHaveText('$20,000.00');
  await legal.getByRole('combobox', { name: 'Claim status' }).click();
  await legal.getByRole('option', { name: 'Closed', exact: true }).click();
  await legal.getByRole('button', { name: 'Set status' }).click();
  await expect(legal.getByText('Closed', { exact: true }).first()).toBeVisible();
  // Closing released the reserve: incurred is what was paid.
  await expect(legal.getByTestId('total-incurred')).toHaveText('$7,500.50');
  await shot(legal, 'claim-closed');

  // The underwriter panel's Claims tab shows the policy's claim with its total.
  await underwriter.goto(`${MERIDIAN}/risks/${policy.id}`);
  const panel = underwriter.getByRole('complementary', { name: 'Underwriter panel' });
  await expect(panel.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: `${policy.reference}-C1` })).toBeVisible();
  await expect(panel.getByTestId('claims-total-incurred')).toHaveText('$7,500.50');
  await shot(underwriter, 'claims-tab');
});
