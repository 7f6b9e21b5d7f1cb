import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import { BROKER, MERIDIAN, pageAs, SOUTHERNCROSS, takeAction, UNDERWRITER } from './risk-setup.ts';

test('[RISKS] a broker quotes, the turnover rule refers, the underwriter quotes it, the broker binds and the report lists the policy', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const insured = `Span Engineering ${unique()}`;

  // The broker starts a risk for a new insured on the Consultants Package.
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks`);
  await broker
    .getByRole('link', { name: 'New risk' })
    .or(broker.getByRole('button', { name: 'New risk' }))
    .first()
    .click();
  await expect(broker.getByRole('heading', { name: 'New risk' })).toBeVisible();
  await broker.getByText('New insured', { exact: true }).click();
  await broker.getByRole('textbox', { name: 'Name' }).first().fill(insured);
  await broker.getByRole('textbox', { name: 'Email' }).first().fill('projects@span.example.com.au');
  await broker.getByRole('button', { name: 'Create risk' }).click();
  await expect(broker).toHaveURL(/\/risks\/\d+$/);
  const riskPath = new URL(broker.url()).pathname;
  await expect(broker.getByText('Initiated', { exact: true }).first()).toBeVisible();

  // The proposal form of the pinned version, filled in the browser: a large engineering firm.
  await broker.getByRole('textbox', { name: 'Business name' }).fill(insured);
  await broker.getByRole('textbox', { name: 'ABN' }).fill('99730194825');
  await broker.getByRole('combobox', { name: 'State of main office' }).click();
  await broker.getByRole('option', { name: 'Victoria' }).click();
  await broker.getByRole('combobox', { name: 'Profession' }).click();
  await broker.getByRole('option', { name: 'Engineer' }).click();
  await broker.getByRole('textbox', { name: 'Years in business' }).fill('25');
  await broker.getByRole('textbox', { name: 'Annual turnover' }).fill('12000000');
  await broker
    .getByRole('textbox', { name: 'Largest contract in the last 3 years' })
    .fill('900000');
  await broker.getByRole('radio', { name: '$5,000,000' }).check();
  await broker.getByRole('radio', { name: 'No', exact: true }).check();
  await broker.getByRole('button', { name: 'Save proposal' }).click();
  await expect(broker.getByRole('button', { name: 'Save proposal' })).toBeDisabled();

  await takeAction(broker, 'Submit');
  await expect(broker.getByText('Referred', { exact: true }).first()).toBeVisible();
  await expect(broker.getByText('Turnover over $10m needs an underwriter.').first()).toBeVisible();
  await shot(broker, 'risk-referred-broker');

  // The underwriter takes the referral and quotes it.
  const underwriter = await pageAs(browser, UNDERWRITER);
  await underwriter.goto(`${MERIDIAN}${riskPath}`);
  await expect(underwriter.getByText('Referred', { exact: true }).first()).toBeVisible();
  await underwriter
    .getByRole('button', { name: /Assign/ })
    .first()
    .click();
  const assign = underwriter.getByRole('dialog', { name: 'Assign underwriter' });
  await assign.getByRole('combobox', { name: 'Underwriter' }).click();
  await underwriter.getByRole('option', { name: /Uma Underwriter/ }).click();
  await assign.getByRole('button', { name: /Assign|Save/ }).click();
  await expect(assign).toBeHidden();
  // A quote is confirmed with its premium, and said to be done (issue 19 item 8).
  await takeAction(underwriter, 'Quote', async (dialog) => {
    await expect(dialog.getByText(/\$[\d,]+\.\d\d/)).toBeVisible();
  });
  await expect(
    underwriter.getByText('The quote was issued: the broker can bind it for 30 days.'),
  ).toBeVisible();
  await expect(underwriter.getByText('Quoted', { exact: true }).first()).toBeVisible();
  // The referral banner belongs to the referred transaction, not the quoted one.
  await expect(underwriter.getByText(/Referral (reasons|messages)/)).toHaveCount(0);
  await shot(underwriter, 'risk-quoted-underwriter');

  // The broker binds the quote, confirming the declaration.
  await broker.reload();
  await expect(broker.getByText('Quoted', { exact: true }).first()).toBeVisible();
  await expect(broker.getByText(/Quote valid until/)).toBeVisible();
  await takeAction(broker, 'Bind', async (dialog) => {
    await dialog
      .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
      .check();
  });
  await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();
  const reference = (await broker.locator('h1').first().textContent())!.trim().split(/\s/)[0]!;
  await shot(broker, 'risk-bound-broker');

  // The bound-policy report of the brokerage lists it (default range: start of month to today, csv).
  await broker.goto(`${SOUTHERNCROSS}/company/manage`);
  await broker
    .getByRole('link', { name: /report/i })
    .first()
    .click();
  await expect(broker.getByRole('button', { name: 'Generate' })).toBeEnabled();
  const [download] = await Promise.all([
    broker.waitForEvent('download'),
    broker.getByRole('button', { name: 'Generate' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bound_policy_report_\d+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(reference);
  expect(csv).toContain(insured);
  await shot(broker, 'report-panel');
});
