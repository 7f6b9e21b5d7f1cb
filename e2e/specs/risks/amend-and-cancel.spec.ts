import { expect, test } from '@playwright/test';
import { shot } from '../../support/session.ts';
import { boundPolicy, BROKER, pageAs, SOUTHERNCROSS, takeAction } from './risk-setup.ts';

test('[RISKS] a broker amends a bound policy to a higher limit and binds the pro-rata additional premium', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const policy = await boundPolicy();
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${policy.id}`);
  await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();

  await takeAction(broker, 'Amend', async () => {});
  await expect(broker.getByText('Amendment', { exact: true }).first()).toBeVisible();
  await expect(broker.getByText('Initiated', { exact: true }).first()).toBeVisible();

  await broker.getByRole('radio', { name: '$5,000,000' }).check();
  await broker.getByRole('button', { name: 'Save proposal' }).click();
  await expect(broker.getByRole('button', { name: 'Save proposal' })).toBeDisabled();
  await takeAction(broker, 'Submit');
  await expect(broker.getByText('Quoted', { exact: true }).first()).toBeVisible();
  // Amended on its inception day: the whole term remains, so the factor is 1 and the change is the full difference.
  await expect(broker.getByText('Additional premium').first()).toBeVisible();
  await expect(broker.getByText(/Pro[- ]rata/i).first()).toBeVisible();
  await shot(broker, 'amendment-quoted');

  await takeAction(broker, 'Bind', async (dialog) => {
    await dialog
      .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
      .check();
  });
  await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();
  await expect(broker.getByText('Amendment', { exact: true }).first()).toBeVisible();
});

test('[RISKS] cancelling a policy with an add-on is blocked until the add-on is cancelled, then allowed', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const policy = await boundPolicy({ withCyber: true });
  const broker = await pageAs(browser, BROKER);
  await broker.goto(`${SOUTHERNCROSS}/risks/${policy.id}`);
  await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();
  const reason = async (dialog: ReturnType<typeof broker.getByRole>) => {
    await dialog
      .getByRole('textbox', { name: 'Reason for cancellation' })
      .fill('The insured sold the practice.');
  };

  // The main policy first: blocked while the cyber add-on is in force (§4), with the reason shown.
  // The header's actions come first on the page; the add-on's own are in its row of Cover details.
  const mainCancel = broker.getByRole('button', { name: 'Cancel policy', exact: true }).first();
  await expect(mainCancel).toBeDisabled();
  await expect(
    broker.getByText('Cancel all add-on policies before cancelling this policy.').first(),
  ).toBeVisible();
  await shot(broker, 'cancel-blocked');

  // The add-on's own actions (in Cover details): cancel, submit, bind.
  const addOn = broker
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: /Cyber Liability/ });
  await takeAction(broker, 'Cancel policy', reason, addOn);
  await takeAction(broker, 'Submit', undefined, addOn);
  await expect(addOn.getByText('Quoted', { exact: true })).toBeVisible();
  await takeAction(
    broker,
    'Bind',
    async (d) => {
      await d
        .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
        .check();
    },
    addOn,
  );
  await expect(addOn.getByText('Cancellation', { exact: true })).toBeVisible();

  // Now the main policy can be cancelled: a return premium, then bound.
  await expect(mainCancel).toBeEnabled();
  await takeAction(broker, 'Cancel policy', reason);
  await expect(broker.getByText('Cancellation', { exact: true }).first()).toBeVisible();
  await takeAction(broker, 'Submit');
  await expect(broker.getByText('Return premium').first()).toBeVisible();
  await takeAction(broker, 'Bind', async (d) => {
    await d
      .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
      .check();
  });
  await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();
  await shot(broker, 'policy-cancelled');
});
