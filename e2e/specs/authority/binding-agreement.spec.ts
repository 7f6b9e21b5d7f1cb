import { expect, test, type Locator, type Page } from '@playwright/test';
import { PORT, ROOT_HOST, unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

const MERIDIAN = `http://meridian.${ROOT_HOST}:${PORT}`;
const TOTAL_100 = 'Total must equal 100%.';

/** Opens a Mantine select by its label and picks the option (typing first narrows long lists). */
async function choose(page: Page, field: Locator, option: string, typed?: string) {
  await field.click();
  if (typed) await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** Picks a day of the month shown by a date picker input ("D MMMM YYYY" is the day's label). */
async function pickDay(page: Page, field: Locator, day: Date) {
  const dayButton = page.getByRole('button', {
    name: day.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }),
    exact: true,
  });
  await field.click();
  await dayButton.click();
  // The calendar closes with a transition; the next picker's days would otherwise match twice.
  await expect(dayButton).toHaveCount(0);
}

test('[AUTHORITY] an underwriter sets up a binding agreement and publishes its period', async ({
  page,
}) => {
  const id = unique().toUpperCase();
  const agreementName = `Marine Binder ${id}`;

  await login(page, 'underwriter@demo.turbine.test', 'Turbine!Demo2026');
  await page.goto(`${MERIDIAN}/company/products/syndicates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Syndicates' })).toBeVisible();

  // Two syndicates.
  for (const [code, name] of [
    [`A${id}`, `Atlas Syndicate ${id}`],
    [`B${id}`, `Boreal Syndicate ${id}`],
  ] as const) {
    await page.getByRole('button', { name: 'Create syndicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create syndicate' });
    await dialog.getByRole('textbox', { name: 'Syndicate name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('button', { name: 'Create syndicate' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Syndicates' }).getByRole('cell', { name, exact: true }),
    ).toBeVisible();
  }
  await shot(page, 'authority-syndicates');

  await page.getByRole('tab', { name: 'Risk Codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Risk Codes' })).toBeVisible();
  await page.getByRole('link', { name: 'Create risk code' }).click();
  await page.getByRole('button', { name: 'Add reinsurance period' }).click();
  await expect(page.getByRole('table', { name: 'Reinsurance periods' })).toBeVisible();
  await shot(page, 'authority-risk-code');
  await page.getByRole('link', { name: 'All risk codes' }).click();
  // Leaving the unsaved editor asks first.
  await page.getByRole('button', { name: 'Discard and continue' }).click();

  // The agreement, with the demo insurer as managing insurer.
  await page.getByRole('tab', { name: 'Binding Agreements' }).click();
  await page.getByRole('link', { name: 'Create binding agreement' }).click();
  await page.getByRole('textbox', { name: 'Agreement name' }).fill(agreementName);
  await choose(
    page,
    page.getByRole('combobox', { name: 'Managing insurance company' }),
    'Pacific Mutual Insurance',
    'Pacific',
  );
  await page.getByRole('textbox', { name: 'Unique market reference' }).fill(`B1234${id}`);
  await page.getByRole('textbox', { name: 'Agreement number' }).fill(`BA-${id}`);
  const today = new Date();
  await pickDay(
    page,
    page.getByRole('button', { name: 'Valid from' }),
    new Date(today.getFullYear(), today.getMonth(), 1),
  );
  await pickDay(
    page,
    page.getByRole('button', { name: 'Valid to' }),
    new Date(today.getFullYear(), today.getMonth(), 28),
  );
  await shot(page, 'authority-agreement-form');
  await page.getByRole('button', { name: 'Create agreement' }).click();
  await expect(page.getByRole('table', { name: 'Periods' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Periods' }).getByText('Draft', { exact: true }),
  ).toBeVisible();
  await shot(page, 'authority-agreement');

  // Period 1: an authorised underwriter.
  await page.getByRole('link', { name: 'Period 1' }).click();
  await expect(page.getByRole('heading', { name: 'Period 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add authorised underwriter' }).click();
  const uw = page.getByRole('dialog', { name: 'Add authorised underwriter' });
  await choose(
    page,
    uw.getByRole('combobox', { name: 'Underwriter' }),
    'Uma Underwriter (underwriter@demo.turbine.test)',
    'Uma',
  );
  await uw.getByRole('textbox', { name: 'Authority level' }).fill('3');
  await uw.getByRole('textbox', { name: 'Maximum backdate days' }).fill('30');
  await uw.getByRole('textbox', { name: 'Maximum discount' }).fill('12.5');
  await uw.getByRole('button', { name: 'Add underwriter' }).click();
  await expect(uw).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Authorised underwriters' }).getByText('Uma Underwriter'),
  ).toBeVisible();
  await shot(page, 'authority-period-underwriters');

  // A section.
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  const sectionDialog = page.getByRole('dialog', { name: 'Add section' });
  await sectionDialog.getByRole('textbox', { name: 'Section name' }).fill('Marine cargo');
  await sectionDialog.getByRole('textbox', { name: 'Minimum limit' }).fill('1000');
  await sectionDialog.getByRole('textbox', { name: 'Maximum limit' }).fill('5000000.50');
  await sectionDialog.getByRole('textbox', { name: 'Notifiable premium limit' }).fill('80');
  await sectionDialog.getByRole('button', { name: 'Add section' }).click();
  await expect(sectionDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Sections' }).getByText('$5,000,000.50'),
  ).toBeVisible();
  await shot(page, 'authority-period-sections');

  // Quota shares: 60 / 30 is refused with the §5 message, 60 / 40 saves.
  await page.getByRole('tab', { name: 'Quota Share Syndicates' }).click();
  const shares = page.getByRole('region', { name: 'Quota shares of Marine cargo' });
  await shares.getByRole('button', { name: 'Add syndicate' }).click();
  await shares.getByRole('button', { name: 'Add syndicate' }).click();
  await choose(
    page,
    shares.getByRole('combobox', { name: 'Syndicate 1 of Marine cargo' }),
    `A${id} — Atlas Syndicate ${id}`,
    `A${id}`,
  );
  await choose(
    page,
    shares.getByRole('combobox', { name: 'Syndicate 2 of Marine cargo' }),
    `B${id} — Boreal Syndicate ${id}`,
    `B${id}`,
  );
  await shares.getByRole('textbox', { name: 'Share 1 of Marine cargo' }).fill('60');
  await shares.getByRole('textbox', { name: 'Share 2 of Marine cargo' }).fill('30');
  await expect(shares.getByText('Total: 90 %')).toBeVisible();
  await expect(shares.getByText(TOTAL_100)).toBeVisible();
  await shot(page, 'authority-quota-shares-90');
  await shares.getByRole('textbox', { name: 'Share 2 of Marine cargo' }).fill('40');
  await expect(shares.getByText('Total: 100 %')).toBeVisible();
  await expect(shares.getByText(TOTAL_100)).toBeHidden();
  await shares.getByRole('button', { name: 'Save quota shares of Marine cargo' }).click();
  await expect(
    shares.getByRole('button', { name: 'Save quota shares of Marine cargo' }),
  ).toBeDisabled();

  // Publish: the period goes live.
  await page.getByRole('button', { name: 'Publish period 1' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish period 1' })).toBeVisible();
  await shot(page, 'authority-period-live');

  await page.getByRole('link', { name: agreementName }).click();
  await expect(
    page.getByRole('table', { name: 'Periods' }).getByText('Live', { exact: true }),
  ).toBeVisible();

  // The endorsement editor (rich content) is the fourth screen of the area.
  await page.getByRole('tab', { name: 'Endorsements' }).click();
  await page.getByRole('link', { name: 'Create endorsement' }).click();
  await expect(page.getByRole('textbox', { name: 'Endorsement content' })).toBeVisible();
  await shot(page, 'authority-endorsement-editor');
});
