import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin, TEST_PASSWORD } from '../../../test/factories.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let server: TestServer;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    PUBLIC_URL: 'https://turbine.test',
  });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads as sent. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('invitation mail over real SMTP', () => {
  it('delivers the invitation link after commit, and the link accepts the invitation', async () => {
    const { company, client } = await companyWithAdmin(server);
    const to = `smtp-invitee-${process.pid}@example.com`;
    const res = await client.post(`/companies/${company.id}/invitations`, {
      email: to,
      roleId: company.staffRoleId,
    });
    expect(res.status).toBe(201);
    // The flush runs after commit, before the response is sent, so the message is already here.
    const mail = inbox.find((m) => m.to.includes(to));
    expect(mail).toBeDefined();
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toMatch(new RegExp(`Subject: You are invited to join ${company.name}`));
    const link = body.match(/https:\/\/turbine\.test\/invitation\/([\w-]+)/);
    expect(link).not.toBeNull();

    const invitee = new TestClient(server.baseUrl);
    const accepted = await invitee.post<UserDto>(`/invitations/${link![1]}/accept`, {
      name: 'Mail Reader',
      password: TEST_PASSWORD,
      passwordConfirmation: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.roles).toEqual([
      expect.objectContaining({ companyId: company.id, name: 'Staff' }),
    ]);
    const outbox = await server.ctx.mailer.list(1, 10);
    expect(outbox.rows.find((m) => m.toAddress === to)).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });
});
