import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

const underwriter = 'underwriter@demo.turbine.test';

/** The CSV cells of a line (the template's cells have no quotes, commas or line breaks). */
const cellsOf = (line: string) => line.split(',');

async function upload(page: Page, name: string, text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'policy-import-')), name);
  writeFileSync(path, text, 'utf8');
  await page.getByTestId('policy-file-input').setInputFiles(path);
  await expect(
    page.getByRole('region', { name: 'Policy data file' }).getByText(name),
  ).toBeVisible();
}

test('[IMPORTS] an underwriting manager downloads the template, sees two errors, fixes them, imports and opens a policy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, underwriter);
  const companyId = await page.evaluate(async () => {
    const res = await fetch('/user', { headers: { Accept: 'application/json' } });
    const user = (await res.json()) as {
      roles: { companyId: number; company: { name: string } }[];
    };
    return user.roles.find((r) => r.company.name === 'Meridian Underwriting Agency')!.companyId;
  });
  await page.goto('/company/manage');
  await page.getByRole('link', { name: 'Import Policy Data' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/import-policy-data$`));
  await expect(page.getByRole('heading', { name: 'Import Policy Data', level: 1 })).toBeVisible();

  // The template: header and an example row naming Meridian's product, binder, section and risk code.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('policy-import-template.csv');
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  const [headerLine, exampleLine] = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const header = cellsOf(headerLine!);
  const example = cellsOf(exampleLine!);
  expect(example[header.indexOf('product')]).toBe('Professional Indemnity');
  await page.getByRole('button', { name: /^Columns/ }).click();
  await shot(page, 'imports-layout');

  const reference = `LEG-${Date.now() % 1_000_000}`;
  const row = (ref: string, changes: Record<string, string> = {}) =>
    header.map((h, i) => (h === 'reference' ? ref : (changes[h] ?? example[i]!))).join(',');
  const bad = [
    headerLine,
    row(`${reference}-1`),
    row(`${reference}-2`, { inception_date: '2026-13-01' }),
    row(`${reference}-3`, { net_premium: '900.00' }),
  ].join('\r\n');
  await upload(page, 'legacy-book.csv', `${bad}\r\n`);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/[?&]import=\d+/);
  await expect(page.getByRole('alert', { name: 'The file has errors' })).toBeVisible({
    timeout: 30_000,
  });
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(
    errors.getByRole('row', { name: /3 inception_date 2026-13-01 Enter a date as YYYY-MM-DD\./ }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /4 net_premium 900\.00 Net premium must equal/ }),
  ).toBeVisible();
  await shot(page, 'imports-validation-errors');

  // Fixed, then imported in one go.
  const fixed = [
    headerLine,
    row(`${reference}-1`),
    row(`${reference}-2`),
    row(`${reference}-3`),
  ].join('\r\n');
  await upload(page, 'legacy-book-fixed.csv', `${fixed}\r\n`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByRole('alert', { name: 'Imported' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText(/3 rows, 3 policies, 3 transactions imported/)).toBeVisible();
  const progress = page.getByRole('region', { name: 'Checking and writing rows progress' });
  await expect(progress.getByText('Done')).toBeVisible();
  await shot(page, 'imports-imported');

  await result.getByRole('link', { name: `${reference}-2` }).click();
  await expect(page).toHaveURL(/\/risks\/\d+$/);
  await expect(page.getByText(`${reference}-2`).first()).toBeVisible();
  // Decision 156: marked imported, with the file's premium rather than "Not rated yet".
  await expect(page.getByTitle('Imported policy')).toBeVisible();
  await expect(
    page.getByText(/Imported premium: these figures came from the imported file/),
  ).toBeVisible();
  await expect(page.getByText(/Not rated yet/)).toHaveCount(0);
  await shot(page, 'imports-imported-policy');
});
