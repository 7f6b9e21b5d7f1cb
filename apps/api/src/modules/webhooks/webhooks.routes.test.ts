// Signed webhooks (issue 13, decision 172): endpoints, a real receiver on loopback verifying the Standard
// Webhooks signature, retries with backoff (a short schedule here), the delivery log, manual redelivery,
// secret rotation, the SSRF guard, and another company's isolation.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { startWorkers } from '../../platform/jobs/platform-jobs.ts';
import { addUserToCompany } from '../companies/memberships.repository.ts';
import { deliverWebhookEvent } from './index.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on loopback: `/fail-N` answers 500 to its first N requests, `/down` always 503. */
function receiver() {
  const received: Received[] = [];
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const failFirst = /^\/fail-(\d+)/.exec(path);
      if (path.startsWith('/down')) res.writeHead(503).end('down');
      else if (failFirst && n <= Number(failFirst[1])) res.writeHead(500).end('not yet');
      else res.writeHead(204).end();
    });
  });
  return { server, received };
}

/** Verifies a Standard Webhooks signature header with a secret, as a receiver would. */
function verifies(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${r.body}`)
    .digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}

async function eventually<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

let server: TestServer;
let hook: ReturnType<typeof receiver>;
let base: string;
let uw: Awaited<ReturnType<typeof companyWithAdmin>>;
let other: Awaited<ReturnType<typeof companyWithAdmin>>;
beforeAll(async () => {
  server = await startTestServer({
    WEBHOOK_ALLOWED_NETWORKS: 'loopback',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    WEBHOOK_RETRY_MAX_DELAY_SECONDS: '1',
    WEBHOOK_RETRY_WINDOW_SECONDS: '6',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  await startWorkers(server.ctx);
  hook = receiver();
  await new Promise<void>((r) => hook.server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}`;
  uw = await companyWithAdmin(server, CompanyType.Underwriter);
  other = await companyWithAdmin(server, CompanyType.Underwriter);
}, 60_000);
afterAll(async () => {
  hook.server.close();
  await server.close();
});

const hooksOf = (companyId: number) => `/companies/${companyId}/webhooks`;
const create = (path: string, events = ['risk.bound'], c = uw) =>
  c.client.post<WebhookEndpointWithSecretDto>(hooksOf(c.company.id), {
    url: `${base}${path}`,
    description: `Receiver ${path}`,
    events,
  });
const deliveries = (endpointId: number, c = uw) =>
  c.client
    .get<{ data: WebhookDeliveryDto[] }>(`${hooksOf(c.company.id)}/${endpointId}/deliveries`)
    .then((r) => r.body.data);
const raise = (companyId: number, type: string, data: Record<string, unknown>) =>
  inTransaction(server.ctx, (tx, after) =>
    server.ctx.events.record(tx, after, {
      type,
      companyId,
      actorUserId: null,
      userIds: [],
      data,
    }),
  );

describe('webhook endpoints', () => {
  it('creates with a secret shown once, lists, reads, updates and deletes', async () => {
    const created = await create('/crud', ['risk.bound', 'risk.quoted', 'risk.bound']);
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      url: `${base}/crud`,
      description: 'Receiver /crud',
      events: ['risk.bound', 'risk.quoted'],
      enabled: true,
      secretHint: `${secret.slice(0, 10)}…`,
      previousSecretExpiresAt: null,
    });
    expect(
      JSON.stringify(await uw.client.get(`${hooksOf(uw.company.id)}/${endpoint.id}`)),
    ).not.toContain(secret);
    const list = await uw.client.get<{ data: WebhookEndpointDto[] }>(hooksOf(uw.company.id));
    expect(list.body.data.map((e) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const updated = await uw.client.put<WebhookEndpointDto>(
      `${hooksOf(uw.company.id)}/${endpoint.id}`,
      { url: `${base}/crud-2`, description: null, events: ['claim.reported'], enabled: false },
    );
    expect(updated).toMatchObject({
      status: 200,
      body: {
        url: `${base}/crud-2`,
        description: null,
        events: ['claim.reported'],
        enabled: false,
      },
    });
    expect(updated.body.secretHint).toBe(endpoint.secretHint);
    expect((await uw.client.delete(`${hooksOf(uw.company.id)}/${endpoint.id}`)).status).toBe(204);
    expect((await uw.client.get(`${hooksOf(uw.company.id)}/${endpoint.id}`)).status).toBe(404);
    expect((await uw.client.delete(`${hooksOf(uw.company.id)}/${endpoint.id}`)).status).toBe(404);

    const types = await uw.client.get<{ data: { name: string }[] }>(
      `${hooksOf(uw.company.id)}/event-types`,
    );
    expect(types.body.data.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'risk.bound',
        'risk.quoted',
        'claim.reported',
        'invitation.accepted',
      ]),
    );
  });

  it('refuses bad input under its field', async () => {
    const post = (body: Record<string, unknown>) =>
      uw.client.post<{ errors: Record<string, string[]> }>(hooksOf(uw.company.id), {
        url: `${base}/x`,
        events: ['risk.bound'],
        ...body,
      });
    expect(await post({ url: '' })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.required] } },
    });
    expect(await post({ url: `https://a.example/${'x'.repeat(500)}` })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.maxLength(500)] } },
    });
    expect(await post({ url: 'ftp://files.example/in' })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.webhookUrlHttps] } },
    });
    expect(await post({ url: 'not a url' })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.webhookUrlHttps] } },
    });
    // Plain http to a public address.
    expect(await post({ url: 'http://93.184.216.34/hook' })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.webhookUrlHttps] } },
    });
    expect(await post({ url: 'https://nothing.invalid/hook' })).toMatchObject({
      status: 422,
      body: { errors: { url: [Messages.webhookUrlUnresolved] } },
    });
    expect(await post({ events: [] })).toMatchObject({
      status: 422,
      body: { errors: { events: [Messages.webhookEventsRequired] } },
    });
    expect(await post({ events: ['risk.bound', 'risk.exploded'] })).toMatchObject({
      status: 422,
      body: { errors: { 'events.1': ['Unknown event.'] } },
    });
    expect(await post({ description: 'd'.repeat(256) })).toMatchObject({
      status: 422,
      body: { errors: { description: [Messages.maxLength(255)] } },
    });
  });

  it('refuses URLs resolving to private, loopback or link-local addresses unless allowed', async () => {
    const { config } = server.ctx;
    const allowed = config.WEBHOOK_ALLOWED_NETWORKS;
    const post = (url: string) =>
      uw.client.post(hooksOf(uw.company.id), { url, events: ['risk.bound'] });
    const refused = { status: 422, body: { errors: { url: [Messages.webhookUrlPrivate] } } };
    try {
      config.WEBHOOK_ALLOWED_NETWORKS = [];
      for (const url of [
        'https://10.1.2.3/hook',
        'https://127.0.0.1/hook',
        'https://127.8.9.10:8443/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:10.0.0.1]/hook',
        'https://192.168.1.20/hook',
        'https://172.16.0.5/hook',
        'https://[fe80::1]/hook',
        'https://localhost/hook',
      ])
        expect(await post(url), url).toMatchObject(refused);
      // An endpoint saved while loopback was allowed is refused at delivery once it is not.
      config.WEBHOOK_ALLOWED_NETWORKS = ['loopback'];
      const saved = await create('/ssrf-later');
      config.WEBHOOK_ALLOWED_NETWORKS = [];
      const test = await uw.client.post<WebhookDeliveryDto>(
        `${hooksOf(uw.company.id)}/${saved.body.endpoint.id}/test`,
      );
      expect(test.body.attempts).toEqual([
        expect.objectContaining({
          attempt: 1,
          statusCode: null,
          error: 'The URL resolves to a loopback, link-local or private address.',
        }),
      ]);
      expect(hook.received.some((r) => r.path === '/ssrf-later')).toBe(false);
    } finally {
      config.WEBHOOK_ALLOWED_NETWORKS = allowed;
    }
    // Allowing loopback does not allow private or link-local ranges.
    expect(await post('https://10.1.2.3/hook')).toMatchObject(refused);
    expect(await post('https://169.254.169.254/hook')).toMatchObject(refused);
    expect((await post(`http://[::1]:1/hook`)).status).toBe(201);
  });

  it('needs ManageCompanyDetails', async () => {
    const staff = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, staff.id, uw.company.id, uw.company.staffRoleId);
    const client = await signedIn(server, staff);
    expect((await client.get(hooksOf(uw.company.id))).status).toBe(403);
    expect(
      (await client.post(hooksOf(uw.company.id), { url: `${base}/x`, events: ['risk.bound'] }))
        .status,
    ).toBe(403);
  });
});

describe('deliveries', () => {
  it('posts a company event signed with the secret to a real receiver on loopback', async () => {
    const { body } = await create('/signed', ['risk.bound']);
    await create('/not-subscribed', ['risk.quoted']);
    await raise(uw.company.id, 'risk.bound', { riskPackageId: 42, reference: 'MER-1' });

    const got = await eventually(
      () => hook.received.filter((r) => r.path === '/signed'),
      (r) => r.length === 1,
    );
    const request = got[0]!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(body.secret, request)).toBe(true);
    expect(verifies('whsec_' + Buffer.alloc(24, 1).toString('base64'), request)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'risk.bound',
      data: { riskPackageId: 42, reference: 'MER-1', companyId: uw.company.id },
    });
    expect(hook.received.some((r) => r.path === '/not-subscribed')).toBe(false);

    const log = await eventually(
      () => deliveries(body.endpoint.id),
      (d) => d[0]?.status === 'succeeded',
    );
    expect(log).toEqual([
      expect.objectContaining({
        eventType: 'risk.bound',
        messageId: request.headers['webhook-id'],
        status: 'succeeded',
        nextAttemptAt: null,
        attempts: [expect.objectContaining({ attempt: 1, statusCode: 204, error: null })],
      }),
    ]);
    expect(log[0]!.attempts[0]!.responseTimeMs).toBeGreaterThanOrEqual(0);
  }, 40_000);

  it('retries a failing receiver with backoff until it answers, keeping the message id', async () => {
    const { body } = await create('/fail-2', ['risk.quoted']);
    await raise(uw.company.id, 'risk.quoted', { riskPackageId: 7 });
    const log = await eventually(
      () => deliveries(body.endpoint.id),
      (d) => d[0]?.status === 'succeeded',
    );
    expect(log[0]!.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
      [3, 204, null],
    ]);
    const got = hook.received.filter((r) => r.path === '/fail-2');
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(got.every((r) => verifies(body.secret, r))).toBe(true);
    // Backoff: each retry waited at least its delay (1 s here).
    const times = log[0]!.attempts.map((a) => a.attemptedAt);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1);
  }, 40_000);

  it('gives up when the retry window ends, then a manual redelivery sends it again', async () => {
    const { body } = await create('/down', ['claim.reported']);
    await raise(uw.company.id, 'claim.reported', { claimId: 3 });
    const failed = await eventually(
      () => deliveries(body.endpoint.id),
      (d) => d[0]?.status === 'failed',
    );
    const tries = failed[0]!.attempts.length;
    expect(tries).toBeGreaterThanOrEqual(3);
    expect(failed[0]!.attempts.every((a) => a.statusCode === 503)).toBe(true);
    expect(failed[0]!.nextAttemptAt).toBeNull();

    const again = await uw.client.post<WebhookDeliveryDto>(
      `${hooksOf(uw.company.id)}/${body.endpoint.id}/deliveries/${failed[0]!.id}/redeliver`,
    );
    expect(again.status).toBe(200);
    expect(again.body.attempts).toHaveLength(tries + 1);
    expect(again.body.attempts.at(-1)).toMatchObject({ attempt: tries + 1, statusCode: 503 });
    expect(again.body.status).toBe('pending');
    expect(again.body.messageId).toBe(failed[0]!.messageId);
  }, 60_000);

  it('after a rotation signs with the new and the previous secret', async () => {
    const { body } = await create('/rotated', ['risk.bound']);
    const rotated = await uw.client.post<WebhookEndpointWithSecretDto>(
      `${hooksOf(uw.company.id)}/${body.endpoint.id}/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(body.secret);
    const expires = rotated.body.endpoint.previousSecretExpiresAt!;
    expect(Math.abs(expires - (Date.now() / 1000 + 24 * 3600))).toBeLessThan(120);
    expect(rotated.body.endpoint.secretHint).toBe(`${rotated.body.secret.slice(0, 10)}…`);

    const test = await uw.client.post<WebhookDeliveryDto>(
      `${hooksOf(uw.company.id)}/${body.endpoint.id}/test`,
    );
    expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'succeeded' });
    const request = hook.received.filter((r) => r.path === '/rotated').at(-1)!;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(rotated.body.secret, request)).toBe(true);
    expect(verifies(body.secret, request)).toBe(true);
  });

  it('the use case an automation calls delivers to one endpoint', async () => {
    const { body } = await create('/direct', ['risk.bound']);
    const ids = await inTransaction(server.ctx, (tx, after) =>
      deliverWebhookEvent(server.ctx, tx, after, {
        companyId: uw.company.id,
        endpointId: body.endpoint.id,
        type: 'automation.action',
        data: { step: 1 },
      }),
    );
    expect(ids).toHaveLength(1);
    const got = await eventually(
      () => hook.received.filter((r) => r.path === '/direct'),
      (r) => r.length === 1,
    );
    expect(JSON.parse(got[0]!.body)).toMatchObject({
      type: 'automation.action',
      data: { step: 1 },
    });
    // Another company's endpoint id queues nothing.
    expect(
      await inTransaction(server.ctx, (tx, after) =>
        deliverWebhookEvent(server.ctx, tx, after, {
          companyId: other.company.id,
          endpointId: body.endpoint.id,
          type: 'x',
          data: {},
        }),
      ),
    ).toEqual([]);
  });
});

describe('another company', () => {
  it('sees none of the endpoints, deliveries or events and changes nothing', async () => {
    const { body } = await create('/private', ['risk.declined']);
    const mine = hooksOf(other.company.id);
    const theirs = `${mine}/${body.endpoint.id}`;
    expect((await other.client.get(hooksOf(uw.company.id))).status).toBe(404);
    expect((await other.client.get<{ data: unknown[] }>(mine)).body.data).toEqual([]);
    expect((await other.client.get(theirs)).status).toBe(404);
    expect(
      (await other.client.put(theirs, { url: `${base}/stolen`, events: ['risk.bound'] })).status,
    ).toBe(404);
    expect((await other.client.delete(theirs)).status).toBe(404);
    expect((await other.client.post(`${theirs}/rotate-secret`)).status).toBe(404);
    expect((await other.client.post(`${theirs}/test`)).status).toBe(404);
    expect((await other.client.get(`${theirs}/deliveries`)).status).toBe(404);

    // Its events do not reach the first company's endpoints.
    const own = await create('/other-own', ['risk.declined'], other);
    await raise(other.company.id, 'risk.declined', { riskPackageId: 9 });
    await eventually(
      () => hook.received.filter((r) => r.path === '/other-own'),
      (r) => r.length === 1,
    );
    expect(hook.received.some((r) => r.path === '/private')).toBe(false);
    const test = await uw.client.post<WebhookDeliveryDto>(
      `${hooksOf(uw.company.id)}/${body.endpoint.id}/test`,
    );
    expect(
      (
        await other.client.post(
          `${mine}/${own.body.endpoint.id}/deliveries/${test.body.id}/redeliver`,
        )
      ).status,
    ).toBe(404);
    expect(await uw.client.get(`${hooksOf(uw.company.id)}/${body.endpoint.id}`)).toMatchObject({
      status: 200,
      body: { url: `${base}/private` },
    });
  }, 40_000);
});
