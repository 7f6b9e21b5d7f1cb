import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn } from '../../../test/factories.ts';
import { authorizeChannel } from '../../../test/realtime-client.ts';
import { signChannel, signUser } from '../../platform/realtime/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUSHER_APP_KEY: 'bell-key', PUSHER_APP_SECRET: 'bell-secret' });
});
afterAll(async () => server.close());

const credentials = { appKey: 'bell-key', appSecret: 'bell-secret' };
const socketId = '1234.5678';

async function signedInUser() {
  const user = await buildUser(server.ctx);
  return { user, client: await signedIn(server, user) };
}

describe('GET /broadcasting/config', () => {
  it('gives anyone, signed in or not, the public app key and a cluster for pusher-js; never the secret', async () => {
    const res = await new TestClient(server.baseUrl).request('GET', '/broadcasting/config');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ key: 'bell-key', cluster: 'local' });
    expect(text).not.toContain('bell-secret');
    const { client } = await signedInUser();
    expect(await client.get('/broadcasting/config')).toEqual({
      status: 200,
      body: { key: 'bell-key', cluster: 'local' },
    });
  });
});

describe('POST /broadcasting/auth and /pusher/auth', () => {
  it("signs the caller's own private-user channel, form-encoded (pusher-js) or JSON", async () => {
    const { user, client } = await signedInUser();
    const channelName = `private-user.${user.id}`;
    const expected = signChannel({ ...credentials, socketId, channelName });
    for (const path of ['/broadcasting/auth', '/pusher/auth']) {
      const res = await authorizeChannel(client, socketId, channelName, path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expected);
    }
    expect(
      await client.post('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }),
    ).toEqual({ status: 200, body: expected });
    expect(expected.auth.startsWith('bell-key:')).toBe(true);
  });

  it("refuses another user's channel and the bare name with 403 {message}", async () => {
    const { user, client } = await signedInUser();
    const other = await buildUser(server.ctx);
    for (const channelName of [`private-user.${other.id}`, `user.${user.id}`, 'private-admin']) {
      const res = await authorizeChannel(client, socketId, channelName);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: Messages.noPermissionAccess });
    }
  });

  it('answers 401 signed out, 419 without the XSRF header, 422 for a malformed socket id or channel', async () => {
    const { user, client } = await signedInUser();
    const channel_name = `private-user.${user.id}`;
    const anonymous = await new TestClient(server.baseUrl).post('/broadcasting/auth', {
      socket_id: socketId,
      channel_name,
    });
    expect(anonymous).toEqual({
      status: 401,
      body: { message: Messages.unauthenticated, code: 'UNAUTHENTICATED' },
    });
    const noXsrf = await client.json(
      'POST',
      '/broadcasting/auth',
      { socket_id: socketId, channel_name },
      { csrf: false },
    );
    expect(noXsrf).toMatchObject({ status: 419, body: { message: Messages.csrfMismatch } });
    const bad = await client.post('/broadcasting/auth', {
      socket_id: 'abc',
      channel_name: 'white space',
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { socket_id: [expect.any(String)], channel_name: [expect.any(String)] } },
    });
  });
});

describe('POST /pusher/user-auth', () => {
  it('signs the caller as the pusher user, and only for a signed-in caller', async () => {
    const { user, client } = await signedInUser();
    const expected = signUser({
      ...credentials,
      socketId,
      userData: { id: user.id, user_info: { name: user.name } },
    });
    for (const path of ['/pusher/user-auth', '/broadcasting/user-auth']) {
      const res = await client.post<{ auth: string; user_data: string }>(path, {
        socket_id: socketId,
      });
      expect(res).toEqual({ status: 200, body: expected });
      expect(JSON.parse(res.body.user_data)).toMatchObject({ id: String(user.id) });
    }
    expect(
      (await new TestClient(server.baseUrl).post('/pusher/user-auth', { socket_id: socketId }))
        .status,
    ).toBe(401);
  });
});
