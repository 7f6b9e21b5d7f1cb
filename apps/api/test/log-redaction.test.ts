// Issue 26.3: a journey through a real server with its log captured, then the log searched for every
// secret the journey used (password, session cookie, XSRF token, the client's link token, query secrets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { TestClient } from './client.ts';
import { TEST_PASSWORD } from './factories.ts';
import { insertTestPackage } from '../src/modules/risks/package-rows.test-support.ts';
import { riskPaths, riskWorld } from '../src/modules/risks/risks.test-support.ts';

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer(
    {},
    { logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } },
  );
});
afterAll(async () => server.close());

describe('the request log', () => {
  it('holds no password, cookie, XSRF token, client token or query secret of a journey', async () => {
    const world = await riskWorld(server);
    const broker = world.broker.client;
    await broker.csrf();
    const session = broker.cookie('turbine_session');
    const xsrf = broker.cookie('XSRF-TOKEN');
    expect(session && xsrf).toBeTruthy();
    const pkg = await insertTestPackage(server, world);
    const sent = await broker.post<{ link: string }>(
      `${riskPaths(world.broker.company.id).pkg(pkg.id)}/send-to-client`,
      { email: 'logged-client@example.com' },
    );
    expect(sent.status).toBe(200);
    const tempToken = new URL(sent.body.link).searchParams.get('tempToken')!;

    // The client opens the link: the page's URL carries the token, the API calls its header.
    const page = await fetch(`${server.baseUrl}/client/risks/${pkg.id}?tempToken=${tempToken}`, {
      headers: { accept: 'text/html' },
    });
    await page.arrayBuffer();
    const client = new TestClient(server.baseUrl);
    const headers = { 'x-temporary-token': tempToken };
    const opened = await client.json('GET', `/client/risks/${pkg.id}`, undefined, { headers });
    expect(opened.status).toBe(200);
    const exchanged = await client.json<{ token: string }>('POST', '/client/session', undefined, {
      csrf: false,
      headers,
    });
    expect(exchanged.status).toBe(200);
    const credential = exchanged.body.token;
    const reopened = await client.json('GET', `/client/risks/${pkg.id}`, undefined, {
      headers: { 'x-temporary-token': credential },
    });
    expect(reopened.status).toBe(200);

    // Secrets in query strings and credential paths of any route, and a bearer header.
    const querySecret = 'query-secret-0123456789abcdef';
    const resetToken = 'reset-token-0123456789abcdef';
    const bearer = 'bearer-secret-0123456789abcdef';
    for (const path of [
      `/health?token=${querySecret}&page=2`,
      `/health?password=${encodeURIComponent(TEST_PASSWORD)}`,
      `/reset-password/${resetToken}`,
      `/invitations/${resetToken}/accept`,
    ])
      await (await fetch(server.baseUrl + path)).arrayBuffer();
    await (
      await fetch(`${server.baseUrl}/user`, { headers: { authorization: `Bearer ${bearer}` } })
    ).arrayBuffer();
    await broker.request('POST', '/logout');

    const log = lines.join('');
    // The journey was logged (else the search below proves nothing), with the secrets' places marked.
    expect(log).toContain(`/client/risks/${pkg.id}?tempToken=[redacted]`);
    expect(log).toContain('/health?token=[redacted]&page=2');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('/invitations/[redacted]/accept');
    const secrets = {
      password: TEST_PASSWORD,
      session,
      xsrf,
      tempToken,
      credential,
      querySecret,
      resetToken,
      bearer,
    };
    for (const [name, value] of Object.entries(secrets)) {
      if (!value) continue;
      expect(log.includes(value), `${name} in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(value)), `${name} (encoded) in the log`).toBe(false);
    }
  });
});
