import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, PORT, ROOT_HOST, unique, xsrf } from '../../support/api.ts';
import { login, shot } from '../../support/session.ts';

const UNDERWRITER = 'underwriter@demo.turbine.test';
const MERIDIAN = `http://meridian.${ROOT_HOST}:${PORT}`;

/** A new product of Meridian (version 1, a draft) created through the API. */
async function newProduct(): Promise<{
  companyId: number;
  productId: number;
  versionId: number;
  api: Awaited<ReturnType<typeof apiAs>>;
}> {
  const api = await apiAs(UNDERWRITER);
  const user = (await (await api.get('/user')).json()) as {
    roles: { companyId: number; company: { handle: string | null } }[];
  };
  const companyId = user.roles.find((r) => r.company.handle === 'meridian')?.companyId;
  if (!companyId) throw new Error('the underwriter has no role in Meridian');
  const res = await api.post(`/companies/${companyId}/products`, {
    data: {
      name: `Tradies Liability ${unique()}`,
      productClass: null,
      offeringType: 1,
      productCodeIds: [],
    },
    headers: await xsrf(api),
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = (await res.json()) as { id: number; versions: { id: number }[] };
  const versionId = product.versions[0]?.id;
  if (!versionId) throw new Error('the new product has no version');
  return { api, companyId, productId: product.id, versionId };
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Field properties' });

async function addField(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${type} field`, exact: true }).click();
  await panel(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill(label);
  return panel(page);
}

async function choose(page: Page, input: Locator, option: string | RegExp): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option }).click();
}

test('[PRODUCTS] an underwriter designs a proposal form', async ({ page }) => {
  test.setTimeout(120_000);
  const { api, companyId, productId, versionId } = await newProduct();
  await login(page, UNDERWRITER);
  await page.goto(
    `${MERIDIAN}/company/products/${productId}/versions/${versionId}?tab=proposal-form`,
  );
  await expect(page.getByRole('complementary', { name: 'Field types' })).toBeVisible();

  // A section with a required text field, a currency with limits, a yes/no and a conditional text area.
  await page.getByRole('textbox', { name: 'Section title' }).fill('About the business');
  let props = await addField(page, 'Text', 'Business name');
  await props.getByRole('switch', { name: 'Required' }).check();
  props = await addField(page, 'Currency', 'Annual turnover');
  await props.getByRole('textbox', { name: 'Maximum', exact: true }).fill('50000000');
  await props.getByRole('textbox', { name: 'Minimum', exact: true }).fill('0');
  await addField(page, 'Yes / No', 'Any claims in the last 5 years?');
  props = await addField(page, 'Text area', 'Claim details');
  await props.getByRole('switch', { name: 'Required' }).check();
  await props.getByRole('switch', { name: /Show only when/ }).check();
  await choose(
    page,
    props.getByRole('combobox', { name: 'When field' }),
    /^Any claims in the last 5 years\?/,
  );

  // Keyboard: move "Annual turnover" above "Business name" (Space, arrow, Space).
  const handle = page.getByRole('button', { name: 'Move Annual turnover' });
  await handle.focus();
  const announcement = page.locator('[id^=DndLiveRegion]');
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText(
    'Annual turnover is over position 1 of About the business.',
  );
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('Annual turnover was dropped at position 1');
  const firstSection = page.getByRole('region', { name: 'About the business' });
  await expect(firstSection.getByRole('button', { name: /^Edit / }).first()).toHaveAccessibleName(
    'Edit Annual turnover',
  );

  // A second section with a repeating group of vehicles, 1 to 3 items.
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section title' }).nth(1).fill('Vehicles');
  props = await addField(page, 'Repeating group', 'Vehicle');
  await props.getByRole('textbox', { name: 'Minimum items' }).fill('1');
  await props.getByRole('textbox', { name: 'Maximum items' }).fill('3');
  await page.getByRole('button', { name: 'Edit Text field' }).click();
  await panel(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Registration');
  await page.getByRole('button', { name: 'Add field to Vehicle' }).click();
  await page.getByRole('menuitem', { name: 'Currency' }).click();
  await panel(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Market value');

  // Pointer: drag a Date field type from the palette into the first section.
  const dateType = page.getByRole('button', { name: 'Add Date field', exact: true });
  const target = firstSection.locator('[data-section-drop]');
  const from = await dateType.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('palette or section not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 15 });
  await page.mouse.up();
  await panel(page)
    .getByRole('textbox', { name: /^Label/ })
    .fill('Inception date');
  await expect(firstSection.getByRole('button', { name: 'Edit Inception date' })).toBeVisible();
  await panel(page).getByRole('textbox', { name: /^Name/ }).fill('inception.date');
  await expect(panel(page).getByText('Period characters are not allowed')).toBeVisible();
  await panel(page).getByRole('textbox', { name: /^Name/ }).fill('inceptionDate');
  await page.getByRole('button', { name: 'Edit Claim details' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'product-designer');

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Proposal form saved')).toBeVisible();
  const saved = (await (
    await api.get(`/companies/${companyId}/products/${productId}/versions/${versionId}/form`)
  ).json()) as {
    schema: { properties: Record<string, unknown>; allOf?: unknown[] };
    layout: { sections: { title: string; fields: string[] }[] };
  };
  expect(saved.layout.sections.map((s) => s.title)).toEqual(['About the business', 'Vehicles']);
  expect(saved.layout.sections[0]?.fields).toEqual([
    'annualTurnover',
    'businessName',
    'anyClaimsInTheLast5Years',
    'claimDetails',
    'inceptionDate',
  ]);
  expect(saved.schema.allOf).toHaveLength(1);

  // The preview: the form a broker fills, with the server's wording for problems.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .locator('label')
    .filter({ hasText: /^Preview$/ })
    .click();
  await page.getByRole('textbox', { name: 'Annual turnover' }).fill('60000000');
  await expect(page.getByRole('textbox', { name: /Claim details/ })).toBeHidden();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('textbox', { name: /Claim details/ })).toBeVisible();
  await page
    .getByRole('group', { name: 'Vehicle 1' })
    .getByRole('textbox', { name: /Registration/ })
    .fill('ABC123');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await page.getByRole('button', { name: 'Check answers' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText('The value must be less than or equal to 50000000')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await shot(page, 'product-designer-preview');
  await page.screenshot({ path: '.artifacts/product-designer-preview-full.png', fullPage: true });

  // Saved: a reload shows the designed form.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Market value' })).toBeVisible();
});
