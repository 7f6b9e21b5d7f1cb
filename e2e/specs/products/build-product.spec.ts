import { expect, test } from '@playwright/test';
import { unique } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';
import {
  addPropertyFormula,
  addTestCase,
  createProductInUi,
  meridianApi,
  MERIDIAN,
  putForm,
  UNDERWRITER,
} from './product-setup.ts';

test.beforeEach(async ({ page }) => {
  await login(page, UNDERWRITER);
});

test('[PRODUCTS] an underwriter builds a product, tests it and publishes the version', async ({
  page,
}) => {
  const name = `Professional Indemnity ${unique()}`;
  const { api, companyId } = await meridianApi();

  await page.goto(`${MERIDIAN}/company/products`);
  await expect(page.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  await shot(page, 'products-list');
  const { productId, versionId } = await createProductInUi(page, name);
  await putForm(api, companyId, productId, versionId);
  await api.dispose();

  // Settings: one explicit save is what §4 asks before publishing.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Save the settings once before publishing.')).toBeHidden();
  await shot(page, 'version-settings');

  // The form was saved through the API; the designer tab shows it.
  await page.getByRole('tab', { name: 'Proposal form' }).click();
  await expect(page.getByText('Annual turnover').first()).toBeVisible();
  await shot(page, 'proposal-form');

  await page.getByRole('tab', { name: 'Property Formulas' }).click();
  await addPropertyFormula(page, {
    name: 'basePremium',
    title: 'Base premium',
    formula: 'turnover * 0.002',
  });
  await addPropertyFormula(page, {
    name: 'loyaltyDiscount',
    title: 'Loyalty discount',
    formula: 'basePremium * 0.1',
    kind: 'Discount charge (removed from gross)',
  });
  await addPropertyFormula(page, {
    name: 'policyFee',
    title: 'Policy fee',
    formula: '50',
    kind: 'Other charge (added to the base premium)',
  });
  await page.getByRole('button', { name: 'Add property formula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add property formula' });
  await dialog.getByRole('textbox', { name: 'Formula' }).fill('turn');
  await expect(
    dialog.getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: 'turnover' }),
  ).toBeVisible();
  await shot(page, 'property-formula-editor');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'property-formulas');

  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('dialog', { name: 'Add rule' });
  await rule.getByRole('textbox', { name: 'Name' }).fill('Large turnover referral');
  await rule.getByRole('textbox', { name: 'Condition' }).fill('turnover > 5000000');
  await rule
    .getByRole('textbox', { name: 'Message' })
    .fill('Turnover above $5m needs an underwriter.');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(rule).toBeHidden();
  await expect(
    page.getByRole('cell', { name: 'Large turnover referral', exact: true }),
  ).toBeVisible();
  await shot(page, 'rules');

  await page.getByRole('tab', { name: 'Test Runs' }).click();
  await addTestCase(page, 'Accountant with $1m turnover', '1850.00');
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByText('All test cases passed').first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Results of Accountant with $1m turnover' })
      .getByRole('cell', { name: 'pass' })
      .first(),
  ).toBeVisible();
  await shot(page, 'test-runs');

  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByText('live', { exact: true }).first()).toBeVisible();
  await shot(page, 'version-live');

  await page.goto(`${MERIDIAN}/company/products/${productId}`);
  await expect(
    page.getByRole('row', { name: /Version 1/ }).getByText('live', { exact: true }),
  ).toBeVisible();
  await shot(page, 'product-page');
});

test('[PRODUCTS] publishing is refused when a test case fails', async ({ page }) => {
  const { api, companyId } = await meridianApi();
  const { productId, versionId } = await createProductInUi(page, `Liability ${unique()}`);
  await putForm(api, companyId, productId, versionId);
  await api.dispose();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Save the settings once before publishing.')).toBeHidden();

  await page.getByRole('tab', { name: 'Property Formulas' }).click();
  await addPropertyFormula(page, {
    name: 'basePremium',
    title: 'Base premium',
    formula: 'turnover * 0.002',
  });
  await page.getByRole('tab', { name: 'Test Runs' }).click();
  await addTestCase(page, 'Wrong expected premium', '999.00');

  await page.getByRole('button', { name: 'Publish version 1' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Publish refused' });
  await expect(refusal).toContainText('Wrong expected premium');
  await expect(page.getByText('draft', { exact: true }).first()).toBeVisible();
  await shot(page, 'publish-refused');
});
