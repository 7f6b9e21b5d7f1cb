import { expect, test, type Page } from '@playwright/test';
import { unique, xsrf } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import { MERIDIAN, UNDERWRITER, createRisk, pageAs } from '../risks/risk-setup.ts';

interface QuotedPackage {
  id: number;
  reference: string;
  risks: { id: number; productVersion: { versionNumber: number } }[];
}
interface RiskDocuments {
  items: { name: string; status: 'done' | 'failed'; error: string | null }[];
}

/** The row of a clause version in the open clause's versions table. */
const versionRow = (page: Page, version: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show version ${version}`, exact: true }) });

test('[AUTHORITY] an underwriter publishes a clause, includes it in a template produced at bind, and binding locks its wording', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const code = `CL-${id}`;
  const clauseName = `Sanctions exclusion ${id}`;
  const templateName = `Clause schedule ${id}`;
  const wording = 'The insurer will not pay any claim where doing so breaches';
  const emphasis = `sanctions law ${id}`;

  // A quoted risk of the demo product (through the API), bound once the template is attached.
  const { pkg, api, companyId } = await createRisk();
  const action = async (name: string, data: object) => {
    const res = await api.post(
      `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/actions/${name}`,
      { data, headers: await xsrf(api) },
    );
    expect(res.ok(), `${name}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as QuotedPackage;
  };
  const quoted = await action('submit', {});
  const version = quoted.risks[0]!.productVersion.versionNumber;

  // 1. The clause library: a new clause with rich-text wording (version 1, a draft), published.
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/company/products/clauses`);
  // The first screen of the run's fresh server can be slow on a busy machine.
  await expect(uw.getByRole('heading', { level: 1, name: 'Clauses' })).toBeVisible({
    timeout: 30_000,
  });
  await uw.getByRole('button', { name: 'Create clause' }).click();
  const dialog = uw.getByRole('dialog', { name: 'Create clause' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(clauseName);
  const editor = dialog.getByRole('textbox', { name: 'Clause wording' });
  await editor.fill(`${wording} `);
  await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
  await uw.keyboard.insertText(emphasis);
  await expect(editor.locator('strong')).toHaveText(emphasis);
  await shot(uw, 'clause-create');
  await dialog.getByRole('button', { name: 'Create clause' }).click();
  await expect(dialog).toBeHidden();
  await expect(uw.getByRole('heading', { name: `${code} · ${clauseName}` })).toBeVisible();
  const clauseUrl = uw.url();
  expect(clauseUrl).toMatch(/[?&]clause=\d+/);
  await expect(versionRow(uw, 1).getByText('Draft', { exact: true })).toBeVisible();
  await uw.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(versionRow(uw, 1).getByText('Live', { exact: true })).toBeVisible();
  await expect(uw.getByRole('button', { name: 'Show version 1', exact: true })).toHaveText(
    'Version 1 (current)',
  );
  await shot(uw, 'clause-live');

  // 2. A template that includes the clause: the preview prints its heading and wording after the content.
  await uw.goto(`${MERIDIAN}/company/manage?tab=templates`);
  await uw.getByRole('button', { name: 'New template' }).click();
  await uw.getByRole('textbox', { name: 'Name' }).fill(templateName);
  const content = uw.getByRole('textbox', { name: 'Template content' });
  await content.click();
  await content.pressSequentially('Policy wording for ');
  await uw.getByRole('combobox', { name: 'Insert merge field' }).click();
  await uw.getByRole('option', { name: 'Insured name', exact: true }).click();
  await uw.getByRole('combobox', { name: 'Clauses' }).click();
  await uw.getByRole('option', { name: `${code} · ${clauseName}`, exact: true }).click();
  await uw.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = uw.frameLocator('iframe[title="Template preview"]');
  await expect(frame.locator('body')).toContainText('Policy wording for Zoë Müller Pty Ltd');
  await expect(frame.getByRole('heading', { name: `${clauseName} (${code})` })).toBeVisible();
  await expect(frame.locator('body')).toContainText(`${wording} ${emphasis}`);
  await expect(frame.locator('strong')).toHaveText(emphasis);
  await shot(uw, 'clause-template-preview');
  await uw.getByRole('button', { name: 'Save template' }).click();
  await expect(uw.getByText('Produced by products')).toBeVisible();
  await uw.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(uw.getByText(/Version 1 · Live/)).toBeVisible();

  // 3. Produced at bind by the version the risk is rated on.
  await uw.getByRole('combobox', { name: 'Product', exact: true }).click();
  await uw.getByRole('option', { name: 'Professional Indemnity', exact: true }).click();
  await uw.getByRole('combobox', { name: 'Version', exact: true }).click();
  await uw.getByRole('option', { name: new RegExp(`^v${version} `) }).click();
  await uw.getByRole('button', { name: 'Add', exact: true }).click();
  const stop = uw.getByRole('button', {
    name: `Stop producing for Professional Indemnity v${version}`,
  });
  await expect(stop).toBeVisible();
  await shot(uw, 'clause-template-editor');

  try {
    await action('bind', { declarationConfirmed: true });
    // The document is generated after the bind commits (the outbox): wait for it.
    await expect
      .poll(
        async () => {
          const docs = (await (
            await api.get(`/companies/${companyId}/risks/${pkg.id}/documents`)
          ).json()) as RiskDocuments;
          const mine = docs.items.find((d) => d.name.startsWith(`${templateName} - `));
          return mine ? `${mine.status}${mine.error ? `: ${mine.error}` : ''}` : 'none';
        },
        { timeout: 30_000 },
      )
      .toBe('done');

    // The document carries version 1: it is locked, read-only, and a change starts version 2.
    await uw.goto(clauseUrl);
    await expect(versionRow(uw, 1).getByText('Locked', { exact: true })).toBeVisible();
    await expect(uw.getByText('A generated document carries this wording.')).toBeVisible();
    await expect(uw.getByRole('textbox', { name: 'Clause wording' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expect(uw.getByRole('button', { name: 'Save wording' })).toHaveCount(0);
    await shot(uw, 'clause-locked');
    await uw.getByRole('button', { name: 'Copy version 1 to a new version' }).click();
    await expect(versionRow(uw, 2).getByText('Draft', { exact: true })).toBeVisible();
    await expect(uw.getByRole('paragraph').filter({ hasText: /^Version 2$/ })).toBeVisible();
    const draft = uw.getByRole('textbox', { name: 'Clause wording' });
    await expect(draft).toHaveAttribute('contenteditable', 'true');
    await draft.fill(`${wording} ${emphasis} or any trade embargo.`);
    await uw.getByRole('button', { name: 'Save wording' }).click();
    await expect(uw.getByText(`${code}, version 2, is saved.`)).toBeVisible();
    // The locked wording is unchanged and still the current one (the draft is not published).
    await expect(versionRow(uw, 1).getByText('Locked', { exact: true })).toBeVisible();
    const first = uw.getByRole('button', { name: 'Show version 1', exact: true });
    await expect(first).toHaveText('Version 1 (current)');
    await first.click();
    await expect(uw.getByRole('textbox', { name: 'Clause wording' })).toHaveText(
      `${wording} ${emphasis}`,
    );
    await shot(uw, 'clause-new-draft');
  } finally {
    // Other journeys bind this product version too: stop producing the journey's template.
    await uw.goto(`${MERIDIAN}/company/manage?tab=templates`);
    await uw.getByRole('button', { name: `Edit ${templateName}` }).click();
    await uw
      .getByRole('button', { name: `Stop producing for Professional Indemnity v${version}` })
      .click();
    await expect(uw.getByText('No product version produces this template yet.')).toBeVisible();
    await api.dispose();
    await uw.context().close();
  }
});

test('[AUTHORITY] an underwriter adds a product sub-class and gives a product it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const subClass = `Cyber ${unique()}`;
  const productName = `Cyber Liability ${unique()}`;
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/company/products/classes`);
  await expect(uw.getByRole('heading', { level: 1, name: 'Product Classes' })).toBeVisible();
  const liability = uw.getByRole('region', { name: 'Liability', exact: true });
  await liability.getByRole('button', { name: 'Add sub-class of Liability' }).click();
  const dialog = uw.getByRole('dialog', { name: 'Add product sub-class' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(subClass);
  await expect(dialog.getByRole('combobox', { name: 'Product class' })).toHaveValue('Liability');
  await dialog.getByRole('button', { name: 'Add sub-class' }).click();
  await expect(dialog).toBeHidden();
  const row = liability.getByRole('row').filter({ hasText: subClass });
  await expect(row.getByRole('cell', { name: subClass, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  // Only under its class.
  for (const other of ['Professional Indemnity', 'Property', 'Motor'])
    await expect(uw.getByRole('region', { name: other, exact: true })).not.toContainText(subClass);
  await shot(uw, 'product-classes');

  // A new product of the class offers the sub-class.
  await uw.goto(`${MERIDIAN}/company/products`);
  await uw.getByRole('button', { name: 'Create product' }).click();
  const create = uw.getByRole('dialog', { name: 'Create product' });
  await create.getByRole('textbox', { name: 'Name' }).fill(productName);
  await create.getByRole('combobox', { name: 'Product class' }).click();
  await uw.getByRole('option', { name: 'Liability', exact: true }).click();
  await create.getByRole('combobox', { name: 'Product sub-class' }).click();
  await uw.getByRole('option', { name: subClass, exact: true }).click();
  await create.getByRole('button', { name: 'Create product' }).click();
  await expect(uw).toHaveURL(/\/company\/products\/\d+\/versions\/\d+/);
  const productId = Number(/\/company\/products\/(\d+)\//.exec(uw.url())![1]);

  try {
    await uw.goto(`${MERIDIAN}/company/products`);
    await expect(
      uw
        .getByRole('row')
        .filter({ has: uw.getByRole('link', { name: productName, exact: true }) })
        .getByRole('cell', { name: `Liability › ${subClass}` }),
    ).toBeVisible();
    await uw.goto(`${MERIDIAN}/company/products/classes`);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    // A sub-class a product carries cannot be deleted.
    await row.getByRole('button', { name: `Delete ${subClass}` }).click();
    await expect(uw.getByRole('main').getByRole('alert')).toHaveText(
      'Cannot delete this item because it is in use.',
    );
    await expect(row).toBeVisible();
  } finally {
    // Leave the demo company as it was: the product, then the sub-class.
    await uw.goto(`${MERIDIAN}/company/products/${productId}`);
    await uw.getByRole('button', { name: 'Delete product' }).click();
    await uw
      .getByRole('dialog', { name: `Delete ${productName}?` })
      .getByRole('button', { name: 'Delete product' })
      .click();
    await expect(uw).toHaveURL(/\/company\/products$/);
    await uw.goto(`${MERIDIAN}/company/products/classes`);
    await row.getByRole('button', { name: `Delete ${subClass}` }).click();
    await expect(row).toHaveCount(0);
    await uw.context().close();
  }
});
