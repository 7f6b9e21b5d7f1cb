import { expect, test, type Page } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

const underwriter = 'underwriter@demo.turbine.test';

interface Board {
  id: number;
  name: string;
  widgets: {
    id: number;
    title: string;
    size: string;
    config: { timePeriod: string; transactionTypes: number[] };
  }[];
}

/** The board as the server keeps it (the browser resolves the test host, so ask from the page). */
async function savedBoard(page: Page, name: string): Promise<Board> {
  return page.evaluate(async (boardName) => {
    const user = await (await fetch('/user', { headers: { Accept: 'application/json' } })).json();
    const companyId = Number(
      localStorage.getItem('representingCompanyId') ?? user.roles[0].companyId,
    );
    const list = await (
      await fetch(`/companies/${companyId}/dashboards`, { headers: { Accept: 'application/json' } })
    ).json();
    const found = list.find((d: { name: string }) => d.name === boardName);
    return (
      await fetch(`/companies/${companyId}/dashboards/${found.id}`, {
        headers: { Accept: 'application/json' },
      })
    ).json();
  }, name);
}

async function addFromGallery(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('button', { name: `Add ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add widget' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: title }).or(page.locator(`[aria-label="${title}"]`)),
  ).toBeVisible();
}

test('[INSIGHT] an underwriter adds three widgets from the gallery, filters one, resizes one, reloads and finds them', async ({
  page,
}) => {
  await login(page, underwriter);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/company\/dashboard\?id=\d+$/);
  // The seeded Overview shows real figures first.
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.locator('[aria-label="Gross written premium by month"]')).toBeVisible();

  await page.getByRole('button', { name: 'New dashboard' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E board');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'E2E board' })).toBeVisible();
  await expect(page.getByText('This dashboard has no widgets yet.')).toBeVisible();

  await addFromGallery(page, 'Gross written premium by month');
  await addFromGallery(page, 'Premium by broker');
  await addFromGallery(page, 'Quote-to-bind ratio');

  // Filter one: the broker widget over the past two years, new business only.
  await page.getByRole('button', { name: 'Widget menu: Premium by broker' }).click();
  await page.getByRole('menuitem', { name: 'Filters and options' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Time period' }).click();
  await page.getByRole('option', { name: 'Past 2 years' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Time period' })).toHaveValue('Past 2 years');
  await dialog.getByLabel('Transaction types').click();
  await page.getByRole('option', { name: 'New Business' }).click();
  await expect(dialog.getByText('New Business')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Resize one: drag the premium widget's corner two columns wider; it snaps to a §9 size.
  const gwp = page.locator('.react-grid-item', {
    has: page.locator('[aria-label="Gross written premium by month"]'),
  });
  const handle = gwp.locator('.react-resizable-handle');
  const box = (await handle.boundingBox())!;
  const column = (await page.getByTestId('dashboard-grid').boundingBox())!.width / 8;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + column * 2, box.y + box.height / 2 + 5, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(
      async () =>
        (await savedBoard(page, 'E2E board')).widgets.find(
          (w) => w.title === 'Gross written premium by month',
        )?.size,
    )
    .toBe('6x3');
  await shot(page, 'dashboard-underwriter-e2e-board');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'E2E board' })).toBeVisible();
  for (const title of [
    'Gross written premium by month',
    'Premium by broker',
    'Quote-to-bind ratio',
  ])
    await expect(page.locator(`[aria-label="${title}"]`)).toBeVisible();
  const board = await savedBoard(page, 'E2E board');
  expect(board.widgets).toHaveLength(3);
  const broker = board.widgets.find((w) => w.title === 'Premium by broker')!;
  expect(broker.config.timePeriod).toBe('past2Years');
  expect(broker.config.transactionTypes).toEqual([1]);
  expect(board.widgets.find((w) => w.title === 'Gross written premium by month')!.size).toBe('6x3');
  // The choice is remembered: the dashboard page without ?id opens it again.
  await page.goto('/company/dashboard');
  await expect(page.getByRole('heading', { name: 'E2E board' })).toBeVisible();
});
