// The client's proposal link (issue 26.3, decision 101): it expires, the page exchanges it for a credential
// bound to it, and the operator's outbox shows it redacted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TestClient } from '../../../test/client.ts';
import { systemUser } from '../companies/companies.test-support.ts';
import { issueClientCredential } from '../identity/temporary-token.ts';
import { insertTestPackage, storedPackage } from '../risks/package-rows.test-support.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { riskPackages } from '../risks/risks.tables.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ SESSION_ABSOLUTE_HOURS: '2' });
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const DAY = 86_400_000;
const as = (token: string) => {
  const client = new TestClient(server.baseUrl);
  const headers = { 'x-temporary-token': token };
  return {
    get: (path: string) => client.json('GET', path, undefined, { headers }),
    post: <T = Record<string, unknown>>(path: string, body?: unknown) =>
      client.json<T>('POST', path, body, { csrf: false, headers }),
  };
};

/** Sends a new package to a client; the link's token and the package. */
async function sent(email = 'linked-client@example.com') {
  const pkg = await insertTestPackage(server, world);
  const res = await world.broker.client.post<{ link: string }>(
    `${riskPaths(world.broker.company.id).pkg(pkg.id)}/send-to-client`,
    { email },
  );
  expect(res.status).toBe(200);
  return { pkg, link: res.body.link, token: new URL(res.body.link).searchParams.get('tempToken')! };
}
const expireLink = (id: number, at: Date) =>
  server.ctx.db
    .update(riskPackages)
    .set({ clientTokenExpiresAt: at })
    .where(eq(riskPackages.id, id));

describe('the client link', () => {
  it('expires 30 days after sending (the validity of a quote, §9), and says so in the mail', async () => {
    const before = Date.now();
    const { pkg, token } = await sent();
    const row = await storedPackage(server, pkg.id);
    const expires = row.clientTokenExpiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect((await as(token).get(`/client/risks/${pkg.id}`)).status).toBe(200);
    await expireLink(pkg.id, new Date(Date.now() - 1000));
    expect((await as(token).get(`/client/risks/${pkg.id}`)).status).toBe(401);
    expect((await as(token).post('/client/session')).status).toBe(401);
  });

  it('is shown to the operator in the outbox with its token redacted', async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const { token, pkg } = await sent(email);
    const { client: operator } = await systemUser(server);
    const outbox = await operator.get<{ data: { to: string; text: string }[] }>(
      '/mail-outbox?perPage=100',
    );
    const mail = outbox.body.data.find((m) => m.to === email)!;
    expect(mail.text).toContain(`/client/risks/${pkg.id}?tempToken=[redacted]`);
    expect(mail.text).toContain('The link works for 30 days');
    expect(mail.text).not.toContain(token);
  });
});

describe('POST /client/session (the page exchanges its link)', () => {
  it('gives a credential that opens the proposal, lasts no longer than the session limit or the link', async () => {
    const { pkg, token } = await sent();
    const now = Math.floor(Date.now() / 1000);
    const res = await as(token).post<{ token: string; expiresAt: number }>('/client/session');
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^tc1\./);
    expect(res.body.token).not.toContain(token);
    expect(res.body.expiresAt).toBeGreaterThanOrEqual(now + 2 * 3600 - 5);
    expect(res.body.expiresAt).toBeLessThanOrEqual(now + 2 * 3600 + 5);
    const credential = as(res.body.token);
    expect(await credential.get(`/client/risks/${pkg.id}`)).toMatchObject({
      status: 200,
      body: { id: pkg.id },
    });
    expect((await credential.get('/user')).body).toMatchObject({ isTemporaryUser: true });
    // Only the link is exchanged: a credential does not renew itself.
    expect((await credential.post('/client/session')).status).toBe(403);
    // A link closer to its end than the session limit caps the credential.
    const soon = new Date(Date.now() + 600_000);
    await expireLink(pkg.id, soon);
    const capped = await as(token).post<{ expiresAt: number }>('/client/session');
    expect(capped.body.expiresAt).toBe(Math.floor(soon.getTime() / 1000));
  });

  it('refuses forged, tampered and expired credentials', async () => {
    const { pkg, token } = await sent();
    const { body } = await as(token).post<{ token: string }>('/client/session');
    const [prefix, id, exp, nonce, signature] = body.token.split('.');
    const forged = [
      `${prefix}.${id}.${exp}.${nonce}.${'0'.repeat(64)}`,
      `${prefix}.${id}.${Number(exp) + 86_400}.${nonce}.${signature}`,
      `${prefix}.${Number(id) + 1}.${exp}.${nonce}.${signature}`,
      `${prefix}.${id}.${exp}.${nonce}`,
    ];
    for (const t of forged)
      expect((await as(t).get(`/client/risks/${pkg.id}`)).status, t).toBe(401);
    const user = (await as(token).get('/user')).body as { id: number };
    const { token: expired } = issueClientCredential(
      server.ctx,
      {
        user: { id: user.id } as never,
        sessionId: null,
        passwordExpired: false,
        viaTemporaryToken: true,
      },
      {
        riskPackageId: pkg.id,
        linkTokenHash: (await storedPackage(server, pkg.id)).clientTokenHash!,
        expiresAt: new Date(Date.now() - 1000),
        viaLink: true,
      },
    );
    expect((await as(expired).get(`/client/risks/${pkg.id}`)).status).toBe(401);
  });

  it('ends with the link: revoked by the broker, or the link expired', async () => {
    const { pkg, token } = await sent();
    const { body } = await as(token).post<{ token: string }>('/client/session');
    expect((await as(body.token).get(`/client/risks/${pkg.id}`)).status).toBe(200);
    await expireLink(pkg.id, new Date(Date.now() - 1000));
    expect((await as(body.token).get(`/client/risks/${pkg.id}`)).status).toBe(401);
    await expireLink(pkg.id, new Date(Date.now() + DAY));
    expect((await as(body.token).get(`/client/risks/${pkg.id}`)).status).toBe(200);
    const revoked = await world.broker.client.delete(
      `${riskPaths(world.broker.company.id).pkg(pkg.id)}/client-access`,
    );
    expect(revoked.status).toBe(204);
    expect((await as(body.token).get(`/client/risks/${pkg.id}`)).status).toBe(401);
  });

  it('is refused to a signed-in user: there is no link to exchange', async () => {
    expect((await world.broker.client.post('/client/session')).status).toBe(403);
  });
});
