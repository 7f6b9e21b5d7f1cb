import { expect, test, type Locator, type Page } from '@playwright/test';
import { xsrf } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import { BROKER, createRisk, headerStatus, pageAs, SOUTHERNCROSS } from './risk-setup.ts';

// A large architecture practice with a few small claims and a retroactive date: it quotes at the
// $1m limit, and the limit varies the premium so that $2m still quotes while $5m goes over the binding
// agreement section's maximum premium and refers (decision 218: an option is decided as a submission).
const largePractice = {
  profession: 'ARC',
  turnover: 10000000,
  yearsInBusiness: 2,
  riskManagement: [],
  limitOfIndemnity: 1000000,
  retroactiveDate: '2015-07-01',
  hasClaims: true,
  claims: [
    { year: 2022, description: 'Late drawings', amount: 1000 },
    { year: 2023, description: 'Fee dispute', amount: 1000 },
    { year: 2024, description: 'Site query', amount: 1000 },
  ],
};

interface OptionsDto {
  options: {
    id: number;
    position: number;
    values: Record<string, unknown>;
    decision: string;
    totalPremium: string;
    status: string;
  }[];
}
interface PackageDto {
  status: number;
  risks: {
    transactions: {
      status: number;
      limitOfIndemnity: string | null;
      totalPremium: string | null;
    }[];
  }[];
}

const BOUND = 7;
const money = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const aud = (amount: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(Number(amount));

/** The cells of one row (by its row header) of the options table, one per option. */
const cellsOf = (page: Page, table: Locator, row: string) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

test('[RISKS] a broker rates quote options side by side, binds one and the others lapse', async ({
  browser,
}) => {
  test.setTimeout(90_000);

  // A quoted risk of the Consultants Package for a new insured (through the API).
  const { pkg, api, companyId } = await createRisk({ proposal: largePractice });
  const riskUrl = `/companies/${companyId}/risks/${pkg.id}`;
  const optionsUrl = `${riskUrl}/risks/${pkg.risks[0]!.id}/quote-options`;
  const submitted = await api.post(`${riskUrl}/risks/${pkg.risks[0]!.id}/actions/submit`, {
    data: {},
    headers: await xsrf(api),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${pkg.id}`);
  await expect(headerStatus(broker).getByText('Quoted', { exact: true })).toBeVisible();
  const heading = broker.getByRole('heading', { name: 'Quote options', exact: true });
  await expect(heading).toBeVisible();
  await expect(broker.getByText('No options asked for this quote.')).toBeVisible();

  // The grid: the limits of indemnity. (The demo form's other varying field, the retroactive date, has no
  // choices, and the card's picker for it offers none and takes no typed date.)
  const limit = broker.getByRole('combobox', { name: 'Limit of indemnity' });
  // The picker's input is visually hidden (not searchable): opened from the keyboard, as a user can.
  await limit.press('ArrowDown');
  for (const name of ['$1,000,000', '$2,000,000', '$5,000,000'])
    await broker.getByRole('option', { name, exact: true }).click();
  await limit.press('Escape');
  await broker.getByRole('button', { name: 'Rate 3 options' }).click();

  // Side by side: one column per option with its limit, premium lines and decision.
  const table = broker
    .getByRole('table')
    .filter({ has: broker.getByRole('columnheader', { name: 'Option 1', exact: true }) });
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'Option 1',
    'Option 2',
    'Option 3',
  ]);
  await expect(cellsOf(broker, table, 'Limit of indemnity')).toHaveText([
    '$1,000,000',
    '$2,000,000',
    '$5,000,000',
  ]);
  const listed = (await (await api.get(optionsUrl)).json()) as OptionsDto;
  expect(listed.options.map((o) => [o.position, o.values, o.decision, o.status])).toEqual([
    [1, { limitOfIndemnity: 1000000 }, 'quote', 'open'],
    [2, { limitOfIndemnity: 2000000 }, 'quote', 'open'],
    [3, { limitOfIndemnity: 5000000 }, 'refer', 'open'],
  ]);
  const totals = cellsOf(broker, table, 'Total premium');
  await expect(totals).toHaveText(listed.options.map((o) => aud(o.totalPremium)));
  const shown = await totals.allTextContents();
  for (const total of shown) expect(total).toMatch(money);
  expect(new Set(shown).size).toBe(3);
  for (const row of ['Base premium', 'Gross premium', 'Commission', 'Taxes'])
    for (const cell of await cellsOf(broker, table, row).allTextContents())
      expect(cell).toMatch(money);
  await expect(cellsOf(broker, table, 'Outcome')).toHaveText([/^quote/, /^quote/, /^refer/]);
  await expect(cellsOf(broker, table, 'Outcome').nth(2)).toContainText('maximum premium');

  // The two that quote can be bound; the one that refers is chosen for the underwriter instead.
  const status = cellsOf(broker, table, 'Status');
  await expect(status.nth(0).getByRole('button', { name: 'Bind option 1' })).toBeVisible();
  await expect(status.nth(1).getByRole('button', { name: 'Bind option 2' })).toBeVisible();
  await expect(status.nth(2).getByRole('button', { name: 'Refer option 3' })).toBeVisible();
  await expect(broker.getByRole('button', { name: /^Bind option 3/ })).toHaveCount(0);
  await table.scrollIntoViewIfNeeded();
  await shot(broker, 'quote-options-grid');

  // Binding an option never confirms the declaration unseen: refused until it is confirmed on its card.
  await broker.getByRole('button', { name: 'Bind option 2' }).click();
  // In the card (first) and as a notification.
  await expect(
    broker.getByRole('alert').filter({ hasText: 'signed and dated proposal' }).first(),
  ).toBeVisible();
  await expect(headerStatus(broker).getByText('Quoted', { exact: true })).toBeVisible();
  await shot(broker, 'quote-options-declaration-needed');
  await broker
    .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
    .check();
  await broker.getByRole('button', { name: 'Confirm declaration' }).click();
  await expect(broker.getByText(/^Confirmed by/)).toBeVisible();

  await broker.getByRole('button', { name: 'Bind option 2' }).click();
  await expect(headerStatus(broker).getByText('Bound', { exact: true })).toBeVisible();
  // The bound quote has option 2's answers and premium; the options card belongs to a quote only.
  await expect(broker.getByRole('radio', { name: '$2,000,000' })).toBeChecked();
  await expect(broker.getByText(aud(listed.options[1]!.totalPremium)).first()).toBeVisible();
  await expect(heading).toBeHidden();
  await broker.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await shot(broker, 'quote-options-bound');

  // Through the API: option 2 bound, the others lapsed, and one Bound transaction on the package.
  const after = (await (await api.get(optionsUrl)).json()) as OptionsDto;
  expect(after.options.map((o) => [o.position, o.status])).toEqual([
    [1, 'lapsed'],
    [2, 'bound'],
    [3, 'lapsed'],
  ]);
  expect(after.options.filter((o) => o.status === 'bound')).toHaveLength(1);
  const bound = (await (await api.get(riskUrl)).json()) as PackageDto;
  const boundTransactions = bound.risks
    .flatMap((r) => r.transactions)
    .filter((t) => t.status === BOUND);
  expect(boundTransactions).toHaveLength(1);
  expect(boundTransactions[0]).toMatchObject({
    limitOfIndemnity: '2000000.00',
    totalPremium: listed.options[1]!.totalPremium,
  });
  await api.dispose();
});
