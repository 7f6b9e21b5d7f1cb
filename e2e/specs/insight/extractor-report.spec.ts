import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

const underwriter = 'underwriter@demo.turbine.test';

test('[INSIGHT] an underwriter saves an extractor definition, runs it as XLSX and reads the file back', async ({
  page,
}) => {
  await login(page, underwriter);
  const companyId = await page.evaluate(async () => {
    const res = await fetch('/user', { headers: { Accept: 'application/json' } });
    return ((await res.json()) as { roles: { companyId: number }[] }).roles[0]!.companyId;
  });
  await page.goto(`/companies/${companyId}/reports`);
  const panel = page.getByRole('region', { name: 'Extractor report' });
  await expect(panel.getByRole('button', { name: 'Run extract' })).toBeVisible();

  // Save the default columns under a name; after a reload it is there to load.
  const name = `Monthly extract ${Date.now()}`;
  await panel.getByRole('button', { name: 'Save definition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the report definition' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save as new' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await panel.getByRole('combobox', { name: 'Saved definition' }).click();
  await page.getByRole('option', { name }).click();
  await shot(page, 'extractor-report');

  await panel.getByRole('button', { name: 'Run extract' }).click();
  const progress = page.getByRole('region', { name: 'Extractor report (XLSX) progress' });
  await expect(progress.getByText('Done')).toBeVisible();
  const counts = await progress.getByText(/^[\d,]+ of [\d,]+ rows$/).textContent();
  const rows = Number(counts!.split(' of ')[0]!.replace(/,/g, ''));
  const download = progress.getByRole('link', { name: /^Download extractor_report_\d+\.xlsx$/ });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^extractor_report_\d+\.xlsx$/);
  const chunks = await (await file.createReadStream()).toArray();
  const book = new ExcelJS.Workbook();
  const bytes = Buffer.concat(chunks as Buffer[]);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Reference',
    'Transaction type',
    'Insured',
    'Broker',
    'Bound at (UTC)',
    'Inception date',
    'Gross premium',
  ]);
  expect(sheet.actualRowCount).toBe(rows + 1);
  if (rows > 0) expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
});
