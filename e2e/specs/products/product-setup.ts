import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, PORT, ROOT_HOST, xsrf } from '../../support/api.ts';

export const UNDERWRITER = 'underwriter@demo.turbine.test';
export const MERIDIAN = `http://meridian.${ROOT_HOST}:${PORT}`;

/** A five-field proposal form (the designer's JSON Schema output shape, decision 060). */
export const proposalForm = {
  schema: {
    type: 'object',
    required: ['businessName', 'turnover'],
    properties: {
      businessName: {
        type: 'string',
        minLength: 1,
        maxLength: 120,
        'x-turbine': { fieldType: 'text', label: 'Business name' },
      },
      turnover: {
        type: 'number',
        minimum: 0,
        'x-turbine': { fieldType: 'currency', label: 'Annual turnover', currency: 'aud' },
      },
      employees: {
        type: 'integer',
        minimum: 0,
        'x-turbine': { fieldType: 'number', label: 'Employees' },
      },
      email: {
        type: 'string',
        format: 'email',
        'x-turbine': { fieldType: 'email', label: 'Contact email' },
      },
      hasClaims: {
        type: 'boolean',
        'x-turbine': { fieldType: 'yesNo', label: 'Any claims in the last 5 years?' },
      },
    },
  },
  layout: {
    sections: [
      {
        title: 'Business',
        fields: ['businessName', 'turnover', 'employees', 'email', 'hasClaims'],
      },
    ],
  },
};

/** The underwriter's API client and Meridian's company id. */
export async function meridianApi(): Promise<{ api: APIRequestContext; companyId: number }> {
  const api = await apiAs(UNDERWRITER);
  const user = (await (await api.get('/user')).json()) as {
    roles: { companyId: number; company: { handle: string | null } }[];
  };
  const role = user.roles.find((r) => r.company.handle === 'meridian');
  if (!role) throw new Error('the underwriter has no role in Meridian');
  return { api, companyId: role.companyId };
}

/** Saves the proposal form of a version through the API (the designer is built in another issue). */
export async function putForm(
  api: APIRequestContext,
  companyId: number,
  productId: number,
  versionId: number,
): Promise<void> {
  const res = await api.put(
    `/companies/${companyId}/products/${productId}/versions/${versionId}/form`,
    { data: proposalForm, headers: await xsrf(api) },
  );
  expect(res.status(), await res.text()).toBe(200);
}

/** Product and version ids from a version editor URL. */
export function idsFromUrl(page: Page): { productId: number; versionId: number } {
  const match = /\/company\/products\/(\d+)\/versions\/(\d+)/.exec(page.url());
  if (!match) throw new Error(`not a version page: ${page.url()}`);
  return { productId: Number(match[1]), versionId: Number(match[2]) };
}

/** Creates a product through the products list and lands on its first version. */
export async function createProductInUi(
  page: Page,
  name: string,
): Promise<{ productId: number; versionId: number }> {
  await page.goto(`${MERIDIAN}/company/products`);
  await page.getByRole('button', { name: 'Create product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create product' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/versions\/\d+/);
  return idsFromUrl(page);
}

/** Adds a property formula through the editor modal. */
export async function addPropertyFormula(
  page: Page,
  f: { name: string; title: string; formula: string; kind?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add property formula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add property formula' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(f.name);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(f.title);
  if (f.kind) {
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: f.kind }).click();
  }
  await dialog.getByRole('textbox', { name: 'Formula' }).fill(f.formula);
  await expect(dialog.getByText('Syntax is valid.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save formula' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: f.name, exact: true })).toBeVisible();
}

/** Adds a test case with a proposal and an expected gross premium. */
export async function addTestCase(page: Page, name: string, gross: string): Promise<void> {
  await page.getByRole('button', { name: 'Add test case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add test case' });
  await dialog.getByRole('textbox', { name: 'Test case name' }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Proposal (JSON)' })
    .fill('{"businessName": "Harbour Accountants", "turnover": 1000000}');
  await dialog.getByRole('textbox', { name: 'Expected gross' }).fill(gross);
  await dialog.getByRole('button', { name: 'Save test case' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}
