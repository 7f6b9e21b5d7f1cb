import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { mailText, startSmtpServer } from '../../../test/smtp.ts';
import { seal } from '../../platform/http/tokens.ts';
import { findUserByEmail } from './identity.repository.ts';

// Decision 108: /register answers the same whether or not the address has an account (as sign-in and
// forgot-password do, §8); the account is created from the mailed link.
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://turbine.test' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const registration = (email: string, name = 'Rita Register') => ({
  name,
  email,
  password: TEST_PASSWORD,
  passwordConfirmation: TEST_PASSWORD,
});

async function timed(email: string) {
  const client = new TestClient(server.baseUrl);
  await client.csrf();
  const start = performance.now();
  const res = await client.json('POST', '/register', registration(email));
  return { client, res, ms: performance.now() - start };
}

const linkIn = (raw: string) =>
  /http:\/\/turbine\.test\/register\/confirm\/([\w-]+)/.exec(mailText(raw))?.[1];

describe('POST /register', () => {
  it('answers a new and a known address identically, in the same order of time', async () => {
    const known = await buildUser(server.ctx);
    const count = smtp.mails.length;
    const fresh = await timed('Rita@Example.com');
    const taken = await timed(known.email);
    expect(fresh.res.status).toBe(202);
    expect(taken.res.status).toBe(202);
    expect(fresh.res.body).toEqual({ message: Messages.registerSent });
    expect(taken.res.body).toEqual(fresh.res.body);
    expect(Math.max(fresh.ms, taken.ms) / Math.min(fresh.ms, taken.ms)).toBeLessThan(10);
    // Neither is signed in, and no account exists yet for the new address.
    expect((await fresh.client.get('/user')).status).toBe(401);
    expect((await taken.client.get('/user')).status).toBe(401);
    expect(await findUserByEmail(server.ctx.db, 'rita@example.com')).toBeUndefined();

    await smtp.waitFor(count + 2);
    const mails = smtp.mails.slice(count);
    const toNew = mails.find((m) => m.to.includes('rita@example.com'))!;
    const toKnown = mails.find((m) => m.to.includes(known.email))!;
    expect(linkIn(toNew.raw)).toBeDefined();
    // The owner of the existing account is told someone tried; the mail carries no registration link.
    expect(mailText(toKnown.raw)).toContain('Someone tried to create a Turbine account');
    expect(linkIn(toKnown.raw)).toBeUndefined();
    // The existing account is unchanged: its own password still signs in.
    const owner = new TestClient(server.baseUrl);
    await owner.login(known.email, TEST_PASSWORD);
    expect((await owner.get('/user')).status).toBe(200);
  });

  it('creates the account and signs it in from the mailed link, once', async () => {
    const count = smtp.mails.length;
    const res = await new TestClient(server.baseUrl).post(
      '/register',
      registration('link@example.com', 'Link Person'),
    );
    expect(res.status).toBe(202);
    await smtp.waitFor(count + 1);
    const token = linkIn(smtp.mails[count]!.raw)!;
    const client = new TestClient(server.baseUrl);
    const confirmed = await client.post('/register/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ name: 'Link Person', email: 'link@example.com' });
    expect((await client.get('/user')).body).toMatchObject({ email: 'link@example.com' });
    const again = await new TestClient(server.baseUrl).post('/register/confirm', { token });
    expect(again).toMatchObject({
      status: 422,
      body: { errors: { token: [Messages.registerLinkExpired] } },
    });
  });

  it('refuses a forged or expired link and a weak password', async () => {
    const client = new TestClient(server.baseUrl);
    const forged = await client.post('/register/confirm', { token: 'A'.repeat(80) });
    expect(forged.body).toMatchObject({ errors: { token: [Messages.registerLinkExpired] } });
    const expired = seal(server.config.APP_KEY!, 'register', {
      name: 'Late',
      email: 'late@example.com',
      passwordHash: 'x',
      expiresAt: Date.now() - 1000,
    });
    expect((await client.post('/register/confirm', { token: expired })).status).toBe(422);
    expect(await findUserByEmail(server.ctx.db, 'late@example.com')).toBeUndefined();
    const weak = await client.post('/register', {
      ...registration('weak@example.com'),
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(weak).toMatchObject({
      status: 422,
      body: { message: Messages.correctErrors, errors: { password: [Messages.passwordRule] } },
    });
  });
});
