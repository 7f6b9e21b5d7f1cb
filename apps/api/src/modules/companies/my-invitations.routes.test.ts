import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type InvitationDto, type MyInvitationDto } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { sha256 } from '../../platform/http/tokens.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { companies, invitations } from './companies.tables.ts';
import { auditEvents, storedInvitation, tokenMailedTo } from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

/** A user without any company, and an admin of another company who invites them. */
async function invitee() {
  const user = await buildUser(server.ctx);
  return { user, client: await signedIn(server, user) };
}

async function invite(admin: TestClient, companyId: number, email: string, roleId: number) {
  const res = await admin.post<InvitationDto>(`/companies/${companyId}/invitations`, {
    email,
    roleId,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const mailsTo = async (email: string) =>
  (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

describe('GET /user/invitations', () => {
  it("lists only the user's pending invitations into active companies, with company, role and inviter", async () => {
    const me = await invitee();
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const c = await companyWithAdmin(server);
    const d = await companyWithAdmin(server);
    const pending = await invite(a.client, a.company.id, me.user.email, a.company.staffRoleId);
    await invite(b.client, b.company.id, me.user.email, b.company.adminRoleId);
    const revoked = await invite(c.client, c.company.id, me.user.email, c.company.staffRoleId);
    expect(
      (await c.client.delete(`/companies/${c.company.id}/invitations/${revoked.id}`)).status,
    ).toBe(204);
    const expired = await invite(d.client, d.company.id, me.user.email, d.company.staffRoleId);
    await server.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    // b is deactivated: its invitation cannot be used, so it is not offered.
    await server.ctx.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.id, b.company.id));
    // Someone else's invitation into a is not mine.
    await invite(a.client, a.company.id, `other-${me.user.email}`, a.company.staffRoleId);

    const res = await me.client.get<{ data: MyInvitationDto[] }>('/user/invitations');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: pending.id,
        company: { id: a.company.id, name: a.company.name, refCompanyTypeId: 2 },
        role: { name: 'Staff' },
        invitedBy: { name: a.admin.name },
        expiresAt: pending.expiresAt,
        createdAt: pending.createdAt,
      },
    ]);
  });

  it('shows another user nothing of them, and a visitor gets 401', async () => {
    const me = await invitee();
    const other = await invitee();
    const a = await companyWithAdmin(server);
    await invite(a.client, a.company.id, me.user.email, a.company.staffRoleId);
    expect((await other.client.get<{ data: unknown[] }>('/user/invitations')).body).toEqual({
      data: [],
    });
    const visitor = await new TestClient(server.baseUrl).get('/user/invitations');
    expect(visitor.status).toBe(401);
  });
});

describe('POST /user/invitations/{id}/resend', () => {
  it('mails a new link to the invited address, retires the old one and audits it; a second within 10 min is 429', async () => {
    const me = await invitee();
    const a = await companyWithAdmin(server);
    const inv = await invite(a.client, a.company.id, me.user.email, a.company.staffRoleId);
    const oldToken = await tokenMailedTo(server.ctx, me.user.email);

    const res = await me.client.post(`/user/invitations/${inv.id}/resend`);
    expect(res.status).toBe(204);
    const newToken = await tokenMailedTo(server.ctx, me.user.email);
    expect(newToken).not.toBe(oldToken);
    expect((await storedInvitation(server.ctx, inv.id)).tokenHash).toBe(sha256(newToken));
    expect(await mailsTo(me.user.email)).toBe(2);
    const visitor = new TestClient(server.baseUrl);
    expect((await visitor.get(`/invitations/${oldToken}`)).status).toBe(404);
    expect((await visitor.get(`/invitations/${newToken}`)).status).toBe(200);
    const events = await auditEvents(server.ctx, 'invitation', inv.id);
    expect(events.map((e) => e.action)).toContain('resent');

    const again = await me.client.post(`/user/invitations/${inv.id}/resend`);
    expect(again).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: Messages.tooManyAttempts },
    });
    expect(await mailsTo(me.user.email)).toBe(2);
  });

  it("answers 404 for someone else's invitation, an accepted one or an unknown id, and changes nothing", async () => {
    const me = await invitee();
    const other = await invitee();
    const a = await companyWithAdmin(server);
    const inv = await invite(a.client, a.company.id, other.user.email, a.company.staffRoleId);
    const before = await storedInvitation(server.ctx, inv.id);

    const res = await me.client.post(`/user/invitations/${inv.id}/resend`);
    expect(res.status).toBe(404);
    expect((await storedInvitation(server.ctx, inv.id)).tokenHash).toBe(before.tokenHash);
    expect(await mailsTo(other.user.email)).toBe(1);
    expect((await me.client.post('/user/invitations/999999999/resend')).status).toBe(404);

    const token = await tokenMailedTo(server.ctx, other.user.email);
    expect((await other.client.post(`/invitations/${token}/accept`)).status).toBe(200);
    expect((await other.client.post(`/user/invitations/${inv.id}/resend`)).status).toBe(404);
    expect(await mailsTo(other.user.email)).toBe(1);
  });
});
