import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn, TEST_PASSWORD } from '../../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('CSRF and authentication (DESIGN §4)', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const client = new TestClient(server.baseUrl);
    const res = await client.request('GET', '/sanctum/csrf-cookie');
    expect(res.status).toBe(204);
    expect(client.cookie('XSRF-TOKEN')).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
  });

  it('answers 419 to a write without the X-XSRF-TOKEN header', async () => {
    const client = new TestClient(server.baseUrl);
    const res = await client.json(
      'POST',
      '/login',
      { email: 'a@b.com', password: 'x' },
      { csrf: false },
    );
    expect(res.status).toBe(419);
    expect(res.body).toMatchObject({ message: 'CSRF token mismatch.', code: 'CSRF_MISMATCH' });
  });

  it('answers 419 to a forged token that matches its own cookie', async () => {
    const client = new TestClient(server.baseUrl);
    client.setCookie('XSRF-TOKEN', 'forged.0000');
    const res = await client.json('POST', '/login', { email: 'a@b.com', password: 'x' });
    expect(res.status).toBe(419);
    expect(res.body).toMatchObject({ code: 'CSRF_MISMATCH' });
  });

  it('answers 401 Unauthenticated. to GET /user without a session', async () => {
    const res = await new TestClient(server.baseUrl).get('/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
  });
});

describe('register, login, logout', () => {
  // Registration itself: registration.routes.test.ts (decision 108).
  it('rejects unknown fields', async () => {
    const res = await new TestClient(server.baseUrl).post('/login', {
      email: 'a@b.com',
      password: 'x',
      admin: true,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { admin: ['This field is not allowed.'] } });
  });

  it("says 'Login failed.' for a wrong password and for an unknown email alike", async () => {
    const user = await buildUser(server.ctx);
    const client = new TestClient(server.baseUrl);
    const wrong = await client.post('/login', { email: user.email, password: 'Wrong-password-1!' });
    const unknown = await client.post('/login', {
      email: 'nobody@example.com',
      password: 'Wrong-password-1!',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        message: 'Login failed.',
        errors: { email: ['Login failed.'] },
      });
    }
  });

  it('rotates the session on login and ends it on logout', async () => {
    const user = await buildUser(server.ctx);
    const client = new TestClient(server.baseUrl);
    client.setCookie('turbine_session', 'planted-session-id');
    await client.login(user.email, TEST_PASSWORD);
    const session = client.cookie('turbine_session');
    expect(session).toBeDefined();
    expect(session).not.toBe('planted-session-id');
    const out = await client.request('POST', '/logout');
    expect(out.status).toBe(204);
    client.setCookie('turbine_session', session!);
    expect((await client.get('/user')).status).toBe(401);
  });

  it('does not count successful sign-ins against the limit', async () => {
    const user = await buildUser(server.ctx);
    for (let i = 0; i < 8; i++)
      await new TestClient(server.baseUrl).login(user.email, TEST_PASSWORD);
  });

  it('limits failed login attempts per email (429), even with the right password afterwards', async () => {
    const user = await buildUser(server.ctx);
    const client = new TestClient(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await client.post('/login', { email: user.email, password: 'Wrong-password-1!' })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const res = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: Messages.tooManyAttempts });
  });
});

describe('the current user', () => {
  it('updates profile and theme', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    const res = await client.put('/user', {
      name: 'New Name',
      email: user.email,
      phone: '0412 345 678',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', phone: '+61412345678' });
    const theme = await client.put('/user/theme', { theme: 'dark' });
    expect(theme.body).toMatchObject({ theme: 'dark' });
    expect((await client.put('/user/theme', { theme: 'purple' })).status).toBe(422);
  });

  it('refuses a bad phone number with its message', async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    const me = (await client.get<{ email: string }>('/user')).body;
    const res = await client.put('/user', { name: 'X', email: me.email, phone: '1' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { phone: [Messages.phoneTooShort] } });
  });

  it('changes the password, ending other sessions but not this one', async () => {
    const user = await buildUser(server.ctx);
    const here = await signedIn(server, user);
    const elsewhere = await signedIn(server, user);
    const wrong = await here.put('/user/password', {
      currentPassword: 'nope',
      password: 'Another-Pass-99!',
      passwordConfirmation: 'Another-Pass-99!',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { currentPassword: [Messages.currentPasswordWrong] },
    });
    const ok = await here.put('/user/password', {
      currentPassword: TEST_PASSWORD,
      password: 'Another-Pass-99!',
      passwordConfirmation: 'Another-Pass-99!',
    });
    expect(ok.status).toBe(200);
    expect((await here.get('/user')).status).toBe(200);
    expect((await elsewhere.get('/user')).status).toBe(401);
    const fresh = new TestClient(server.baseUrl);
    await fresh.login(user.email, 'Another-Pass-99!');
  });
});
