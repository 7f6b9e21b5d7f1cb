import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import { BROKER, MERIDIAN, SOUTHERNCROSS, UNDERWRITER, pageAs } from '../risks/risk-setup.ts';

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

async function choose(page: Page, scope: ReturnType<Page['locator']>, name: string, body: Buffer) {
  await scope
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: body });
}

test('[DOCUMENTS] an underwriter shares a versioned document; the broker downloads it, old versions stay', async ({
  browser,
}) => {
  // Two users, two uploads of versions and a move: longer than the default minute on a shared machine.
  test.setTimeout(180_000);
  const folder = `Schedules ${unique()}`;
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/company/manage?tab=documents`);
  await expect(uw.getByRole('tab', { name: 'Company Documents', selected: true })).toBeVisible();

  // A public folder, opened.
  await uw.getByRole('button', { name: 'New folder' }).click();
  const modal = uw.getByRole('dialog', { name: 'New folder' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(folder);
  await modal.getByText('Public', { exact: true }).click();
  await modal.getByRole('button', { name: 'Create folder' }).click();
  await expect(modal).toBeHidden();
  await uw.getByRole('button', { name: `Open folder ${folder}` }).click();
  await expect(uw.getByRole('navigation', { name: 'Folder path' })).toContainText(folder);

  // A program named .pdf is refused with the §8 message; a real PDF is stored as version 1.
  await choose(
    uw,
    uw.locator('body'),
    'setup.pdf',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  );
  await uw.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    uw.getByRole('tabpanel', { name: 'Company Documents' }).getByText('Invalid file type.'),
  ).toBeVisible();
  await choose(uw, uw.locator('body'), 'Schedule.pdf', pdf('first edition'));
  await uw.getByRole('button', { name: 'Upload', exact: true }).click();
  const table = uw.getByRole('table', { name: 'Folder contents' });
  await expect(table.getByRole('row', { name: /Schedule\.pdf/ })).toContainText('v1');

  // A new version from the history; both versions listed with who uploaded them.
  await uw.getByRole('button', { name: 'Versions of Schedule.pdf' }).click();
  const history = uw.getByRole('dialog', { name: 'Versions of Schedule.pdf' });
  await choose(uw, history, 'Schedule 2026.pdf', pdf('second edition'));
  await history.getByRole('button', { name: 'Upload new version' }).click();
  const versions = history.getByRole('table', { name: 'Version history' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText('v2');
  await expect(versions.getByRole('row').nth(1)).toContainText('Schedule 2026.pdf');
  await shot(uw, 'documents-versions');

  // The old version downloads byte for byte.
  const [download] = await Promise.all([
    uw.waitForEvent('download'),
    history.getByRole('button', { name: 'Download version 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Schedule.pdf');
  expect((await readFile((await download.path())!)).equals(pdf('first edition'))).toBe(true);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // A draft moves into a private folder inside the public one, chosen from the folder tree (§3 options).
  await choose(uw, uw.locator('body'), 'Draft terms.pdf', pdf('draft'));
  await uw.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(table.getByRole('row', { name: /Draft terms\.pdf/ })).toBeVisible();
  await uw.getByRole('button', { name: 'New folder' }).click();
  await modal.getByRole('textbox', { name: 'Name' }).fill('Drafts');
  await modal.getByRole('button', { name: 'Create folder' }).click();
  await expect(modal).toBeHidden();
  await uw.getByRole('button', { name: 'Actions for Draft terms.pdf' }).click();
  await uw.getByRole('menuitem', { name: 'Move…' }).click();
  const move = uw.getByRole('dialog', { name: 'Move Draft terms.pdf' });
  await move.getByRole('textbox', { name: 'Move to folder' }).click();
  await uw.getByRole('option', { name: 'Drafts', exact: true }).click();
  await shot(uw, 'documents-move');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(table.getByRole('row', { name: /Draft terms\.pdf/ })).toHaveCount(0);
  await uw.context().close();

  // The broker works with Meridian: it sees the public folder and the current version.
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/company/manage?tab=documents`);
  await broker.getByRole('combobox', { name: 'Documents of' }).click();
  await broker
    .getByRole('option', { name: 'Meridian Underwriting Agency (shared with us)' })
    .click();
  await expect(
    broker.getByRole('button', { name: 'Open folder Underwriting guidelines' }),
  ).toHaveCount(0);
  await broker.getByRole('button', { name: `Open folder ${folder}` }).click();
  const row = broker
    .getByRole('table', { name: 'Folder contents' })
    .getByRole('row', { name: /Schedule\.pdf/ });
  await expect(row).toContainText('v2');
  // The private folder inside the public one, and the draft moved into it, stay with Meridian.
  await expect(broker.getByRole('button', { name: 'Open folder Drafts' })).toHaveCount(0);
  await expect(broker.getByText('Draft terms.pdf')).toHaveCount(0);
  await expect(broker.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  const [current] = await Promise.all([
    broker.waitForEvent('download'),
    broker.getByRole('button', { name: 'Download Schedule.pdf' }).click(),
  ]);
  expect((await readFile((await current.path())!)).equals(pdf('second edition'))).toBe(true);
  await shot(broker, 'documents-broker');
  await broker.context().close();
});
