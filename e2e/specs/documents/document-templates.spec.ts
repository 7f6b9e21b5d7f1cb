import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import {
  BROKER,
  MERIDIAN,
  SOUTHERNCROSS,
  UNDERWRITER,
  boundPolicy,
  pageAs,
} from '../risks/risk-setup.ts';

test('[DOCUMENTS] an underwriter writes a template with merge fields and previews it; a bound policy offers its schedule', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Schedule ${unique()}`;
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/company/manage?tab=templates`);
  await expect(uw.getByRole('tab', { name: 'Document Templates', selected: true })).toBeVisible();
  // The demo's templates are listed.
  await expect(uw.getByRole('cell', { name: 'Policy schedule', exact: true })).toBeVisible();

  await uw.getByRole('button', { name: 'New template' }).click();
  await uw.getByRole('textbox', { name: 'Name' }).fill(name);
  const editor = uw.getByRole('textbox', { name: 'Template content' });
  await editor.click();
  await editor.pressSequentially('Insured: ');
  await uw.getByRole('combobox', { name: 'Insert merge field' }).click();
  await uw.getByRole('option', { name: 'Insured name' }).click();
  await expect(editor).toContainText('{{ insured.name }}');
  await uw.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = uw.frameLocator('iframe[title="Template preview"]');
  await expect(frame.locator('body')).toContainText('Insured: Zoë Müller Pty Ltd');

  // An unknown field is refused at save, under the content, saying which.
  await editor.pressSequentially(' {{ insured.nickname }}');
  await uw.getByRole('button', { name: 'Save template' }).click();
  await expect(uw.getByText(/Unknown field insured\.nickname/).first()).toBeVisible();
  await shot(uw, 'document-template-editor');

  // The demo policy: bound through the API; the broker finds its policy schedule on the risk page.
  const bound = await boundPolicy();
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${bound.id}?panel=documents`);
  const panel = broker.getByRole('tabpanel', { name: 'Documents' });
  await expect(panel.getByRole('button', { name: /^Policy schedule - .*\.pdf$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByRole('button', { name: /^Quote schedule - .*\.pdf$/ })).toBeVisible();
  await shot(broker, 'risk-documents-broker');
  const download = broker.waitForEvent('download');
  await panel.getByRole('button', { name: /^Policy schedule - .*\.pdf$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Policy schedule - .*\.pdf$/);
});
