import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, signedIn } from '../../../test/factories.ts';
import { sessionHandoffs, sessions } from './identity.tables.ts';
import { sha256 } from '../../platform/http/tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ROOT_HOST: 'localhost' });
});
afterAll(async () => server.close());

async function brokerAdmin() {
  const user = await buildUser(server.ctx);
  const broker = await buildCompany(server.ctx, {
    type: CompanyType.Broker,
    handle: `b${user.id}`,
    admins: [user],
  });
  const client = await signedIn(server, user);
  return { user, broker, client, host: `b${user.id}.localhost` };
}

/** The target host's side: a top-level form post, as the browser sends it. */
function exchange(token: string, host: string, origin = 'http://localhost:8080', next?: string) {
  const form = new URLSearchParams({ token, ...(next ? { next } : {}) });
  return server.app.inject({
    method: 'POST',
    url: '/session/handoff',
    headers: {
      host: `${host}:8080`,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
}

const sessionCookie = (res: { cookies: { name: string; value: string; domain?: string }[] }) =>
  res.cookies.find((c) => c.name === 'turbine_session');

describe('session hand-off to a company subdomain (decision 114)', () => {
  it('exchanges a fresh token once, on its host, for a new host-only session', async () => {
    const { user, broker, client, host } = await brokerAdmin();
    const made = await client.post<{ token: string; expiresIn: number }>('/session/handoffs', {
      companyId: broker.id,
      host: `${host}:8080`,
    });
    expect(made.status).toBe(201);
    expect(made.body.expiresIn).toBeLessThanOrEqual(60);
    // Only the hash is stored.
    const [row] = await server.ctx.db
      .select()
      .from(sessionHandoffs)
      .where(eq(sessionHandoffs.tokenHash, sha256(made.body.token)));
    expect(row).toMatchObject({ userId: user.id, companyId: broker.id, targetHost: host });

    const res = await exchange(made.body.token, host, 'http://localhost:8080', '/risks');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/risks?representingCompanyId=${broker.id}`);
    const cookie = sessionCookie(res);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.domain).toBeUndefined();
    // The readable hint beside it tells the web app a session exists (no GET /user 401 when signed out).
    expect(res.cookies.find((c) => c.name === 'turbine_signed_in')).toMatchObject({
      value: '1',
    });
    expect(cookie?.value).not.toBe(client.cookie('turbine_session'));
    // The new session is the user's own, distinct from the one that asked.
    const owned = await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(owned.map((s) => s.id)).toContain(sha256(cookie!.value));
    expect(owned).toHaveLength(2);

    const again = await exchange(made.body.token, host);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/login?handoff=expired');
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('refuses an expired token, another host and a foreign origin', async () => {
    const { broker, client, host } = await brokerAdmin();
    const make = async () =>
      (await client.post<{ token: string }>('/session/handoffs', { companyId: broker.id, host }))
        .body.token;

    const expired = await make();
    await server.ctx.db
      .update(sessionHandoffs)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessionHandoffs.tokenHash, sha256(expired)));
    expect((await exchange(expired, host)).headers.location).toBe('/login?handoff=expired');

    const elsewhere = await make();
    const wrongHost = await exchange(elsewhere, 'other.localhost');
    expect(wrongHost.headers.location).toBe('/login?handoff=expired');
    expect(sessionCookie(wrongHost)).toBeUndefined();

    const forged = await make();
    const foreign = await exchange(forged, host, 'https://evil.example');
    expect(foreign.headers.location).toBe('/login?handoff=refused');
    expect(sessionCookie(foreign)).toBeUndefined();
    // The forged attempt did not spend it: the genuine page can still use it.
    expect(sessionCookie(await exchange(forged, host))?.value).toBeTruthy();
  });

  it('makes tokens only for a company of the user, to its own hosts, with the XSRF header', async () => {
    const { broker, client, host } = await brokerAdmin();
    const other = await buildCompany(server.ctx, { type: CompanyType.Broker, handle: 'otherco' });
    expect(
      (await client.post('/session/handoffs', { companyId: other.id, host: 'otherco.localhost' }))
        .status,
    ).toBe(404);
    const wrong = await client.post('/session/handoffs', {
      companyId: broker.id,
      host: 'otherco.localhost',
    });
    expect(wrong.status).toBe(422);
    const noCsrf = await client.request(
      'POST',
      '/session/handoffs',
      { companyId: broker.id, host },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(419);
    expect(
      (await client.post('/session/handoffs', { companyId: broker.id, host: 'localhost' })).status,
    ).toBe(201);
  });

  it('answers 401 to a signed-out caller', async () => {
    const { TestClient } = await import('../../../test/client.ts');
    const anonymous = new TestClient(server.baseUrl);
    const res = await anonymous.post('/session/handoffs', { companyId: 1, host: 'localhost' });
    expect(res.status).toBe(401);
  });
});
