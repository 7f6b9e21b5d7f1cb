import { expect, test } from '@playwright/test';
import { shot } from '../../support/session.ts';
import { BROKER, createRisk, pageAs, SOUTHERNCROSS } from './risk-setup.ts';

test('[RISKS] a broker sends the proposal to the client, the risk is read-only while they edit, and revoking ends their access', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { pkg, api } = await createRisk();
  await api.dispose();

  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${pkg.id}`);
  await broker.getByRole('button', { name: 'Send to client', exact: true }).click();
  const dialog = broker.getByRole('dialog', { name: 'Send to client' });
  // §5: a valid email or mobile is needed (the insured's email is offered first).
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'office@journey.example.com.au',
  );
  await dialog.getByRole('textbox', { name: 'Email' }).fill('');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText(/valid email address or mobile number/).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('owner@journey.example.com.au');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const link = await dialog.getByRole('textbox', { name: 'Client link' }).inputValue();
  expect(link).toMatch(/\/client\/risks\/\d+\?tempToken=/);
  await dialog
    .getByRole('button', { name: /Close|Done/ })
    .first()
    .click();

  // The client opens the link without an account: no navigation, no user menu, the proposal form.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Your insurance proposal' })).toBeVisible();
  // The page exchanged the link's token for its tab's credential and dropped it from the address bar.
  await expect(client).toHaveURL(/\/client\/risks\/\d+$/);
  await expect(client.getByRole('textbox', { name: 'Business name' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'Risks' })).toHaveCount(0);
  await shot(client, 'client-proposal');

  // Meanwhile the broker's page is read-only.
  await broker.reload();
  await expect(broker.getByText('Client is editing').first()).toBeVisible();
  await expect(broker.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await expect(broker.getByRole('button', { name: 'Save proposal' })).toHaveCount(0);
  await shot(broker, 'risk-client-editing');

  // Revoking ends the client's access.
  await broker.getByRole('button', { name: 'Revoke access' }).click();
  await expect(broker.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await client.reload();
  await expect(client.getByText(/Access ended/).first()).toBeVisible();
  await clientContext.close();
});
