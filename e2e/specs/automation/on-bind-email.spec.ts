import { expect, test } from '@playwright/test';
import { apiAs, unique, xsrf } from '../../support/api.ts';
import { shot } from '../../support/session.ts';
import {
  BROKER,
  MERIDIAN,
  UNDERWRITER,
  createRisk,
  pageAs,
  takeAction,
} from '../risks/risk-setup.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The demo agency's id (Meridian) as its underwriter sees it. */
async function meridianId(api: Awaited<ReturnType<typeof apiAs>>): Promise<number> {
  const me = (await (await api.get('/user')).json()) as {
    roles: { companyId: number; company: { handle: string | null } }[];
  };
  return me.roles.find((r) => r.company.handle === 'meridian')!.companyId;
}

test('[AUTOMATION] an underwriter sets "on bind: generate the policy schedule and email it to the broker"; a broker binds; the run and the mail are there', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const u = unique();
  const uwApi = await apiAs(UNDERWRITER);
  const companyId = await meridianId(uwApi);
  const eventName = `On bind: schedule to broker ${u}`;
  // The email template (its own editor has unit tests): to the risk's broker, the schedule attached.
  const templates = (await (
    await uwApi.get(`/companies/${companyId}/document-templates`)
  ).json()) as { items: { id: number; name: string }[] };
  const schedule = templates.items.find((t) => t.name === 'Policy schedule')!;
  const mailName = `Bound mail ${u}`;
  const mail = await uwApi.post(`/companies/${companyId}/email-templates`, {
    data: {
      name: mailName,
      subject: `Bound ${u}: {{ risk.reference }}`,
      content: '<p>The policy for {{ insured.name }} is bound. The schedule is attached.</p>',
      recipients: [{ type: 'role', role: 'broker' }],
      attachmentTemplateIds: [schedule.id],
    },
    headers: await xsrf(uwApi),
  });
  expect(mail.status(), await mail.text()).toBe(201);

  let eventId: number | undefined;
  try {
    // The underwriter builds the company event in the Company Events tab.
    const uw = await pageAs(browser, UNDERWRITER);
    await uw.goto(`${MERIDIAN}/company/manage?tab=events`);
    await expect(uw.getByRole('tab', { name: 'Company Events', selected: true })).toBeVisible();
    await uw.getByRole('button', { name: 'New event' }).click();
    await uw.getByRole('textbox', { name: 'Name' }).fill(eventName);
    await expect(uw.getByRole('combobox', { name: 'Event', exact: true })).toHaveValue(
      'Risk bound',
    );
    await uw.getByRole('button', { name: 'Add action' }).click();
    await uw.getByRole('textbox', { name: 'Action 1 name' }).fill('Policy schedule');
    await uw.getByLabel('Document templates', { exact: true }).first().click({ force: true });
    await uw.getByRole('option', { name: 'Policy schedule', exact: true }).click();
    await uw.keyboard.press('Escape');
    await uw.getByRole('button', { name: 'Add action' }).click();
    await uw.getByRole('textbox', { name: 'Action 2 name' }).fill('Email the broker');
    await uw.getByRole('combobox', { name: 'Action', exact: true }).nth(1).click();
    await uw.getByRole('option', { name: 'Send an email' }).click();
    await uw.getByRole('combobox', { name: 'Email template', exact: true }).click();
    await uw.getByRole('option', { name: mailName }).click();
    await uw.getByRole('button', { name: 'Save event' }).click();
    await expect(uw.getByText('This event has not run yet.')).toBeVisible();
    await shot(uw, 'company-event-on-bind');
    const listed = (await (await uwApi.get(`/companies/${companyId}/company-events`)).json()) as {
      items: { id: number; name: string }[];
    };
    eventId = listed.items.find((e) => e.name === eventName)!.id;

    // The broker binds a quoted risk on its page.
    const { pkg, api, companyId: brokerCompanyId } = await createRisk();
    const submitted = await api.post(
      `/companies/${brokerCompanyId}/risks/${pkg.id}/risks/${pkg.risks[0]!.id}/actions/submit`,
      { data: {}, headers: await xsrf(api) },
    );
    expect(submitted.ok()).toBe(true);
    await api.dispose();
    const broker = await pageAs(browser, BROKER);
    await broker.goto(`/risks/${pkg.id}`);
    await expect(broker.getByText('Quoted', { exact: true }).first()).toBeVisible();
    await takeAction(broker, 'Bind', async (dialog) => {
      await dialog
        .getByRole('checkbox', { name: 'Confirm that a signed and dated proposal was received.' })
        .check();
    });
    await expect(broker.getByText('Bound', { exact: true }).first()).toBeVisible();

    // The run is recorded on the event's page, both actions done (it ran inside the bind).
    await uw.getByRole('button', { name: 'Refresh' }).click();
    const run = uw.getByRole('row').filter({ hasText: pkg.reference });
    await expect(run.getByText('succeeded')).toBeVisible();
    await expect(run.getByText(/✓ Policy schedule/)).toBeVisible();
    await expect(run.getByText(/✓ Email the broker/)).toBeVisible();
    await shot(uw, 'company-event-run');

    // The mail is in the outbox (the e2e server has no SMTP), to the broker, with the subject; the
    // run's email step names the attached schedule.
    const admin = await apiAs('admin@demo.turbine.test');
    await expect
      .poll(async () => {
        const { data } = (await (await admin.get('/mail-outbox')).json()) as {
          data: OutboxMail[];
        };
        return data.find((m) => m.subject === `Bound ${u}: ${pkg.reference}`)?.to ?? '';
      })
      .toContain(BROKER);
    await admin.dispose();
    const runs = (await (
      await uwApi.get(`/companies/${companyId}/company-events/${eventId}/runs`)
    ).json()) as { items: { steps: { output: { attachments?: string[] } | null }[] }[] };
    expect(runs.items[0]!.steps[1]!.output!.attachments).toEqual([
      expect.stringMatching(/^Policy schedule.*\.pdf$/),
    ]);
  } finally {
    // Later journeys bind too: the event must not run for them.
    if (eventId)
      await uwApi.delete(`/companies/${companyId}/company-events/${eventId}`, {
        headers: await xsrf(uwApi),
      });
    await uwApi.dispose();
  }
});
