import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unique, xsrf } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import {
  BROKER,
  MERIDIAN,
  SOUTHERNCROSS,
  UNDERWRITER,
  createRisk,
  pageAs,
  takeAction,
} from '../risks/risk-setup.ts';

interface PremiumLine {
  title: string;
  amount: string;
}
interface BoundPackage {
  reference: string;
  risks: {
    productVersion: { versionNumber: number };
    current: {
      premium: {
        base: string;
        otherCharges: string;
        discountCharges: string;
        feeLines: PremiumLine[];
        taxLines: PremiumLine[];
        total: string;
      } | null;
    };
  }[];
}

const aud = (v: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
    v as unknown as number,
  );

/** The text of a downloaded PDF (pdftotext, as the API tests read their PDFs). */
async function pdfText(download: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], {
    encoding: 'utf8',
  });
}

async function downloadFrom(page: Page, name: RegExp): Promise<Download> {
  const panel = page.getByRole('tabpanel', { name: 'Documents' });
  const button = panel.getByRole('button', { name });
  await expect(button).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** Every premium line of the bound risk, to the cent, as the schedule's loop prints them. */
function expectPremiumLines(
  text: string,
  premium: NonNullable<BoundPackage['risks'][0]['current']['premium']>,
) {
  const cents = (v: string) => {
    const [whole, frac = ''] = v.replace('-', '').split('.');
    return (v.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(frac.padEnd(2, '0')));
  };
  const lines = [
    { title: 'Base premium', amount: premium.base },
    ...(cents(premium.otherCharges)
      ? [{ title: 'Other charges', amount: premium.otherCharges }]
      : []),
    ...(cents(premium.discountCharges)
      ? [{ title: 'Discounts', amount: `-${premium.discountCharges}` }]
      : []),
    ...premium.feeLines,
    ...premium.taxLines,
  ];
  for (const line of lines) expect(text).toContain(`${line.title}: ${aud(line.amount)}`);
  expect(text).toContain(`Total: ${aud(premium.total)}`);
  // The lines printed add up to the total, to the cent.
  expect(lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(premium.total));
}

test('[DOCUMENTS] an underwriter writes a policy schedule, previews it on a risk and attaches it to the product; the broker binds and downloads it', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const insured = `Zoë Lefèvre & Co ${unique()}`;
  const name = `Schedule ${unique()}`;
  // A quoted risk of the demo product (through the API), to preview with and then bind in the browser.
  const { pkg, api, companyId } = await createRisk({ insuredName: insured });
  const submitted = await api.post(
    `/companies/${companyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/actions/submit`,
    { data: {}, headers: await xsrf(api) },
  );
  expect(submitted.ok()).toBe(true);
  const quoted = (await submitted.json()) as BoundPackage & { id: number };
  const version = quoted.risks[0]!.productVersion.versionNumber;

  // The underwriter writes the schedule with merge fields from the picker.
  const uw = await pageAs(browser, UNDERWRITER);
  await uw.goto(`${MERIDIAN}/company/manage?tab=templates`);
  await uw.getByRole('button', { name: 'New template' }).click();
  await uw.getByRole('textbox', { name: 'Name' }).fill(name);
  const editor = uw.getByRole('textbox', { name: 'Template content' });
  const pick = async (label: string) => {
    await uw.getByRole('combobox', { name: 'Insert merge field' }).click();
    await uw.getByRole('option', { name: label, exact: true }).click();
  };
  await editor.click();
  await editor.pressSequentially('Insured: ');
  await pick('Insured name');
  await editor.press('Enter');
  await editor.pressSequentially('Policy number: ');
  await pick('Reference');
  await editor.press('Enter');
  await pick('Premium breakdown lines');
  await expect(editor).toContainText('{{ insured.name }}');
  await expect(editor).toContainText('{% for line in premium.lines %}');

  // Preview with the quoted risk: its insured and its premium, in the sandboxed frame.
  const riskPicker = uw.getByRole('combobox', { name: 'Preview with risk' });
  await riskPicker.click();
  await riskPicker.fill(quoted.reference);
  await uw.getByRole('option', { name: new RegExp(`^${quoted.reference}`) }).click();
  await uw.getByRole('button', { name: 'Preview', exact: true }).click();
  const frame = uw.frameLocator('iframe[title="Template preview"]');
  await expect(frame.locator('body')).toContainText(`Insured: ${insured}`);
  await expect(frame.locator('body')).toContainText(`Policy number: ${quoted.reference}`);
  await expect(frame.locator('body')).toContainText(
    `Base premium: ${aud(quoted.risks[0]!.current.premium!.base)}`,
  );
  await uw.getByRole('button', { name: 'Save template' }).click();
  await expect(uw.getByText('Produced by products')).toBeVisible();
  // A new template is a draft; documents are generated from its live version (decision 224).
  await uw.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(uw.getByText(/Version 1 · Live/)).toBeVisible();

  // Attached to the version the risk is rated on, at bind.
  await uw.getByRole('combobox', { name: 'Product', exact: true }).click();
  await uw.getByRole('option', { name: 'Professional Indemnity', exact: true }).click();
  await uw.getByRole('combobox', { name: 'Version', exact: true }).click();
  await uw.getByRole('option', { name: new RegExp(`^v${version} `) }).click();
  await uw.getByRole('button', { name: 'Add', exact: true }).click();
  const stop = uw.getByRole('button', {
    name: `Stop producing for Professional Indemnity v${version}`,
  });
  await expect(stop).toBeVisible();
  await shot(uw, 'policy-schedule-template');

  try {
    // The broker binds in the browser; the new schedule and the demo's appear in the risk's documents.
    const broker = await pageAs(browser, BROKER);
    await broker.goto(`${SOUTHERNCROSS}/risks/${pkg.id}`);
    await takeAction(broker, 'Bind', async (dialog) => {
      await dialog
        .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
        .check();
    });
    await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();
    const bound = (await (
      await api.get(`/companies/${companyId}/risks/${pkg.id}`)
    ).json()) as BoundPackage;
    const premium = bound.risks[0]!.current.premium!;

    await broker.goto(`${SOUTHERNCROSS}/risks/${pkg.id}?panel=documents`);
    const mine = await downloadFrom(broker, new RegExp(`^${name} - .*\\.pdf$`));
    expect(mine.suggestedFilename()).toMatch(new RegExp(`^${name} - .*\\.pdf$`));
    const text = await pdfText(mine);
    expect(text).toContain(`Insured: ${insured}`);
    expect(text).toContain(`Policy number: ${bound.reference}`);
    expectPremiumLines(text, premium);
    await shot(broker, 'policy-schedule-broker');

    // The demo product's own policy schedule (with its certificate): the same facts, to the cent.
    const demoPdf = await downloadFrom(broker, /^Policy schedule - .*\.pdf$/);
    // Kept for a person to look at (pdftoppm -png), like the screenshots.
    await demoPdf.saveAs('.artifacts/policy-schedule-demo.pdf');
    await mine.saveAs('.artifacts/policy-schedule-journey.pdf');
    const demo = await pdfText(demoPdf);
    expect(demo).toContain(insured);
    expect(demo).toContain(`Policy number: ${bound.reference}`);
    expectPremiumLines(demo, premium);
    expect(demo).toContain(`Total payable: ${aud(premium.total)}`);
    expect(demo).toContain('Certificate of currency');
    await broker.context().close();

    // A template a generated document was made from is in use: the underwriter reads §8's message.
    await uw.getByRole('button', { name: 'Back to templates' }).click();
    await uw.getByRole('button', { name: `Delete ${name}` }).click();
    await uw.getByRole('button', { name: 'Delete template' }).click();
    await expect(uw.getByText('Cannot delete this item because it is in use.')).toBeVisible();
  } finally {
    // Other journeys bind this product too: stop producing the journey's template.
    await uw.goto(`${MERIDIAN}/company/manage?tab=templates`);
    await uw.getByRole('button', { name: `Edit ${name}` }).click();
    await uw
      .getByRole('button', { name: `Stop producing for Professional Indemnity v${version}` })
      .click();
    await expect(uw.getByText('No product version produces this template yet.')).toBeVisible();
    await api.dispose();
  }
});
