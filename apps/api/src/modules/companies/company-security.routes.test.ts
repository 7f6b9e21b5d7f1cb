import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { ForbiddenReason } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { mailText, startSmtpServer } from '../../../test/smtp.ts';
import { auditEvents, storedCompany } from './companies.test-support.ts';
import { addUserToCompany } from './memberships.repository.ts';

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

const code = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

/** A staff member of the company with the authenticator app enabled. */
async function memberWithAuthenticator(companyId: number, staffRoleId: number) {
  const member = await buildUser(server.ctx);
  await addUserToCompany(server.ctx.db, member.id, companyId, staffRoleId);
  const client = await signedIn(server, member);
  const start = await client.post<{ secret: string }>('/two-factor-auth/methods/totp');
  await client.post('/two-factor-auth/methods/totp/confirm', { code: code(start.body.secret) });
  return { member, client };
}

describe('admin reset of a member authenticator app', () => {
  it('resets it (audited, mailed); another company admin gets 404 and a member without the permission 403', async () => {
    const { company, client: admin } = await companyWithAdmin(server);
    const { member } = await memberWithAuthenticator(company.id, company.staffRoleId);
    const path = `/companies/${company.id}/users/${member.id}/two-factor-auth/totp`;

    const { client: outsider } = await companyWithAdmin(server);
    expect((await outsider.delete(path)).status).toBe(404);
    const staff = await buildUser(server.ctx);
    await buildCompany(server.ctx, { staff: [staff] });
    await addUserToCompany(server.ctx.db, staff.id, company.id, company.staffRoleId);
    expect((await (await signedIn(server, staff)).delete(path)).status).toBe(403);

    const count = smtp.mails.length;
    expect((await admin.delete(path)).status).toBe(204);
    await smtp.waitFor(count + 1);
    const mail = smtp.mails.find((m, i) => i >= count && m.to.includes(member.email))!;
    expect(mailText(mail.raw)).toContain('reset the authenticator app');
    const events = await auditEvents(server.ctx, 'user', member.id);
    expect(events.map((e) => e.action)).toContain('two_factor_authenticator_reset');

    // The member signs in without a second factor now, and there is nothing left to reset.
    const again = await signedIn(server, member);
    expect((await again.get('/user')).status).toBe(200);
    expect((await admin.delete(path)).status).toBe(404);
    // A user of another company cannot be reset through this one.
    const stranger = await buildUser(server.ctx);
    expect(
      (await admin.delete(`/companies/${company.id}/users/${stranger.id}/two-factor-auth/totp`))
        .status,
    ).toBe(404);
  });
});

describe('company two-factor policy', () => {
  it('is set by the company admin only, and sends members without a method to setup', async () => {
    const { company, client: admin } = await companyWithAdmin(server);
    const { client: outsider } = await companyWithAdmin(server);
    const path = `/companies/${company.id}/two-factor-policy`;
    expect((await outsider.put(path, { requireTwoFactor: true })).status).toBe(404);
    expect((await admin.put(path, { requireTwoFactor: 'yes' })).status).toBe(422);
    expect((await storedCompany(server.ctx, company.id)).requireTwoFactor).toBe(false);

    const { client: memberClient } = await memberWithAuthenticator(company.id, company.staffRoleId);
    const newcomer = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, newcomer.id, company.id, company.staffRoleId);
    const newcomerClient = await signedIn(server, newcomer);

    const set = await admin.put(path, { requireTwoFactor: true });
    expect(set.body).toEqual({ requireTwoFactor: true });
    expect((await storedCompany(server.ctx, company.id)).requireTwoFactor).toBe(true);
    expect((await admin.get(`/companies/${company.id}`)).body.reason).toBe(
      ForbiddenReason.TwoFactorSetup,
    );
    const refused = await newcomerClient.get('/user');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe(ForbiddenReason.TwoFactorSetup);
    expect(
      (await newcomerClient.get<{ pending: string; required: boolean }>('/two-factor-auth')).body,
    ).toMatchObject({
      pending: 'setup',
      required: true,
    });
    // A member with a verified method is not held back.
    expect((await memberClient.get(`/companies/${company.id}`)).status).toBe(200);
  });
});
