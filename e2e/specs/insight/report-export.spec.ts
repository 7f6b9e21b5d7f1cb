import { expect, test } from '@playwright/test';
import { login, shot } from '../../support/session.ts';

const underwriter = 'underwriter@demo.turbine.test';
const operator = 'admin@demo.turbine.test';

test('[INSIGHT] an underwriter exports the bound-policy report in the background, reloads, and downloads it', async ({
  page,
  browser,
}) => {
  await login(page, underwriter);
  // The browser resolves the test host (Node does not): ask for the user from the page.
  const companyId = await page.evaluate(async () => {
    const res = await fetch('/user', { headers: { Accept: 'application/json' } });
    return ((await res.json()) as { roles: { companyId: number }[] }).roles[0]!.companyId;
  });
  await page.goto(`/companies/${companyId}/reports`);
  await page.getByRole('button', { name: 'Export CSV in background' }).click();
  await expect(page).toHaveURL(/[?&]exportJob=\d+/);
  const progress = page.getByRole('region', { name: 'Bound policy report (CSV) progress' });
  await expect(progress.getByText('Done')).toBeVisible();
  await expect(progress.getByText(/^\d+ of \d+ rows$/)).toBeVisible();
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await shot(page, 'report-export-done');

  // The progress survives a reload: the job id is in the URL.
  await page.reload();
  const download = progress.getByRole('link', { name: /^Download bound_policy_report_\d+\.csv$/ });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^bound_policy_report_\d+\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  // downloadFile re-reads text through Response.text(), which drops the byte order mark (left as it is).
  expect(csv).toMatch(/^\uFEFF?reference,transactionId,/);
  expect(csv.split('\r\n').length).toBeGreaterThan(2);

  // The operator sees the export's job on the Jobs page.
  const context = await browser.newContext();
  const ops = await context.newPage();
  try {
    await login(ops, operator);
    await ops.goto('/system/jobs');
    const table = ops.getByRole('table', { name: 'Jobs' });
    await expect(table.getByText('bound-policy-report-export').first()).toBeVisible();
    await shot(ops, 'system-jobs');
    await ops.getByText('Failed', { exact: true }).click();
    await expect(ops).toHaveURL(/\/system\/jobs$/);
    await expect(
      ops.getByText('No job has failed.').or(ops.getByRole('table', { name: 'Jobs' })),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
