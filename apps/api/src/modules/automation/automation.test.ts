// Issue 13 (decisions 175–178, 205–207): company events and their actions, runs, email templates.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutomationMessages,
  Messages,
  TransactionStatus,
  checkActionChain,
  type AutomationCatalogueDto,
  type AutomationRunDto,
  type AutomationRunList,
  type CompanyEventDto,
  type CompanyEventList,
  type DocumentTemplateDto,
  type EmailPreviewDto,
  type EmailTemplateDto,
  type EmailTemplateList,
  type RiskPackageDto,
} from '@turbine/domain';
import { TestClient as TestClientOf, type TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { mailText, startSmtpServer } from '../../../test/smtp.ts';
import { addUserToCompany } from '../companies/memberships.repository.ts';
import { tokenMailedTo } from '../companies/companies.test-support.ts';
import {
  cyberQuoteProposal,
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../risks/risks.test-support.ts';
import { documentsApi, pdfBytes } from '../collaboration/documents.test-support.ts';
import { automationRuns, companyEvents } from './automation.tables.ts';
import { AbandonedRunError, sweepRuns } from './run-company-event.ts';

type Err = { code?: string; message?: string; errors?: Record<string, string[]> };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    LOGIN_MAX_ATTEMPTS: '1000',
    SMTP_URL: smtp.url,
    // The tests' webhook receiver listens on loopback (decision 172).
    WEBHOOK_ALLOWED_NETWORKS: 'loopback',
    WEBHOOK_TIMEOUT_MS: '3000',
  });
  w = await riskWorld(server);
  hook = receiver();
  await new Promise<void>((r) => hook.server.listen(0, '127.0.0.1', r));
  hookBase = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  hook.server.close();
  await server.close();
  await smtp.close();
});

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on loopback: `/down…` answers 503, anything else 204. */
function receiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body });
      if ((req.url ?? '').startsWith('/down')) res.writeHead(503).end('down');
      else res.writeHead(204).end();
    });
  });
  return { server, received };
}

/** Verifies a Standard Webhooks signature as a receiver would (decision 172). */
function signedBy(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(
      `${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`,
    )
    .digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((sig) => sig === `v1,${expected}`);
}

let hook: ReturnType<typeof receiver>;
let hookBase: string;

const eventsPath = (companyId: number) => `/companies/${companyId}/company-events`;
const emailsPath = (companyId: number) => `/companies/${companyId}/email-templates`;
const uwEvents = () => eventsPath(w.underwriter.company.id);
const uwEmails = () => emailsPath(w.underwriter.company.id);

const notifyAction = (name = 'Tell the admin') => ({
  kind: 'notify',
  name,
  userIds: [w.underwriter.admin.id],
  message: 'Risk {{ risk.reference }} moved',
});

async function createEvent(body: Record<string, unknown>, client?: TestClient, companyId?: number) {
  return (client ?? w.underwriter.client).json<CompanyEventDto & Err>(
    'POST',
    eventsPath(companyId ?? w.underwriter.company.id),
    body,
  );
}

async function createEmail(body: Record<string, unknown>) {
  return w.underwriter.client.json<EmailTemplateDto & Err>('POST', uwEmails(), body);
}

/** A broker's package with the PI main risk and the cyber add-on, submitted (auto-quoted). */
async function quotedPackage(insuredName: string, email?: string) {
  const bp = riskPaths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
    productPackageId: w.productPackageId,
    insured: { name: insuredName, ...(email ? { email } : {}) },
    addOnProductIds: [w.products.addOnProductId],
  });
  expect(created.status).toBe(201);
  const [main, addOn] = created.body.risks;
  await w.broker.client.put(bp.proposal(created.body.id, main!.id), { proposal: piQuoteProposal });
  await w.broker.client.put(bp.proposal(created.body.id, addOn!.id), {
    proposal: cyberQuoteProposal,
  });
  const submitted = await w.broker.client.post<RiskPackageDto>(
    bp.action(created.body.id, main!.id, 'submit'),
    {},
  );
  expect(submitted.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
  return { id: created.body.id, mainId: main!.id, pkg: submitted.body };
}

const runsOf = async (eventId: number) =>
  (await w.underwriter.client.get<AutomationRunList>(`${uwEvents()}/${eventId}/runs`)).body.items;

/** Waits for a run of an event to reach a final status. */
async function finishedRuns(eventId: number, n = 1): Promise<AutomationRunDto[]> {
  for (let i = 0; i < 150; i++) {
    const runs = await runsOf(eventId);
    if (runs.length >= n && runs.every((r) => r.status === 'succeeded' || r.status === 'failed'))
      return runs;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the runs never finished');
}

describe('the action chain type check (domain)', () => {
  it('fits a value to its input or a parent, refuses the first action that does not fit', () => {
    expect(checkActionChain('risk.bound', ['generateDocuments', 'sendEmail'])).toEqual({
      mismatchAt: null,
      inputs: ['risk', 'documents'],
    });
    expect(checkActionChain('risk.bound', ['sendEmail', 'generateDocuments'])).toEqual({
      mismatchAt: 1,
      inputs: ['risk', 'email'],
    });
    // A pass-through action hands its input on.
    expect(
      checkActionChain('risk.message_received', ['setUnderwritingStatus', 'generateDocuments']),
    ).toEqual({ mismatchAt: null, inputs: ['message', 'message'] });
    expect(checkActionChain('invitation.accepted', ['notify'])).toMatchObject({ mismatchAt: 0 });
    // A webhook takes any value; what it answers is no risk, so a risk action cannot follow it.
    expect(checkActionChain('invitation.accepted', ['callWebhook'])).toMatchObject({
      mismatchAt: null,
    });
    expect(checkActionChain('risk.bound', ['addTag', 'callWebhook', 'addTag'])).toEqual({
      mismatchAt: 2,
      inputs: ['risk', 'risk', 'webhookResponse'],
    });
    // A claim is a risk value (the policy's package): risk actions take it.
    expect(checkActionChain('claim.opened', ['addTag', 'notify'])).toMatchObject({
      mismatchAt: null,
      inputs: ['claim', 'claim'],
    });
  });
});

describe('company events: routes and errors', () => {
  it('creates, lists, reads, updates and deletes an event; the catalogue lists what is not raised yet', async () => {
    const cat = await w.underwriter.client.get<AutomationCatalogueDto>(`${uwEvents()}/catalogue`);
    expect(cat.status).toBe(200);
    expect(cat.body.events.find((e) => e.id === 'claim.opened')).toMatchObject({
      raised: true,
      payload: 'claim',
    });
    expect(cat.body.events.every((e) => e.raised)).toBe(true);
    expect(cat.body.actions.find((a) => a.kind === 'callWebhook')).toMatchObject({
      available: true,
      input: 'any',
      output: 'webhookResponse',
    });
    expect(cat.body.actions.every((a) => a.available)).toBe(true);
    const made = await createEvent({
      name: 'On quote',
      event: 'risk.quoted',
      actions: [notifyAction()],
    });
    expect(made).toMatchObject({
      status: 201,
      body: {
        name: 'On quote',
        synchronous: false,
        delaySeconds: 0,
        enabled: true,
        lastRun: null,
        conditions: { productIds: [], expression: null },
      },
    });
    const list = await w.underwriter.client.get<CompanyEventList>(uwEvents());
    expect(list.body.items.map((e) => e.name)).toContain('On quote');
    const path = `${uwEvents()}/${made.body.id}`;
    expect((await w.underwriter.client.get<CompanyEventDto>(path)).body.event).toBe('risk.quoted');
    const put = await w.underwriter.client.put<CompanyEventDto>(path, {
      name: 'On quote 2',
      event: 'risk.quoted',
      enabled: false,
      actions: [notifyAction('A'), notifyAction('B')],
    });
    expect(put.body).toMatchObject({ name: 'On quote 2', enabled: false });
    expect(put.status).toBe(200);
    expect(put.body.actions.map((a) => a.name)).toEqual(['A', 'B']);
    expect((await w.underwriter.client.delete(path)).status).toBe(204);
    expect((await w.underwriter.client.get(path)).status).toBe(404);
    expect((await w.underwriter.client.delete(path)).status).toBe(404);
  });

  it('refuses a chain whose types do not fit, with the spec message under the action', async () => {
    const schedule = await w.underwriter.client.json<DocumentTemplateDto>(
      'POST',
      `/companies/${w.underwriter.company.id}/document-templates`,
      { name: 'Chain check schedule', content: '<p>{{ insured.name }}</p>' },
    );
    const res = await createEvent({
      name: 'Bad chain',
      event: 'risk.bound',
      actions: [
        notifyAction(),
        { kind: 'sendEmail', name: 'Mail', emailTemplateId: 999_999 },
        { kind: 'generateDocuments', name: 'Docs', documentTemplateIds: [schedule.body.id] },
      ],
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        errors: {
          'actions.1.emailTemplateId': [AutomationMessages.unknownEmailTemplate],
          'actions.2.kind': [Messages.eventActionMismatch],
        },
      },
    });
    expect(Messages.eventActionMismatch).toBe(
      'This event action cannot run because the output of the previous action does not match the expected input.',
    );
  });

  it('refuses bad input: names, unavailable actions, expressions, delays, other companies’ things', async () => {
    await createEvent({ name: 'Unique one', event: 'risk.quoted', actions: [notifyAction()] });
    expect(
      await createEvent({ name: 'unique ONE', event: 'risk.quoted', actions: [notifyAction()] }),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
    expect(
      await createEvent({
        name: 'Hook',
        event: 'risk.quoted',
        actions: [{ kind: 'callWebhook', name: 'Hook' }],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.0.endpointId': [Messages.required] } },
    });
    expect(
      await createEvent({
        name: 'Membership to a risk action',
        event: 'invitation.accepted',
        actions: [notifyAction()],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.0.kind': [Messages.eventActionMismatch] } },
    });
    const bad = await createEvent({
      name: 'Bad expression',
      event: 'risk.quoted',
      conditions: { expression: 'status = = 3' },
      actions: [notifyAction()],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.['conditions.expression']?.[0]).toBeTruthy();
    expect(
      await createEvent({
        name: 'Sync delayed',
        event: 'risk.quoted',
        synchronous: true,
        delaySeconds: 10,
        actions: [notifyAction()],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { delaySeconds: [AutomationMessages.syncNoDelay] } },
    });
    expect(
      await createEvent({ name: 'No actions', event: 'risk.quoted', actions: [] }),
    ).toMatchObject({ status: 422, body: { errors: { actions: [Messages.required] } } });
    expect(
      await createEvent({ name: 'x'.repeat(161), event: 'risk.quoted', actions: [notifyAction()] }),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.maxLength(160)] } } });
    expect(
      await createEvent({
        name: 'Foreign user',
        event: 'risk.quoted',
        actions: [{ kind: 'assignUnderwriter', name: 'Assign', userId: w.broker.admin.id }],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.0.userId': [AutomationMessages.unknownUser] } },
    });
    expect(
      await createEvent({
        name: 'Foreign email',
        event: 'risk.quoted',
        actions: [{ kind: 'sendEmail', name: 'Mail', emailTemplateId: 999_999 }],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.0.emailTemplateId': [AutomationMessages.unknownEmailTemplate] } },
    });
    expect(
      await createEvent({
        name: 'Foreign status',
        event: 'risk.quoted',
        actions: [{ kind: 'setUnderwritingStatus', name: 'Status', underwritingStatusId: 999_999 }],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.0.underwritingStatusId': [AutomationMessages.unknownStatus] } },
    });
  });

  it('another company sees and changes nothing; a user without the permission is refused', async () => {
    const made = await createEvent({
      name: 'Private',
      event: 'risk.quoted',
      actions: [notifyAction()],
    });
    const other = w.otherUnderwriter;
    const otherPath = `${eventsPath(other.company.id)}/${made.body.id}`;
    expect((await other.client.get(otherPath)).status).toBe(404);
    expect(
      (await other.client.put(otherPath, { name: 'Taken', event: 'risk.quoted', actions: [] }))
        .status,
    ).toBe(422);
    expect(
      (
        await other.client.put(otherPath, {
          name: 'Taken',
          event: 'risk.quoted',
          actions: [{ kind: 'notify', name: 'n', userIds: [other.admin.id], message: 'm' }],
        })
      ).status,
    ).toBe(404);
    expect((await other.client.delete(otherPath)).status).toBe(404);
    expect((await other.client.get(`${otherPath}/runs`)).status).toBe(404);
    expect((await other.client.post(`${otherPath}/runs/1/retry`)).status).toBe(404);
    const list = await other.client.get<CompanyEventList>(eventsPath(other.company.id));
    expect(list.body.items.map((e) => e.id)).not.toContain(made.body.id);
    // Through the wrong company's path: not a member.
    expect((await other.client.get(`${uwEvents()}/${made.body.id}`)).status).toBe(404);
    expect((await other.client.get(uwEmails())).status).toBe(404);
    const staff = await buildUser(server.ctx);
    await addUserToCompany(
      server.ctx.db,
      staff.id,
      w.underwriter.company.id,
      w.underwriter.company.staffRoleId,
    );
    const staffClient = await signedIn(server, staff);
    expect((await staffClient.get(uwEvents())).status).toBe(403);
    expect((await w.underwriter.client.get(`${uwEvents()}/${made.body.id}`)).body.name).toBe(
      'Private',
    );
  });
});

describe('email templates: routes and errors', () => {
  it('creates, lists, reads, updates, previews and deletes; refuses bad fields and what is in use', async () => {
    const made = await createEmail({
      name: 'Welcome',
      subject: 'Welcome {{ insured.name }}',
      content: '<p>Dear {{ insured.name }}</p>',
      recipients: [
        { type: 'role', role: 'broker' },
        { type: 'address', address: 'Ops@Example.com' },
      ],
      bcc: [{ type: 'role', role: 'assignedUnderwriter' }],
    });
    expect(made).toMatchObject({
      status: 201,
      body: {
        name: 'Welcome',
        recipients: [
          { type: 'role', role: 'broker' },
          { type: 'address', address: 'ops@example.com' },
        ],
        cc: [],
        tags: [],
      },
    });
    const path = `${uwEmails()}/${made.body.id}`;
    expect(
      (await w.underwriter.client.get<EmailTemplateList>(uwEmails())).body.items.map((t) => t.id),
    ).toContain(made.body.id);
    expect((await w.underwriter.client.get<EmailTemplateDto>(path)).body.subject).toBe(
      'Welcome {{ insured.name }}',
    );
    const put = await w.underwriter.client.put<EmailTemplateDto>(path, {
      name: 'Welcome 2',
      subject: 'Hello',
      recipients: [{ type: 'role', role: 'insuredContact' }],
    });
    expect(put).toMatchObject({ status: 200, body: { name: 'Welcome 2', subject: 'Hello' } });

    const q = await quotedPackage('Preview & Sons');
    const preview = await w.underwriter.client.json<EmailPreviewDto & Err>(
      'POST',
      `${uwEmails()}/preview`,
      {
        subject: 'Quote for {{ insured.name }}',
        content: '<p>{{ risk.reference }}</p>',
        riskPackageId: q.id,
      },
    );
    expect(preview).toMatchObject({
      status: 200,
      body: { subject: 'Quote for Preview & Sons', html: `<p>${q.pkg.reference}</p>` },
    });
    // Another underwriter's preview of this risk: 404.
    expect(
      (
        await w.otherUnderwriter.client.json(
          'POST',
          `${emailsPath(w.otherUnderwriter.company.id)}/preview`,
          {
            subject: 's',
            content: 'c',
            riskPackageId: q.id,
          },
        )
      ).status,
    ).toBe(404);

    const bad = (body: Record<string, unknown>) =>
      createEmail({
        name: 'Bad',
        subject: 'S',
        content: '',
        recipients: [{ type: 'role', role: 'broker' }],
        ...body,
      });
    expect(await bad({ subject: 'Hi {{ insured.nme }}' })).toMatchObject({
      status: 422,
      body: { errors: { subject: ['Unknown field insured.nme (line 1, column 7).'] } },
    });
    expect(await bad({ content: '<p>{{ nope }}</p>' })).toMatchObject({
      status: 422,
      body: { errors: { content: [expect.stringContaining('nope')] } },
    });
    expect(await bad({ recipients: [] })).toMatchObject({
      status: 422,
      body: { errors: { recipients: [Messages.required] } },
    });
    expect(await bad({ recipients: [{ type: 'address', address: 'not-an-email' }] })).toMatchObject(
      {
        status: 422,
        body: { errors: { 'recipients.0.address': [Messages.invalidEmail] } },
      },
    );
    expect(await bad({ attachmentTemplateIds: [999_999] })).toMatchObject({
      status: 422,
      body: { errors: { attachmentTemplateIds: [expect.any(String)] } },
    });
    expect(await bad({ name: 'welcome 2' })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.nameInUse] } },
    });

    // In use by a company event: 409; another company: 404.
    const ev = await createEvent({
      name: 'Uses welcome',
      event: 'risk.quoted',
      actions: [{ kind: 'sendEmail', name: 'Mail', emailTemplateId: made.body.id }],
    });
    expect(ev.status).toBe(201);
    expect(await w.underwriter.client.json('DELETE', path)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
    const otherPath = `${emailsPath(w.otherUnderwriter.company.id)}/${made.body.id}`;
    expect((await w.otherUnderwriter.client.get(otherPath)).status).toBe(404);
    expect((await w.otherUnderwriter.client.delete(otherPath)).status).toBe(404);
    expect(
      (
        await w.otherUnderwriter.client.put(otherPath, {
          name: 'X',
          subject: 'S',
          recipients: [{ type: 'role', role: 'broker' }],
        })
      ).status,
    ).toBe(404);
    expect((await w.underwriter.client.delete(`${uwEvents()}/${ev.body.id}`)).status).toBe(204);
    expect((await w.underwriter.client.delete(path)).status).toBe(204);
  });
});

describe('runs', () => {
  it('on bind: generates the policy schedule and emails it to the broker with the PDF, synchronously', async () => {
    const uw = w.underwriter;
    const schedule = await uw.client.json<DocumentTemplateDto>(
      'POST',
      `/companies/${uw.company.id}/document-templates`,
      { name: 'Event policy schedule', content: '<h1>Schedule</h1><p>{{ insured.name }}</p>' },
    );
    // Generation uses the live version (decision 224).
    await uw.client.post(
      `/companies/${uw.company.id}/document-templates/${schedule.body.id}/publish`,
      {},
    );
    // A company document attached as it is at send time (decision 225): its second version goes.
    const store = documentsApi(uw.client, uw.company.id);
    const rootId = (await store.root()).body.id;
    const wording = await store.upload(rootId, 'Policy wording.pdf', pdfBytes('wording v1'));
    expect(wording.status).toBe(201);
    await store.uploadVersion(wording.body.id, 'Policy wording.pdf', pdfBytes('wording v2'));
    const other = w.otherUnderwriter;
    const theirs = await documentsApi(other.client, other.company.id).upload(
      (await documentsApi(other.client, other.company.id).root()).body.id,
      'Theirs.pdf',
      pdfBytes('theirs'),
    );
    const refused = await createEmail({
      name: 'Foreign file',
      subject: 's',
      recipients: [{ type: 'role', role: 'broker' }],
      attachmentFileIds: [theirs.body.id],
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { attachmentFileIds: ['Choose documents of your company.'] } },
    });
    const email = await createEmail({
      name: 'Bound mail',
      subject: 'Bound: {{ risk.reference }}',
      content: '<p>Your policy for {{ insured.name }} is bound.</p>',
      recipients: [{ type: 'role', role: 'broker' }],
      cc: [{ type: 'address', address: 'cc-desk@example.com' }],
      attachmentTemplateIds: [schedule.body.id],
      attachmentFileIds: [wording.body.id],
    });
    expect(email.status).toBe(201);
    expect(email.body).toMatchObject({ attachmentFileIds: [wording.body.id] });
    const ev = await createEvent({
      name: 'On bind: schedule to broker',
      event: 'risk.bound',
      synchronous: true,
      actions: [
        {
          kind: 'generateDocuments',
          name: 'Policy schedule',
          documentTemplateIds: [schedule.body.id],
        },
        { kind: 'sendEmail', name: 'Email the broker', emailTemplateId: email.body.id },
      ],
    });
    expect(ev.status).toBe(201);

    const q = await quotedPackage('Bound Mail Pty Ltd');
    // The broker who binds is the assigned broker user (the creator of the package).
    const before = smtp.mails.length;
    const bound = await w.broker.client.post<RiskPackageDto>(
      riskPaths(w.broker.company.id).action(q.id, q.mainId, 'bind'),
      { declarationConfirmed: true },
    );
    expect(bound.status).toBe(200);
    // Synchronous: run and mail are done when the bind answers.
    const [run] = await runsOf(ev.body.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      event: 'risk.bound',
      error: null,
      attempts: 1,
    });
    expect(run!.payload).toMatchObject({
      riskPackageId: q.id,
      status: TransactionStatus.Bound,
      brokerCompanyId: w.broker.company.id,
    });
    expect(run!.steps.map((s) => [s.name, s.status])).toEqual([
      ['Policy schedule', 'done'],
      ['Email the broker', 'done'],
    ]);
    expect(run!.steps[1]!.output).toMatchObject({
      type: 'email',
      to: [w.broker.admin.email.toLowerCase()],
      cc: ['cc-desk@example.com'],
    });
    await smtp.waitFor(before + 1);
    const mail = smtp.mails
      .slice(before)
      .find((m) => m.to.includes(w.broker.admin.email.toLowerCase()))!;
    expect(mail).toBeDefined();
    expect(mail.to).toContain('cc-desk@example.com');
    const raw = mailText(mail.raw);
    expect(raw).toContain(`Subject: Bound: ${bound.body.reference}`);
    expect(raw).toMatch(/Content-Type: application\/pdf/);
    expect(raw).toMatch(/filename=.*Event policy schedule/);
    expect(raw).toMatch(/filename=.*Policy wording\.pdf/);
    const flat = mail.raw.replace(/\s/g, '');
    expect(flat).toContain(pdfBytes('wording v2').toString('base64').slice(0, 60));
    expect(flat).not.toContain(pdfBytes('wording v1').toString('base64').slice(0, 60));
    const pdfBase64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    )![1]!;
    expect(Buffer.from(pdfBase64.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const listed = await w.underwriter.client.get<CompanyEventDto>(`${uwEvents()}/${ev.body.id}`);
    expect(listed.body.lastRun).toMatchObject({ status: 'succeeded' });
    // The other broker's event does not run for this risk; disable so later tests are not affected.
    await w.underwriter.client.put(`${uwEvents()}/${ev.body.id}`, {
      ...ev.body,
      enabled: false,
      lastRun: undefined,
      id: undefined,
      updatedAt: undefined,
    });
  });

  it('sets the underwriting status and assigns the underwriter on quote; a status deleted since fails the run', async () => {
    const uw = w.underwriter;
    const up = riskPaths(uw.company.id);
    const hot = await uw.client.json<{ id: number } & Err>('POST', up.statuses, {
      name: 'Event hot',
      colour: 'red',
    });
    expect(hot.status).toBe(201);
    const ev = await createEvent({
      name: 'Quoted: triage',
      event: 'risk.quoted',
      synchronous: true,
      actions: [
        { kind: 'setUnderwritingStatus', name: 'Hot', underwritingStatusId: hot.body.id },
        { kind: 'assignUnderwriter', name: 'Assign', userId: uw.admin.id },
      ],
    });
    expect(ev.status).toBe(201);
    const q = await quotedPackage('Triage Pty Ltd');
    const [run] = await runsOf(ev.body.id);
    expect(run!.steps.map((s) => [s.name, s.status])).toEqual([
      ['Hot', 'done'],
      ['Assign', 'done'],
    ]);
    const seen = await uw.client.get<RiskPackageDto>(up.pkg(q.id));
    expect(seen.body.underwritingStatus).toMatchObject({ id: hot.body.id, name: 'Event hot' });
    expect(seen.body.assignedUnderwriter).toMatchObject({ id: uw.admin.id });

    // The status is deleted after the event was saved: the run fails at that step and changes nothing.
    const cold = await uw.client.json<{ id: number }>('POST', up.statuses, { name: 'Event cold' });
    await uw.client.put(`${uwEvents()}/${ev.body.id}`, {
      ...ev.body,
      actions: [
        { kind: 'setUnderwritingStatus', name: 'Cold', underwritingStatusId: cold.body.id },
      ],
      lastRun: undefined,
      id: undefined,
      updatedAt: undefined,
    });
    expect((await uw.client.json('DELETE', `${up.statuses}/${cold.body.id}`)).status).toBe(204);
    const q2 = await quotedPackage('Cold Pty Ltd');
    const runs = await runsOf(ev.body.id);
    expect(runs[0]).toMatchObject({ status: 'failed' });
    expect(runs[0]!.error).toBeTruthy();
    const after = await uw.client.get<RiskPackageDto>(up.pkg(q2.id));
    expect(after.body.underwritingStatus).toBeNull();
    await uw.client.put(`${uwEvents()}/${ev.body.id}`, {
      ...ev.body,
      enabled: false,
      lastRun: undefined,
      id: undefined,
      updatedAt: undefined,
    });
  });

  it('runs only when the conditions hold (filters and an expression over the payload)', async () => {
    const holds = await createEvent({
      name: 'Holds',
      event: 'risk.quoted',
      synchronous: true,
      conditions: {
        brokerCompanyIds: [w.broker.company.id],
        statuses: [TransactionStatus.Quoted],
        productIds: [w.products.mainProductId],
        expression: `AND(status = 3, brokerCompanyId = ${w.broker.company.id})`,
      },
      actions: [notifyAction()],
    });
    expect(holds.status).toBe(201);
    const otherBroker = await createEvent({
      name: 'Other broker only',
      event: 'risk.quoted',
      synchronous: true,
      conditions: { brokerCompanyIds: [w.otherBroker.company.id] },
      actions: [notifyAction()],
    });
    const falseExpression = await createEvent({
      name: 'False expression',
      event: 'risk.quoted',
      synchronous: true,
      conditions: { expression: 'status = 7' },
      actions: [notifyAction()],
    });
    await quotedPackage('Conditions Ltd');
    const [run] = await runsOf(holds.body.id);
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.steps[0]!.output).toMatchObject({
      type: 'risk',
      notifiedUserIds: [w.underwriter.admin.id],
      notifications: 1,
    });
    expect(await runsOf(otherBroker.body.id)).toEqual([]);
    expect(await runsOf(falseExpression.body.id)).toEqual([]);
    for (const e of [holds, otherBroker, falseExpression])
      await w.underwriter.client.delete(`${uwEvents()}/${e.body.id}`);
  });

  it('the runner refuses a stored chain that does not fit; a failed run is retried by hand', async () => {
    const email = await createEmail({
      name: 'Needs a document',
      subject: 'Docs',
      content: '<p>x</p>',
      recipients: [{ type: 'address', address: 'retry@example.com' }],
      attachmentTemplateIds: [
        (
          await w.underwriter.client.json<DocumentTemplateDto>(
            'POST',
            `/companies/${w.underwriter.company.id}/document-templates`,
            { name: 'Never generated', content: '<p>n</p>' },
          )
        ).body.id,
      ],
    });
    const ev = await createEvent({
      name: 'Fails then retried',
      event: 'risk.quoted',
      synchronous: true,
      actions: [
        { kind: 'sendEmail', name: 'Mail', emailTemplateId: email.body.id },
        notifyAction('Then'),
      ],
    });
    // sendEmail → notify does not fit (an email is no risk): the save refuses it.
    expect(ev).toMatchObject({
      status: 422,
      body: { errors: { 'actions.1.kind': [Messages.eventActionMismatch] } },
    });
    const ok = await createEvent({
      name: 'Fails then retried',
      event: 'risk.quoted',
      synchronous: true,
      actions: [{ kind: 'sendEmail', name: 'Mail', emailTemplateId: email.body.id }],
    });
    expect(ok.status).toBe(201);
    await quotedPackage('Retry Ltd');
    const [failed] = await runsOf(ok.body.id);
    expect(failed).toMatchObject({
      status: 'failed',
      canRetry: true,
      error: 'Mail: The risk has no generated document of the template Never generated.',
    });
    expect(failed!.steps).toMatchObject([{ name: 'Mail', status: 'failed' }]);
    const retryPath = `${uwEvents()}/${ok.body.id}/runs/${failed!.id}/retry`;
    // Fix the template, retry by hand: it succeeds; retrying a succeeded run is refused.
    await w.underwriter.client.put(`${uwEmails()}/${email.body.id}`, {
      name: 'Needs a document',
      subject: 'Docs',
      recipients: [{ type: 'address', address: 'retry@example.com' }],
    });
    const retried = await w.underwriter.client.json<AutomationRunDto>('POST', retryPath);
    expect(retried).toMatchObject({
      status: 200,
      body: { status: 'succeeded', attempts: 2, canRetry: false },
    });
    expect(await w.underwriter.client.json('POST', retryPath)).toMatchObject({
      status: 422,
      body: { errors: { runId: [AutomationMessages.runNotFailed] } },
    });
    expect(
      (await w.underwriter.client.post(`${uwEvents()}/${ok.body.id}/runs/999999/retry`)).status,
    ).toBe(404);

    // A chain stored before a change that no longer fits is refused at run time too.
    await server.ctx.db
      .update(companyEvents)
      .set({
        actions: [
          { kind: 'sendEmail', name: 'Mail', emailTemplateId: email.body.id },
          { kind: 'generateDocuments', name: 'Docs', documentTemplateIds: [1] },
        ],
      })
      .where(eq(companyEvents.id, ok.body.id));
    await quotedPackage('Runtime Check Ltd');
    const [refused] = await runsOf(ok.body.id);
    expect(refused).toMatchObject({
      status: 'failed',
      error: `Docs: ${Messages.eventActionMismatch}`,
      steps: [],
    });
    await w.underwriter.client.delete(`${uwEvents()}/${ok.body.id}`);
  });

  it('a delayed event runs as a job after commit', async () => {
    const ev = await createEvent({
      name: 'Delayed notice',
      event: 'risk.submitted',
      delaySeconds: 0,
      actions: [notifyAction()],
    });
    expect(ev.status).toBe(201);
    await server.ctx.jobs.start({ work: true });
    await quotedPackage('Delayed Ltd');
    const [run] = await finishedRuns(ev.body.id);
    expect(run).toMatchObject({ status: 'succeeded', event: 'risk.submitted', attempts: 1 });
    await w.underwriter.client.delete(`${uwEvents()}/${ev.body.id}`);
  }, 30_000);
});

/** A tag of a company (POST …/tags), answered with its id. */
async function tagOf(client: TestClient, companyId: number, name: string) {
  const res = await client.json<{ id: number } & Err>('POST', `/companies/${companyId}/tags`, {
    name,
    colour: 'teal',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A webhook endpoint of a company to the loopback receiver; answers its id and secret. */
async function endpointOf(client: TestClient, companyId: number, path: string) {
  const res = await client.json<{ endpoint: { id: number }; secret: string } & Err>(
    'POST',
    `/companies/${companyId}/webhooks`,
    // Subscribed to nothing the tests raise: only the action sends to it.
    {
      url: `${hookBase}${path}`,
      description: `Automation ${path}`,
      events: ['company.user_removed'],
    },
  );
  expect(res.status).toBe(201);
  return { id: res.body.endpoint.id, secret: res.body.secret };
}

describe('add a tag and call a webhook (decision 205)', () => {
  it('a run tags the risk and POSTs the signed event to a real receiver', async () => {
    const uw = w.underwriter;
    const tagId = await tagOf(uw.client, uw.company.id, 'Quoted by automation');
    const endpoint = await endpointOf(uw.client, uw.company.id, '/quoted');
    const ev = await createEvent({
      name: 'On quote: tag and tell the hook',
      event: 'risk.quoted',
      synchronous: true,
      actions: [
        { kind: 'addTag', name: 'Tag it', tagId },
        { kind: 'callWebhook', name: 'Tell the hook', endpointId: endpoint.id },
      ],
    });
    expect(ev.status).toBe(201);
    expect(ev.body.actions).toEqual([
      { kind: 'addTag', name: 'Tag it', tagId },
      { kind: 'callWebhook', name: 'Tell the hook', endpointId: endpoint.id },
    ]);
    const before = hook.received.length;
    const q = await quotedPackage('Tag And Hook Ltd');
    const [run] = await runsOf(ev.body.id);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    expect(run!.steps.map((s) => [s.kind, s.status])).toEqual([
      ['addTag', 'done'],
      ['callWebhook', 'done'],
    ]);
    expect(run!.steps[0]!.output).toMatchObject({
      type: 'risk',
      riskPackageId: q.id,
      tagIds: [tagId],
    });
    expect(run!.steps[1]!.output).toMatchObject({
      type: 'webhookResponse',
      riskPackageId: q.id,
      endpointId: endpoint.id,
      status: 'succeeded',
      statusCode: 204,
    });
    // The tag is on the package, for the underwriter only.
    const tags = await uw.client.get<{ data: { id: number }[] }>(
      `/companies/${uw.company.id}/risks/${q.id}/tags`,
    );
    expect(tags.body.data.map((t) => t.id)).toEqual([tagId]);
    const brokerTags = await w.broker.client.get<{ data: { id: number }[] }>(
      `/companies/${w.broker.company.id}/risks/${q.id}/tags`,
    );
    expect(brokerTags.body.data).toEqual([]);
    // The receiver got one signed POST with the event and the action's input.
    const got = hook.received.slice(before).filter((r) => r.path === '/quoted');
    expect(got).toHaveLength(1);
    expect(signedBy(endpoint.secret, got[0]!)).toBe(true);
    expect(signedBy('whsec_' + Buffer.from('not the secret').toString('base64'), got[0]!)).toBe(
      false,
    );
    const body = JSON.parse(got[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('risk.quoted');
    expect(body.data).toMatchObject({
      riskPackageId: q.id,
      reference: q.pkg.reference,
      companyId: uw.company.id,
      tagIds: [tagId],
    });
    await uw.client.delete(`${uwEvents()}/${ev.body.id}`);
  });

  it('a failing receiver: the action records the first answer, the delivery retries on its own', async () => {
    const uw = w.underwriter;
    const endpoint = await endpointOf(uw.client, uw.company.id, '/down-hook');
    const ev = await createEvent({
      name: 'Hook that is down',
      event: 'risk.quoted',
      synchronous: true,
      actions: [{ kind: 'callWebhook', name: 'Down hook', endpointId: endpoint.id }],
    });
    await quotedPackage('Down Hook Ltd');
    const [run] = await runsOf(ev.body.id);
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.steps[0]!.output).toMatchObject({ status: 'pending', statusCode: 503 });
    const deliveries = await uw.client.get<{ data: { status: string; attempts: unknown[] }[] }>(
      `/companies/${uw.company.id}/webhooks/${endpoint.id}/deliveries`,
    );
    expect(deliveries.body.data[0]).toMatchObject({ status: 'pending' });
    await uw.client.delete(`${uwEvents()}/${ev.body.id}`);
  });

  it('refuses another company’s tag or endpoint; a deleted tag fails the run with its reason', async () => {
    const other = w.otherUnderwriter;
    const foreignTag = await tagOf(other.client, other.company.id, 'Not yours');
    const foreignEndpoint = await endpointOf(other.client, other.company.id, '/foreign');
    expect(
      await createEvent({
        name: 'Foreign tag and hook',
        event: 'risk.quoted',
        actions: [
          { kind: 'addTag', name: 'Tag', tagId: foreignTag },
          { kind: 'callWebhook', name: 'Hook', endpointId: foreignEndpoint.id },
        ],
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          'actions.0.tagId': [AutomationMessages.unknownTag],
          'actions.1.endpointId': [AutomationMessages.unknownEndpoint],
        },
      },
    });
    // A risk action after the webhook's answer does not fit (§8).
    const endpoint = await endpointOf(w.underwriter.client, w.underwriter.company.id, '/chain');
    const tagId = await tagOf(w.underwriter.client, w.underwriter.company.id, 'Chain tag');
    expect(
      await createEvent({
        name: 'Hook then tag',
        event: 'risk.quoted',
        actions: [
          { kind: 'callWebhook', name: 'Hook', endpointId: endpoint.id },
          { kind: 'addTag', name: 'Tag', tagId },
        ],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'actions.1.kind': [Messages.eventActionMismatch] } },
    });
    const ev = await createEvent({
      name: 'Tag that goes away',
      event: 'risk.quoted',
      synchronous: true,
      actions: [{ kind: 'addTag', name: 'Tag', tagId }],
    });
    expect(ev.status).toBe(201);
    expect(
      (await w.underwriter.client.delete(`/companies/${w.underwriter.company.id}/tags/${tagId}`))
        .status,
    ).toBe(204);
    await quotedPackage('Deleted Tag Ltd');
    const [run] = await runsOf(ev.body.id);
    expect(run).toMatchObject({
      status: 'failed',
      error: 'Tag: The tag or the risk is no longer the company’s.',
      canRetry: true,
    });
    await w.underwriter.client.delete(`${uwEvents()}/${ev.body.id}`);
  });
});

describe('claim opened and invitation accepted are raised (decision 207)', () => {
  it('a reported incident raises claim.opened once, with the claim, for the underwriter and the broker', async () => {
    const uwTag = await tagOf(w.underwriter.client, w.underwriter.company.id, 'Has a claim');
    const ev = await createEvent({
      name: 'On claim: tag the policy',
      event: 'claim.opened',
      synchronous: true,
      actions: [{ kind: 'addTag', name: 'Tag the policy', tagId: uwTag }],
    });
    expect(ev.status).toBe(201);
    const brokerEv = await createEvent(
      {
        name: 'Broker hears of claims',
        event: 'claim.opened',
        synchronous: true,
        conditions: { expression: `reportedByCompanyId = ${w.broker.company.id}` },
        actions: [
          {
            kind: 'notify',
            name: 'Tell the broker admin',
            userIds: [w.broker.admin.id],
            message: 'Claim on {{ risk.reference }}',
          },
        ],
      },
      w.broker.client,
      w.broker.company.id,
    );
    expect(brokerEv.status).toBe(201);
    const q = await quotedPackage('Claim Raised Ltd');
    const bound = await w.broker.client.post(
      riskPaths(w.broker.company.id).action(q.id, q.mainId, 'bind'),
      { declarationConfirmed: true },
    );
    expect(bound.status).toBe(200);
    expect(await runsOf(ev.body.id)).toEqual([]);
    const claim = await w.broker.client.json<{ id: number; reference: string } & Err>(
      'POST',
      `/companies/${w.broker.company.id}/claims`,
      {
        riskPackageId: q.id,
        dateOfLoss: '2026-03-02',
        dateFirstAdvised: '2026-03-09',
        lossDescription: 'Water damage.',
        lossState: 'NSW',
        claimant: 'Claim Raised Ltd',
        amountClaimed: '1000.00',
      },
    );
    expect(claim.status).toBe(201);
    const runs = await runsOf(ev.body.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', event: 'claim.opened' });
    expect(runs[0]!.payload).toMatchObject({
      riskPackageId: q.id,
      claimId: claim.body.id,
      claimReference: claim.body.reference,
      reportedByCompanyId: w.broker.company.id,
      companyId: w.underwriter.company.id,
      status: TransactionStatus.Bound,
    });
    const tags = await w.underwriter.client.get<{ data: { id: number }[] }>(
      `/companies/${w.underwriter.company.id}/risks/${q.id}/tags`,
    );
    expect(tags.body.data.map((t) => t.id)).toEqual([uwTag]);
    const brokerRuns = (
      await w.broker.client.get<AutomationRunList>(
        `${eventsPath(w.broker.company.id)}/${brokerEv.body.id}/runs`,
      )
    ).body.items;
    expect(brokerRuns).toMatchObject([
      { status: 'succeeded', payload: { companyId: w.broker.company.id } },
    ]);
    // Another underwriter's event of the same kind does not run for this claim.
    await w.underwriter.client.delete(`${uwEvents()}/${ev.body.id}`);
    await w.broker.client.delete(`${eventsPath(w.broker.company.id)}/${brokerEv.body.id}`);
  });

  it('an accepted invitation raises invitation.accepted for the company; a webhook hears it', async () => {
    const uw = w.underwriter;
    const endpoint = await endpointOf(uw.client, uw.company.id, '/joined');
    const ev = await createEvent({
      name: 'Someone joined',
      event: 'invitation.accepted',
      synchronous: true,
      actions: [{ kind: 'callWebhook', name: 'Tell HR', endpointId: endpoint.id }],
    });
    expect(ev.status).toBe(201);
    const email = `joiner-${process.pid}@example.com`;
    const invited = await uw.client.post<{ id: number }>(
      `/companies/${uw.company.id}/invitations`,
      {
        email,
        roleId: uw.company.staffRoleId,
      },
    );
    expect(invited.status).toBe(201);
    const token = await tokenMailedTo(server.ctx, email);
    const before = hook.received.length;
    const accepted = await new TestClientOf(server.baseUrl).post(`/invitations/${token}/accept`, {
      name: 'Jo Joiner',
      password: TEST_PASSWORD,
      passwordConfirmation: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const [run] = await runsOf(ev.body.id);
    expect(run).toMatchObject({ status: 'succeeded', event: 'invitation.accepted' });
    expect(run!.payload).toMatchObject({
      companyId: uw.company.id,
      invitationId: invited.body.id,
      roleId: uw.company.staffRoleId,
    });
    const got = hook.received.slice(before).filter((r) => r.path === '/joined');
    expect(got).toHaveLength(1);
    expect(signedBy(endpoint.secret, got[0]!)).toBe(true);
    expect(JSON.parse(got[0]!.body)).toMatchObject({
      type: 'invitation.accepted',
      data: { invitationId: invited.body.id, type: 'membership' },
    });
    // The other underwriter's events do not hear of this company's invitation.
    await uw.client.delete(`${uwEvents()}/${ev.body.id}`);
  });
});

describe('recovery of runs a dead process left (decision 205)', () => {
  it('the sweep runs a queued synchronous run and fails one left running, which a person retries', async () => {
    const ev = await createEvent({
      name: 'Recovered',
      event: 'risk.quoted',
      synchronous: true,
      actions: [notifyAction()],
    });
    const q = await quotedPackage('Recovered Ltd');
    const [done] = await runsOf(ev.body.id);
    expect(done).toMatchObject({ status: 'succeeded' });
    // As if the process died after the delivery's commit: the run stays queued (two minutes ago)…
    const [queued] = await server.ctx.db
      .insert(automationRuns)
      .values({
        companyEventId: ev.body.id,
        companyId: w.underwriter.company.id,
        event: 'risk.quoted',
        payload: done!.payload,
        createdAt: new Date(Date.now() - 120_000),
      })
      .returning();
    // …a fresh one (inside the grace) is left to its own runner…
    const [fresh] = await server.ctx.db
      .insert(automationRuns)
      .values({
        companyEventId: ev.body.id,
        companyId: w.underwriter.company.id,
        event: 'risk.quoted',
        payload: done!.payload,
      })
      .returning();
    // …and one died mid-run an hour ago.
    const [stuck] = await server.ctx.db
      .insert(automationRuns)
      .values({
        companyEventId: ev.body.id,
        companyId: w.underwriter.company.id,
        event: 'risk.quoted',
        payload: done!.payload,
        status: 'running',
        attempts: 1,
        startedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    // (The sweep's cron may have taken them first: the states below are what counts.)
    const swept = await sweepRuns(server.ctx);
    expect(swept.ran).not.toContain(fresh!.id);
    const byId = new Map((await runsOf(ev.body.id)).map((r) => [r.id, r]));
    expect(byId.get(queued!.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(byId.get(queued!.id)!.steps[0]!.output).toMatchObject({ riskPackageId: q.id });
    expect(byId.get(fresh!.id)).toMatchObject({ status: 'queued' });
    expect(byId.get(stuck!.id)).toMatchObject({
      status: 'failed',
      error: AbandonedRunError,
      canRetry: true,
    });
    // A second sweep finds nothing more; the stuck run is retried by hand.
    expect((await sweepRuns(server.ctx)).ran).not.toContain(queued!.id);
    const retried = await w.underwriter.client.json<AutomationRunDto>(
      'POST',
      `${uwEvents()}/${ev.body.id}/runs/${stuck!.id}/retry`,
    );
    expect(retried).toMatchObject({ status: 200, body: { status: 'succeeded', attempts: 2 } });
    await w.underwriter.client.delete(`${uwEvents()}/${ev.body.id}`);
  });
});

describe('company tags on email templates (decision 206)', () => {
  it('tags a template with the company’s own tags, filters by tag, refuses another company’s', async () => {
    const uw = w.underwriter;
    const renewal = await tagOf(uw.client, uw.company.id, 'Renewal mails');
    const legal = await tagOf(uw.client, uw.company.id, 'Legal review');
    const foreign = await tagOf(w.otherUnderwriter.client, w.otherUnderwriter.company.id, 'Theirs');
    const body = {
      name: 'Tagged mail',
      subject: 'S',
      recipients: [{ type: 'role', role: 'broker' }],
      tagIds: [renewal, legal, renewal],
    };
    const made = await createEmail(body);
    expect(made.status).toBe(201);
    expect(made.body.tags).toEqual([
      { id: legal, name: 'Legal review', colour: 'teal' },
      { id: renewal, name: 'Renewal mails', colour: 'teal' },
    ]);
    const untagged = await createEmail({ ...body, name: 'Untagged mail', tagIds: [] });
    expect(untagged.body.tags).toEqual([]);
    const filtered = await uw.client.get<EmailTemplateList>(`${uwEmails()}?tagId=${renewal}`);
    expect(filtered.body.items.map((t) => t.id)).toEqual([made.body.id]);
    expect(
      (await uw.client.get<EmailTemplateList>(`${uwEmails()}?tagId=${foreign}`)).body.items,
    ).toEqual([]);
    expect(await createEmail({ ...body, name: 'Foreign tag', tagIds: [foreign] })).toMatchObject({
      status: 422,
      body: { errors: { tagIds: [AutomationMessages.unknownTag] } },
    });
    // Replaced on update; a deleted tag leaves the template.
    const put = await uw.client.put<EmailTemplateDto>(`${uwEmails()}/${made.body.id}`, {
      ...body,
      tagIds: [legal],
    });
    expect(put.body.tags.map((t) => t.id)).toEqual([legal]);
    expect((await uw.client.delete(`/companies/${uw.company.id}/tags/${legal}`)).status).toBe(204);
    expect(
      (await uw.client.get<EmailTemplateDto>(`${uwEmails()}/${made.body.id}`)).body.tags,
    ).toEqual([]);
    // Another company's list filtered by this company's tag shows nothing of it.
    const theirs = await w.otherUnderwriter.client.get<EmailTemplateList>(
      `${emailsPath(w.otherUnderwriter.company.id)}?tagId=${renewal}`,
    );
    expect(theirs.body.items).toEqual([]);
    for (const id of [made.body.id, untagged.body.id])
      await uw.client.delete(`${uwEmails()}/${id}`);
  });
});
