import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ForbiddenReason } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessions } from './identity.tables.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PASSWORD_EXPIRY_DAYS: '90', SESSION_IDLE_MINUTES: '30' });
});
afterAll(async () => server.close());

describe('password expiry', () => {
  it('answers 403 with the password-expired reason until the password is changed', async () => {
    const user = await buildUser(server.ctx, {
      passwordChangedAt: new Date(Date.now() - 91 * 86_400_000),
    });
    const client = await signedIn(server, user);
    const me = await client.get('/user');
    expect(me.status).toBe(200);
    expect(me.body.passwordExpired).toBe(true);
    const blocked = await client.get('/companies');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ reason: ForbiddenReason.PasswordExpired });
    const changed = await client.put('/user/password', {
      currentPassword: TEST_PASSWORD,
      password: 'Fresh-Password-1!',
      passwordConfirmation: 'Fresh-Password-1!',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/companies')).status).toBe(200);
    expect((await client.get('/user')).body.passwordExpired).toBeUndefined();
  });
});

describe('session timeouts', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    await server.ctx.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/user')).status).toBe(401);
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
  });

  it('ends a session past its absolute expiry even when active', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    await server.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/user')).status).toBe(401);
  });

  it('keeps an active session alive', async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    expect((await client.get('/user')).status).toBe(200);
    expect((await client.get('/user')).status).toBe(200);
  });
});
