import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn } from '../../../test/factories.ts';
import { mailText, startSmtpServer } from '../../../test/smtp.ts';

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

const NEW_PASSWORD = 'Brand-New-Pass-7!';

describe('forgot and reset password', () => {
  it('answers the same for unknown emails and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await new TestClient(server.baseUrl).post('/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: Messages.forgotPasswordSent });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
  });

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await buildUser(server.ctx);
    const existing = await signedIn(server, user);
    const client = new TestClient(server.baseUrl);
    const count = smtp.mails.length;
    const res = await client.post('/forgot-password', { email: user.email.toUpperCase() });
    expect(res.body).toEqual({ message: Messages.forgotPasswordSent });
    await smtp.waitFor(count + 1);
    const mail = smtp.mails[count]!;
    expect(mail.to).toEqual([user.email]);
    const match = /http:\/\/turbine\.test\/reset-password\/([\w-]+)\?email=([^\s]+)/.exec(
      mailText(mail.raw),
    );
    expect(match).not.toBeNull();
    const [, token, email] = match!;
    expect(decodeURIComponent(email!)).toBe(user.email);

    expect((await client.get(`/reset-password/${token}?email=${email}`)).body).toEqual({
      valid: true,
    });
    const reset = await client.post('/reset-password', {
      token,
      email: user.email,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(reset.status).toBe(204);
    expect((await existing.get('/user')).status).toBe(401);
    await new TestClient(server.baseUrl).login(user.email, NEW_PASSWORD);

    const again = await client.post('/reset-password', {
      token,
      email: user.email,
      password: 'Other-Pass-123!',
      passwordConfirmation: 'Other-Pass-123!',
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { token: [Messages.resetLinkExpired] } });
    expect((await client.get(`/reset-password/${token}?email=${email}`)).status).toBe(404);
  });

  it('refuses an unknown token and a mismatched confirmation', async () => {
    const client = new TestClient(server.baseUrl);
    const bad = await client.post('/reset-password', {
      token: 'nope',
      email: 'a@example.com',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(bad.status).toBe(422);
    const mismatch = await client.post('/reset-password', {
      token: 'nope',
      email: 'a@example.com',
      password: NEW_PASSWORD,
      passwordConfirmation: 'x',
    });
    expect(mismatch.body).toMatchObject({
      errors: { passwordConfirmation: [Messages.passwordConfirmation] },
    });
  });
});
