import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { unique, xsrf } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';
import { BROKER, createRisk, pageAs, SOUTHERNCROSS } from '../risks/risk-setup.ts';
import { MERIDIAN, meridianApi, UNDERWRITER } from './product-setup.ts';

// Issue 21: the impact test of a draft product version (decision 216) and "why did the premium
// change" between two rated transactions of a risk (decisions 215, 217).

interface Transaction {
  id: number;
  sequence: number;
  type: number;
  calculatedPremium: string | null;
  totalPremium: string | null;
}
interface Pkg {
  id: number;
  reference: string;
  status: number;
  risks: {
    id: number;
    current: { proposal: Record<string, unknown> };
    transactions: Transaction[];
  }[];
}

/** A calendar day in Sydney, `days` from today (the demo versions' time zone). */
const sydneyDay = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Australia/Sydney',
  });

/** "$1,234.56", "-$1,234.56", "+$1,234.56" or "−$1,234.56" as integer cents (exact, no floats). */
function cents(text: string): bigint {
  const match = /([-−+]?)\s*\$?([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = BigInt(match[2]!.replaceAll(',', '') + match[3]!);
  return match[1] === '-' || match[1] === '−' ? -value : value;
}
/** A decimal string of the API ("1234.5", "-12.30") as integer cents. */
const decimalCents = (s: string) => cents(s.startsWith('-') ? `-$${s.slice(1)}` : `$${s}`);

/** The cells of one CSV line whose every cell is quoted (the impact test's export). */
const csvCells = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"'));

async function send<T>(
  api: APIRequestContext,
  method: 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await api[method](url, { data, headers: await xsrf(api) });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
    true,
  );
  return (res.status() === 204 ? null : await res.json()) as T;
}

/** A Consultants Package policy of a large accounting practice, quoted and bound by the broker (API). */
async function bindPractice(turnover: number): Promise<Pkg> {
  const { pkg, api, companyId } = await createRisk({ proposal: { turnover } });
  const action = (name: string, body: object = {}) =>
    send<Pkg>(
      api,
      'post',
      `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/actions/${name}`,
      body,
    );
  await action('submit');
  const bound = await action('bind', { declarationConfirmed: true });
  await api.dispose();
  return bound;
}

/**
 * The panel is a sticky card taller than the window: its end (the waterfall) shows only at the end of
 * the page.
 */
const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** The figure under a caption of the impact summary (a caption and a heading in one block). */
const figure = (page: Page, caption: string): Locator =>
  page.getByText(caption, { exact: true }).locator('..').getByRole('heading');

test('[PRODUCTS] an underwriter runs an impact test of a draft with a higher accountant rate and downloads the re-rated book', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Two large accounting practices bound today on the live Professional Indemnity version: the
  // biggest accountant premiums of the book, so the largest movers under a higher accountant rate.
  const policies = [await bindPractice(8_000_000), await bindPractice(7_500_000)];

  // A draft copied from the live version, the accountants' rate raised from 0.8 % to 1 % (API).
  const { api, companyId } = await meridianApi();
  const products = (await (
    await api.get(`/companies/${companyId}/products`, {
      params: { search: 'Professional Indemnity', perPage: 100 },
    })
  ).json()) as {
    data: {
      id: number;
      name: string;
      versions: { id: number; versionNumber: number; status: string }[];
    }[];
  };
  const product = products.data.find((p) => p.name === 'Professional Indemnity')!;
  const live = product.versions
    .filter((v) => v.status === 'live' || v.status === 'locked')
    .sort((a, b) => b.versionNumber - a.versionNumber)[0]!;
  const productUrl = `/companies/${companyId}/products/${product.id}/versions`;
  const draft = await send<{ id: number; versionNumber: number }>(
    api,
    'post',
    `${productUrl}/${live.id}/copy`,
  );
  const draftUrl = `${productUrl}/${draft.id}`;
  try {
    const datasets = (await (await api.get(`${draftUrl}/datasets`)).json()) as {
      data: { id: number; name: string }[];
    };
    const appetiteId = datasets.data.find((d) => d.name === 'appetite')!.id;
    const appetite = (await (await api.get(`${draftUrl}/datasets/${appetiteId}`)).json()) as {
      name: string;
      columns: string[];
      rows: (string | number | null)[][];
    };
    expect(appetite.rows).toContainEqual(['ACC', '0.008']);
    await send(api, 'put', `${draftUrl}/datasets/${appetiteId}`, {
      name: appetite.name,
      columns: appetite.columns,
      rows: appetite.rows.map((r) => (r[0] === 'ACC' ? ['ACC', '0.010'] : r)),
    });

    // The draft's Impact test tab: the live book bound in the last 60 days, re-rated on the draft.
    await login(page, UNDERWRITER);
    await page.goto(`${MERIDIAN}/company/products/${product.id}/versions/${draft.id}?tab=impact`);
    // The company's first page loads the app (slow on a busy machine): a longer first wait.
    await expect(page.getByRole('tab', { name: 'Impact test', selected: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('No impact test has been run on this version.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Bound from' }).fill(sydneyDay(-60));
    await page.getByRole('textbox', { name: 'Bound to' }).fill(sydneyDay());
    await page.getByRole('button', { name: 'Run impact test' }).click();

    const progress = page.getByRole('region', { name: /^Impact test #\d+ \(CSV\) progress$/ });
    await expect(progress.getByText('Done', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const counts = (await progress.getByText(/^[\d,]+ of [\d,]+ policies$/).textContent())!;
    const [done, total] = counts.match(/[\d,]+/g)!.map((n) => Number(n.replaceAll(',', '')));
    expect(done).toBe(total);
    expect(total).toBeGreaterThanOrEqual(2);

    // The totals: every policy rated, the written premium higher on the draft.
    await expect(figure(page, 'Policies')).toHaveText(`${total} rated`);
    const before = cents((await figure(page, 'Written premium before').textContent())!);
    const after = cents((await figure(page, 'After, on this draft').textContent())!);
    expect(after).toBeGreaterThan(before);

    // The histogram: bands present, the raised accountants (about +25 %) in the top band.
    const bands = page.getByRole('progressbar', { name: /^(<|>|-?\d|No change).*: \d+$/ });
    await expect(bands).toHaveCount(9);
    const top = (await page
      .getByRole('progressbar', { name: /^> 20%: \d+$/ })
      .getAttribute('aria-label'))!;
    expect(Number(top.split(': ')[1])).toBeGreaterThanOrEqual(2);

    // The breakdowns, and the largest movers with the two practices bound above.
    for (const name of ['By state', 'By class (agreement section)', 'By broker', 'By limit band'])
      await expect(page.getByRole('table', { name }).getByRole('row')).not.toHaveCount(1);
    await expect(
      page.getByRole('table', { name: 'By broker' }).getByRole('row', { name: /Southern Cross/ }),
    ).toBeVisible();
    const movers = page.getByRole('table', { name: 'Largest movers' });
    for (const policy of policies) {
      const row = movers.getByRole('row', { name: new RegExp(policy.reference) });
      await expect(row).toBeVisible();
      await expect(
        row.getByRole('cell', { name: /^\$[\d,]+\.\d\d \(\d+(\.\d+)?%\)$/ }),
      ).toBeVisible();
      await expect(row.getByRole('button', { name: 'Why?' })).toBeVisible();
    }
    await movers
      .getByRole('row', { name: new RegExp(policies[0]!.reference) })
      .scrollIntoViewIfNeeded();
    await shot(page, 'impact-test-summary');

    // The CSV: a header and one line per re-rated policy, adding up to the totals shown.
    const link = progress.getByRole('link', { name: /^Download impact_test_\d+_v\d+\.csv$/ });
    await link.scrollIntoViewIfNeeded();
    await shot(page, 'impact-test-done');
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe(
      `impact_test_${/#(\d+)/.exec((await progress.getAttribute('aria-label'))!)![1]}_v${draft.versionNumber}.csv`,
    );
    const csv = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[])
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split('\r\n').filter((l) => l !== '');
    expect(csvCells(header!)).toEqual([
      'reference',
      'insuredName',
      'state',
      'className',
      'broker',
      'limit',
      'before',
      'after',
      'change',
      'changePercent',
      'decisionBefore',
      'decisionAfter',
      'error',
      'transactionId',
    ]);
    expect(lines).toHaveLength(total!);
    const rows = lines.map(csvCells);
    const sum = (col: number) => rows.reduce((acc, r) => acc + decimalCents(r[col]!), 0n);
    expect(sum(6)).toBe(before);
    expect(sum(7)).toBe(after);
    for (const policy of policies) {
      const row = rows.find((r) => r[0] === policy.reference);
      expect(row, `${policy.reference} in the CSV`).toBeDefined();
      const [rowBefore, rowAfter, rowChange] = [row![6]!, row![7]!, row![8]!].map(decimalCents);
      expect(rowBefore).toBe(decimalCents(policy.risks[0]!.transactions.at(-1)!.totalPremium!));
      expect(rowAfter).toBeGreaterThan(rowBefore!);
      expect(rowChange).toBe(rowAfter! - rowBefore!);
      expect(row![12]).toBe('');
    }
  } finally {
    await send(api, 'delete', draftUrl);
    await api.dispose();
  }
});

test('[RISKS] the underwriter sees why an amended policy costs more, in steps that add up to the difference', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A bound policy amended to a higher limit and re-quoted (API): two rated transactions.
  const { pkg, api, companyId } = await createRisk({ insuredName: `Why Ledger ${unique()}` });
  const riskUrl = `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}`;
  await send(api, 'post', `${riskUrl}/actions/submit`, {});
  const bound = await send<Pkg>(api, 'post', `${riskUrl}/actions/bind`, {
    declarationConfirmed: true,
  });
  await send(api, 'post', `${riskUrl}/actions/amend`, {});
  await send(api, 'put', `${riskUrl}/proposal`, {
    proposal: { ...bound.risks[0]!.current.proposal, limitOfIndemnity: 5000000 },
  });
  const amended = await send<Pkg>(api, 'post', `${riskUrl}/actions/submit`, {});
  await api.dispose();
  const [first, second] = amended.risks[0]!.transactions;
  expect(second!.calculatedPremium).not.toBeNull();

  const checkWaterfall = async (page: Page) => {
    const sideBySide = page.getByRole('table', { name: 'Premium side by side' });
    await expect(sideBySide).toBeVisible();
    // The written premiums are the two transactions' (the figures shown, read as cents).
    const written = sideBySide.getByRole('row', { name: /^Written premium/ }).getByRole('cell');
    const from = decimalCents(first!.totalPremium!);
    const to = decimalCents(second!.totalPremium!);
    await expect.poll(async () => cents((await written.nth(1).textContent())!)).toBe(from);
    await expect.poll(async () => cents((await written.nth(2).textContent())!)).toBe(to);
    const difference = cents(
      (await page.getByText(/^Difference [+−]\$[\d,]+\.\d\d$/).textContent())!,
    );
    expect(difference).toBe(to - from);
    expect(difference).toBeGreaterThan(0n);

    // The changed answer, from 2,000,000 to 5,000,000, explains a positive amount; the step is named by
    // the form's label (x-turbine), not the field's key.
    const waterfall = page.getByRole('table', { name: 'Premium change waterfall' });
    const limit = waterfall.getByRole('row', {
      name: /^Limit of indemnity Answer 2000000 5000000 /,
    });
    await expect(limit).toBeVisible();
    await expect(limit.getByRole('cell').nth(0)).toContainText('Answer');
    await expect(limit.getByRole('cell').nth(1)).toHaveText('2000000');
    await expect(limit.getByRole('cell').nth(2)).toHaveText('5000000');
    expect(cents((await limit.getByRole('cell').nth(3).textContent())!)).toBeGreaterThan(0n);

    // Every step's amount, summed in cents, is the difference shown.
    const steps = waterfall.getByRole('row').filter({ has: page.getByRole('cell') });
    let sum = 0n;
    for (const step of await steps.all())
      sum += cents((await step.getByRole('cell').nth(3).textContent())!);
    expect(sum).toBe(difference);
    return steps;
  };

  const pickTransactions = async (page: Page) => {
    const choose = async (label: string, transaction: Transaction, type: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${transaction.sequence}\\. ${type} from `) })
        .click();
    };
    await choose('Compare', first!, 'New Business');
    await choose('With', second!, 'Amendment');
  };

  // The underwriter opens the Premium Change tab and picks the bind and the amendment.
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/risks/${pkg.id}`);
  await uw
    .getByRole('tablist', { name: 'Underwriter panel' })
    .getByRole('tab', { name: 'Premium Change' })
    .click();
  await pickTransactions(uw);
  await checkWaterfall(uw);
  await scrollToEnd(uw);
  await shot(uw, 'premium-change-underwriter');

  // The broker's panel has the tab too: the same answer step, and no formula or dataset named.
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${pkg.id}`);
  await broker
    .getByRole('tablist', { name: 'Risk panel' })
    .getByRole('tab', { name: 'Premium Change' })
    .click();
  await pickTransactions(broker);
  const steps = await checkWaterfall(broker);
  for (const kind of ['Formula', 'Dataset', 'Underwriting formula', 'Premium setting'])
    await expect(steps.getByText(kind, { exact: true })).toHaveCount(0);
  await scrollToEnd(broker);
  await shot(broker, 'premium-change-broker');
});
