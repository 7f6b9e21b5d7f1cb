import { expect, test } from '@playwright/test';
import { PORT, ROOT_HOST, unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

const MERIDIAN = `http://meridian.${ROOT_HOST}:${PORT}`;

test('[PRODUCTS] an underwriter imports a company dataset from CSV and edits it', async ({
  page,
}) => {
  const name = `postcode_bands_${unique()}`;
  await login(page, 'underwriter@demo.turbine.test');
  await page.goto(`${MERIDIAN}/company/products/datasets`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datasets' })).toBeVisible();

  // CSV import: the first line names the columns; a quoted cell keeps its comma.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a dataset from CSV' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'CSV file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'bands.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('postcode,band,note\n2000,A,"Sydney, CBD"\n3000,B,Melbourne\n'),
  });
  await dialog.getByRole('textbox', { name: 'Dataset name' }).fill(name);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();

  // The shared table editor shows the imported rows; change a cell and save.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: 'Dataset' });
  await expect(editor.getByRole('textbox', { name: 'Row 1 note' })).toHaveValue('Sydney, CBD');
  await editor.getByRole('textbox', { name: 'Row 2 band' }).fill('C');
  await shot(page, 'datasets-editor');
  await editor.getByRole('button', { name: 'Save dataset' }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Dataset' }).getByRole('textbox', { name: 'Row 2 band' }),
  ).toHaveValue('C');
});
