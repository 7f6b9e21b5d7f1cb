import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, unique } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import { BROKER, SOUTHERNCROSS } from '../risks/risk-setup.ts';

// Issue 24 (keyboard): the broker's create → propose → submit → bind driven by real key presses
// alone — Tab / Shift+Tab to reach a control, typing, arrows, Space and Enter; no click, no `fill`, no
// `focus()` (decision 222). Each control is reached from where the previous step left focus, so a focus
// trap, a control out of the tab order or focus dropped to the page body fails the journey.

/** What has focus, as a person would name it: tag, role and accessible label. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'BODY';
    const input = el as HTMLInputElement;
    const label =
      el.getAttribute('aria-label') ??
      input.labels?.[0]?.textContent ??
      el.textContent?.trim().slice(0, 40) ??
      '';
    return `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? input.type ?? ''}] ${label}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails with the stops passed when it is not
 * reached within `max` presses (unreachable, or focus trapped elsewhere).
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    stops.push(await focused(page));
  }
  expect(
    await target.evaluate((el) => el === document.activeElement),
    `not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; stops: ${stops.join(' | ')}`,
  ).toBe(true);
}

/** Tabs to a text box and types into it; `shown` is the value as the box formats it (currency). */
async function typeInto(page: Page, target: Locator, text: string, shown = text): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(shown);
}

/** Tabs to a select, opens it with ArrowDown, types to filter and picks with Enter. */
async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  for (let i = 0; i < 30; i++) {
    const selected = await page
      .getByRole('option', { name: option })
      .getAttribute('data-combobox-selected');
    if (selected !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
  await expect(combobox).toBeFocused();
}

test('[ACCESSIBILITY] a broker creates, proposes, submits and binds a risk with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const insured = `Keyboard Ledger ${unique()}`;

  // Sign in: the skip link, then the email and password, Enter submits.
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeVisible();
  await typeInto(page, email, BROKER);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);

  // The risks list of the brokerage; the New risk link by Tab, followed with Enter.
  await page.goto(`${SOUTHERNCROSS}/risks`);
  const newRisk = page
    .getByRole('link', { name: 'New risk' })
    .or(page.getByRole('button', { name: 'New risk' }))
    .first();
  await expect(newRisk).toBeVisible();
  await tabTo(page, newRisk);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New risk' })).toBeVisible();

  // New insured: the arrow key moves the radio group's choice; then the insured's name and email.
  const existing = page.getByRole('radio', { name: 'Existing client' });
  await tabTo(page, existing);
  await page.keyboard.press('ArrowDown');
  const newInsured = page.getByRole('radio', { name: 'New insured' });
  await expect(newInsured).toBeChecked();
  await expect(newInsured).toBeFocused();
  await typeInto(page, page.getByRole('textbox', { name: 'Name' }).first(), insured);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Email' }).first(),
    'office@keyboard.example.com.au',
  );
  await tabTo(page, page.getByRole('button', { name: 'Create risk' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/risks\/\d+$/);
  await expect(page.getByText('Initiated', { exact: true }).first()).toBeVisible();

  // The proposal: text, selects, currency, radios (arrows) and checkboxes (Space).
  const business = page.getByRole('textbox', { name: 'Business name' });
  await expect(business).toBeVisible();
  await typeInto(page, business, insured);
  await typeInto(page, page.getByRole('textbox', { name: 'ABN' }), '51418263507');
  await choose(
    page,
    page.getByRole('combobox', { name: 'State of main office' }),
    'New South Wales',
  );
  await choose(page, page.getByRole('combobox', { name: 'Profession' }), 'Accountant');
  await typeInto(page, page.getByRole('textbox', { name: 'Years in business' }), '12');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Annual turnover' }),
    '1000000',
    '$1,000,000',
  );
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Largest contract in the last 3 years' }),
    '150000',
    '$150,000',
  );
  const firstLimit = page
    .getByRole('radiogroup', { name: /Limit of indemnity/ })
    .getByRole('radio')
    .first();
  await tabTo(page, firstLimit);
  await page.keyboard.press('Space');
  await expect(firstLimit).toBeChecked();
  const noClaims = page.getByRole('radio', { name: 'No', exact: true });
  await tabTo(page, noClaims.or(page.getByRole('radio', { name: 'Yes', exact: true })).first());
  if (!(await noClaims.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(noClaims).toBeChecked();
  const save = page.getByRole('button', { name: 'Save proposal' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(save).toBeDisabled();
  await shot(page, 'keyboard-proposal-saved');

  // Submit from the header's actions: the quoting proposal is quoted at once.
  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }).first(), {
    back: true,
    max: 80,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Quoted', { exact: true }).first()).toBeVisible();
  // The Submit button is gone: focus moves to the next action of the group (Reopen), not to the page
  // body; Bind is the next stop.
  const bind = page.getByRole('button', { name: 'Bind', exact: true }).first();
  await expect.poll(() => focused(page)).toBe('button[button] Reopen');
  await tabTo(page, bind, { max: 3 });

  // Bind: the dialog takes focus; the declaration by Space, Bind by Enter; focus comes back to the page.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const declaration = dialog.getByRole('checkbox', {
    name: 'Confirm that a signed and dated proposal was received.',
  });
  await tabTo(page, declaration, { max: 15 });
  await page.keyboard.press('Space');
  await expect(declaration).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Bind', exact: true }), { max: 15 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bound', { exact: true }).first()).toBeVisible();
  // The Bind button is gone with its dialog: focus is on the page (the next action), not the body.
  await expect.poll(() => focused(page)).not.toBe('BODY');
  expect(
    await page.locator('#main-content').evaluate((m) => m.contains(document.activeElement)),
  ).toBe(true);
  await shot(page, 'keyboard-bound');
});
