import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { eq, like } from 'drizzle-orm';
import { ForbiddenReason, Messages } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { mailText, startSmtpServer } from '../../../test/smtp.ts';
import { twoFactorCodes, twoFactorMethods } from './two-factor.tables.ts';
import { updateUserRow, type UserRow } from './identity.repository.ts';
import { events } from '../../platform/events/events.tables.ts';
import { rateLimits } from './identity.tables.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
/** The code of the step `offset` steps from now (±1 is accepted). */
const codeAt = (secret: string, offset: number) =>
  totp(secret).generate({ timestamp: Date.now() + offset * 30_000 });

/** A user with the authenticator app enabled: its secret, recovery codes and a still-signed-in client. */
async function withAuthenticator(user?: UserRow) {
  const u = user ?? (await buildUser(server.ctx));
  const client = await signedIn(server, u);
  const start = await client.post<{ secret: string; otpauthUrl: string; qrCode: string }>(
    '/two-factor-auth/methods/totp',
  );
  expect(start.status).toBe(200);
  const { secret } = start.body;
  const confirm = await client.post<{ codes: string[] }>('/two-factor-auth/methods/totp/confirm', {
    code: codeAt(secret, -1),
  });
  expect(confirm.status).toBe(200);
  return { user: u, client, secret, recoveryCodes: confirm.body.codes };
}

async function lastMailTo(email: string, after: number): Promise<string> {
  await smtp.waitFor(after + 1);
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
  return mailText(mail!.raw);
}

describe('authenticator app', () => {
  it('enrols with a QR code and secret, refuses a wrong code, and gives ten recovery codes once', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    const start = await client.post<{ secret: string; otpauthUrl: string; qrCode: string }>(
      '/two-factor-auth/methods/totp',
    );
    expect(start.body.otpauthUrl).toContain(`secret=${start.body.secret}`);
    expect(start.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await server.ctx.db
      .select()
      .from(twoFactorMethods)
      .where(eq(twoFactorMethods.userId, user.id));
    expect(stored!.secretSealed).not.toContain(start.body.secret);
    expect(stored!.verifiedAt).toBeNull();

    const wrong = await client.post('/two-factor-auth/methods/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: [Messages.twoFactorCodeInvalid] });

    const ok = await client.post<{ codes: string[] }>('/two-factor-auth/methods/totp/confirm', {
      code: codeAt(start.body.secret, 0),
    });
    expect(ok.body.codes).toHaveLength(10);
    expect(new Set(ok.body.codes).size).toBe(10);
    const status = await client.get<{
      methods: { type: string; verifiedAt: number | null }[];
      recoveryCodesLeft: number;
      pending: null;
    }>('/two-factor-auth');
    expect(status.body.methods).toEqual([
      expect.objectContaining({ type: 'totp', verifiedAt: expect.any(Number) }),
    ]);
    expect(status.body.recoveryCodesLeft).toBe(10);
    expect(status.body.pending).toBeNull();
    // The enrolling session proved the factor: it goes on working.
    expect((await client.get('/user')).status).toBe(200);
    // A second enrolment over a verified app is refused.
    expect((await client.post('/two-factor-auth/methods/totp')).status).toBe(409);
  });

  it('asks a new session to verify, and accepts each code once', async () => {
    const { user, secret } = await withAuthenticator();
    const client = await signedIn(server, user);
    const me = await client.get('/user');
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({
      message: Messages.verify2fa,
      reason: ForbiddenReason.TwoFactorVerify,
    });
    expect((await client.get('/user/sessions')).status).toBe(403);
    // A session pending verify may not add a method (that would bypass the factor).
    const sneak = await client.post('/two-factor-auth/methods/email');
    expect(sneak.body.reason).toBe(ForbiddenReason.TwoFactorVerify);
    expect((await client.get<{ pending: string }>('/two-factor-auth')).body.pending).toBe('verify');

    // The code used at enrolment (step -1) is spent: replay refused.
    const replay = await client.post('/two-factor-auth/verify', {
      method: 'totp',
      code: codeAt(secret, -1),
    });
    expect(replay.status).toBe(422);
    const code = codeAt(secret, 1);
    expect((await client.post('/two-factor-auth/verify', { method: 'totp', code })).status).toBe(
      204,
    );
    expect((await client.get('/user')).status).toBe(200);

    const other = await signedIn(server, user);
    const again = await other.post('/two-factor-auth/verify', { method: 'totp', code });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [Messages.twoFactorCodeInvalid] });
    expect((await other.get('/user')).status).toBe(403);
  });

  it('throttles wrong codes per user (429) and lets logout through', async () => {
    const { user } = await withAuthenticator();
    const client = await signedIn(server, user);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/two-factor-auth/verify', { method: 'totp', code: '123456' });
      expect(res.status).toBe(422);
    }
    const blocked = await client.post('/two-factor-auth/verify', {
      method: 'totp',
      code: '123456',
    });
    expect(blocked.status).toBe(429);
    expect((await client.request('POST', '/logout')).status).toBe(204);
  });

  it('throttles wrong codes per address (429) across users, each under its own limit', async () => {
    // Every test of this file comes from the same address: start its count from nothing.
    const clearAddress = () =>
      server.ctx.db.delete(rateLimits).where(like(rateLimits.key, '2fa:ip:%'));
    await clearAddress();
    try {
      const last = await withAuthenticator();
      // Five users, four wrong codes each: 20 from one address, no user over their own 5.
      for (let u = 0; u < 5; u++) {
        const { user } = await withAuthenticator();
        const client = await signedIn(server, user);
        for (let i = 0; i < 4; i++)
          expect(
            (await client.post('/two-factor-auth/verify', { method: 'totp', code: '123456' }))
              .status,
          ).toBe(422);
      }
      const next = await signedIn(server, last.user);
      // Another user from the same address is refused even with the right code.
      const blocked = await next.post('/two-factor-auth/verify', {
        method: 'totp',
        code: codeAt(last.secret, 1),
      });
      expect(blocked.status).toBe(429);
      expect((await next.get('/user')).status).toBe(403);
    } finally {
      await clearAddress();
    }
  });
});

describe('recovery codes', () => {
  it('verify once each, are audited and mailed, and regenerate', async () => {
    const { user, recoveryCodes } = await withAuthenticator();
    const client = await signedIn(server, user);
    const before = smtp.mails.length;
    const used = await client.post('/two-factor-auth/verify', {
      method: 'recovery',
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(used.status).toBe(204);
    expect(await lastMailTo(user.email, before)).toContain('You have 9 recovery codes left');
    const audited = await server.ctx.db.select().from(events).where(eq(events.entityId, user.id));
    expect(
      audited.filter((e) => e.entityType === 'user' && e.action === 'recovery_code_used'),
    ).toEqual([
      expect.objectContaining({
        actorUserId: user.id,
        after: expect.objectContaining({ left: 9 }),
      }),
    ]);
    expect(
      (await client.get<{ recoveryCodesLeft: number }>('/two-factor-auth')).body.recoveryCodesLeft,
    ).toBe(9);

    const other = await signedIn(server, user);
    const twice = await other.post('/two-factor-auth/verify', {
      method: 'recovery',
      code: recoveryCodes[0],
    });
    expect(twice.status).toBe(422);

    const fresh = await client.post<{ codes: string[] }>('/two-factor-auth/recovery-codes');
    expect(fresh.body.codes).toHaveLength(10);
    const old = await other.post('/two-factor-auth/verify', {
      method: 'recovery',
      code: recoveryCodes[1],
    });
    expect(old.status).toBe(422);
    const renewed = await other.post('/two-factor-auth/verify', {
      method: 'recovery',
      code: fresh.body.codes[0],
    });
    expect(renewed.status).toBe(204);
  });
});

describe('email and SMS codes', () => {
  it('enables email codes, verifies with a mailed code and refuses an expired one', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    let count = smtp.mails.length;
    expect((await client.post('/two-factor-auth/methods/email')).body).toEqual({
      destination: user.email,
    });
    const code = /code is (\d{6})/.exec(await lastMailTo(user.email, count))![1]!;
    // Stored as a hash, valid 10 minutes (§9).
    const [stored] = await server.ctx.db
      .select()
      .from(twoFactorCodes)
      .where(eq(twoFactorCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const ok = await client.post<{ codes: string[] }>('/two-factor-auth/methods/email/confirm', {
      code,
    });
    expect(ok.body.codes).toHaveLength(10);

    const other = await signedIn(server, user);
    count = smtp.mails.length;
    expect((await other.post('/two-factor-auth/send', { method: 'email' })).status).toBe(200);
    const second = /code is (\d{6})/.exec(await lastMailTo(user.email, count))![1]!;
    await server.ctx.db
      .update(twoFactorCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorCodes.userId, user.id));
    const expired = await other.post('/two-factor-auth/verify', { method: 'email', code: second });
    expect(expired.status).toBe(422);
    expect((await other.post('/two-factor-auth/send', { method: 'sms' })).body.errors).toEqual({
      method: [Messages.twoFactorNoMethod],
    });
  });

  it('sends SMS codes through the SMS outbox, readable by the system company only', async () => {
    const user = await buildUser(server.ctx);
    await updateUserRow(server.ctx.db, user.id, { phone: '+61 400 123 456' });
    const client = await signedIn(server, user);
    const start = await client.post<{ destination: string }>('/two-factor-auth/methods/sms');
    expect(start.body.destination).toBe('+•• ••• ••• 456');
    expect((await client.get('/sms-outbox')).status).toBe(403);
    const { systemOperator } = await import('../../../test/factories.ts');
    const operator = await systemOperator(server);
    const outbox = await operator.client.get<{ data: { to: string; body: string }[] }>(
      '/sms-outbox',
    );
    const sms = outbox.body.data.find((m) => m.to === '+61 400 123 456')!;
    const code = /code is (\d{6})/.exec(sms.body)![1]!;
    expect((await client.post('/two-factor-auth/methods/sms/confirm', { code })).status).toBe(200);
    const noPhone = await signedIn(server, await buildUser(server.ctx));
    expect((await noPhone.post('/two-factor-auth/methods/sms')).body.errors).toEqual({
      method: [Messages.twoFactorPhoneRequired],
    });
  });
});

describe('trusted device', () => {
  it('skips verify for 30 days until the password changes', async () => {
    const { user, secret } = await withAuthenticator();
    const browser = await signedIn(server, user);
    const res = await browser.request('POST', '/two-factor-auth/verify', {
      method: 'totp',
      code: codeAt(secret, 0),
      trustDevice: true,
    });
    expect(res.status).toBe(204);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('turbine_trusted_device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=2592000/);

    await browser.request('POST', '/logout');
    await browser.login(user.email, TEST_PASSWORD);
    expect((await browser.get('/user')).status).toBe(200);
    // Another user signing in on this browser is not trusted by it.
    const { user: other } = await withAuthenticator();
    await browser.request('POST', '/logout');
    await browser.login(other.email, TEST_PASSWORD);
    expect((await browser.get('/user')).status).toBe(403);
    await browser.request('POST', '/logout');

    await browser.login(user.email, TEST_PASSWORD);
    const NEW = 'Another-Pass-99!';
    const changed = await browser.put('/user/password', {
      currentPassword: TEST_PASSWORD,
      password: NEW,
      passwordConfirmation: NEW,
    });
    expect(changed.status).toBe(200);
    await browser.request('POST', '/logout');
    await browser.login(user.email, NEW);
    expect((await browser.get('/user')).body.reason).toBe(ForbiddenReason.TwoFactorVerify);
  });

  it('is revoked when the methods change', async () => {
    const { user, secret, client } = await withAuthenticator();
    const browser = await signedIn(server, user);
    await browser.post('/two-factor-auth/verify', {
      method: 'totp',
      code: codeAt(secret, 0),
      trustDevice: true,
    });
    // Enabling email codes is a change of methods: the trust goes.
    const count = smtp.mails.length;
    await client.post('/two-factor-auth/methods/email');
    const code = /code is (\d{6})/.exec(await lastMailTo(user.email, count))![1]!;
    expect((await client.post('/two-factor-auth/methods/email/confirm', { code })).status).toBe(
      200,
    );
    await browser.request('POST', '/logout');
    await browser.login(user.email, TEST_PASSWORD);
    expect((await browser.get('/user')).status).toBe(403);
  });
});

describe('removing methods and the company policy', () => {
  it('removes a method; a member of a company requiring 2FA keeps one and a new member must set one up', async () => {
    const { company, client: admin } = await companyWithAdmin(server);
    const policy = await admin.put(`/companies/${company.id}/two-factor-policy`, {
      requireTwoFactor: true,
    });
    expect(policy.status).toBe(200);
    expect(policy.body).toEqual({ requireTwoFactor: true });
    // The admin has no method either: from now on, only setup routes.
    const refused = await admin.get(`/companies/${company.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      reason: ForbiddenReason.TwoFactorSetup,
      message: Messages.setup2fa,
    });
    expect((await admin.post('/two-factor-auth/setup/complete')).body.errors).toEqual({
      method: [Messages.atLeastOneMfa],
    });
    const start = await admin.post<{ secret: string }>('/two-factor-auth/methods/totp');
    await admin.post('/two-factor-auth/methods/totp/confirm', {
      code: codeAt(start.body.secret, 0),
    });
    expect((await admin.post('/two-factor-auth/setup/complete')).status).toBe(204);
    expect((await admin.get(`/companies/${company.id}`)).status).toBe(200);
    const last = await admin.delete('/two-factor-auth/methods/totp');
    expect(last.status).toBe(422);
    expect(last.body.errors).toEqual({ method: [Messages.atLeastOneMfa] });

    // Without the policy the last method may go, with its recovery codes.
    expect(
      (await admin.put(`/companies/${company.id}/two-factor-policy`, { requireTwoFactor: false }))
        .status,
    ).toBe(200);
    expect((await admin.delete('/two-factor-auth/methods/totp')).status).toBe(204);
    const status = await admin.get<{ methods: unknown[]; recoveryCodesLeft: number }>(
      '/two-factor-auth',
    );
    expect(status.body).toMatchObject({ methods: [], recoveryCodesLeft: 0 });
    expect((await admin.delete('/two-factor-auth/methods/totp')).status).toBe(404);
  });
});
