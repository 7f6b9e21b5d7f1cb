import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type InvitationDto, type ListResponse } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { sha256 } from '../../platform/http/tokens.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { invitations } from './companies.tables.ts';
import {
  auditEvents,
  memberWithRole,
  storedInvitation,
  systemUser,
  tokenMailedTo,
} from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_ATTEMPTS: '1000',
    PUBLIC_URL: 'https://app.turbine.test',
  });
});
afterAll(async () => server.close());

let n = 0;
const email = () => `invitee-${process.pid}-${++n}@example.com`;

describe('POST /companies/{id}/invitations', () => {
  it('stores only the token hash, mails the link after commit and audits the invitation', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const to = email();
    const res = await client.post<InvitationDto>(`/companies/${company.id}/invitations`, {
      email: to.toUpperCase(),
      roleId: company.staffRoleId,
      expiresInDays: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: to,
      role: { id: company.staffRoleId, name: 'Staff' },
      status: 'pending',
      acceptedAt: null,
      revokedAt: null,
      invitedBy: { id: admin.id },
    });
    expect(res.body.expiresAt - res.body.createdAt).toBeGreaterThanOrEqual(3 * 86_400 - 1);
    const token = await tokenMailedTo(server.ctx, to);
    const row = await storedInvitation(server.ctx, res.body.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.isAdminHandover).toBe(false);
    const [event] = await auditEvents(server.ctx, 'invitation', res.body.id);
    expect(event).toMatchObject({ action: 'created', companyId: company.id, after: { email: to } });
    expect(JSON.stringify(event)).not.toContain(token);
  });

  it('puts the web page link in the mail: PUBLIC_URL + /invitation/{token}', async () => {
    const { company, client } = await companyWithAdmin(server);
    const to = email();
    await client.post(`/companies/${company.id}/invitations`, {
      email: to,
      roleId: company.staffRoleId,
    });
    const token = await tokenMailedTo(server.ctx, to);
    const [mail] = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to));
    expect(mail).toMatchObject({
      companyId: company.id,
      status: 'stored',
      subject: `You are invited to join ${company.name}`,
    });
    expect(mail!.textBody).toContain(`https://app.turbine.test/invitation/${token}\n`);
    const preview = await new TestClient(server.baseUrl).get(`/invitations/${token}`);
    expect(preview.status).toBe(200);
  });

  it('answers 409 for a second pending invitation and 422 for a member, a foreign role and bad fields', async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const url = `/companies/${a.company.id}/invitations`;
    const to = email();
    expect((await a.client.post(url, { email: to, roleId: a.company.staffRoleId })).status).toBe(
      201,
    );
    const again = await a.client.post(url, { email: to, roleId: a.company.adminRoleId });
    expect(again).toEqual({
      status: 409,
      body: { message: Messages.alreadyExists, code: 'ALREADY_EXISTS' },
    });
    const member = await a.client.post(url, {
      email: a.admin.email,
      roleId: a.company.staffRoleId,
    });
    expect(member).toMatchObject({
      status: 422,
      body: { errors: { email: [Messages.alreadyMember] } },
    });
    const foreign = await a.client.post(url, { email: email(), roleId: b.company.staffRoleId });
    expect(foreign).toMatchObject({
      status: 422,
      body: { errors: { roleId: [Messages.roleNotFound] } },
    });
    const fields = await a.client.post(url, {
      email: 'not-an-email',
      roleId: a.company.staffRoleId,
      expiresInDays: 31,
    });
    expect(fields).toMatchObject({
      status: 422,
      body: {
        message: Messages.correctErrors,
        errors: { email: [Messages.invalidEmail], expiresInDays: [Messages.max(30)] },
      },
    });
    // The same email may still be invited by another company.
    expect(
      (
        await b.client.post(`/companies/${b.company.id}/invitations`, {
          email: to,
          roleId: b.company.staffRoleId,
        })
      ).status,
    ).toBe(201);
    const rows = await server.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, a.company.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 401 signed out, 403 without ManageInvitations and 404 to another company's admin", async () => {
    const { company } = await companyWithAdmin(server);
    const url = `/companies/${company.id}/invitations`;
    const body = { email: email(), roleId: company.staffRoleId };
    expect((await new TestClient(server.baseUrl).post(url, body)).status).toBe(401);
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    expect(await staff.client.post(url, body)).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    const other = await companyWithAdmin(server);
    expect(await other.client.post(url, body)).toEqual({
      status: 404,
      body: { message: Messages.notFound, code: 'NOT_FOUND' },
    });
    expect(
      await server.ctx.db.select().from(invitations).where(eq(invitations.companyId, company.id)),
    ).toHaveLength(0);
  });
});

describe('GET /companies/{id}/invitations', () => {
  it('derives each status and filters by it', async () => {
    const { company, client } = await companyWithAdmin(server);
    const url = `/companies/${company.id}/invitations`;
    const make = async () =>
      (await client.post<InvitationDto>(url, { email: email(), roleId: company.staffRoleId })).body;
    const [pending, expired, revoked, accepted] = [
      await make(),
      await make(),
      await make(),
      await make(),
    ];
    await server.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    expect((await client.request('DELETE', `${url}/${revoked.id}`)).status).toBe(204);
    await server.ctx.db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(eq(invitations.id, accepted.id));

    const all = await client.get<ListResponse<InvitationDto>>(url);
    expect(all.body.meta.total).toBe(4);
    const statusById = Object.fromEntries(all.body.data.map((i) => [i.id, i.status]));
    expect(statusById).toEqual({
      [pending.id]: 'pending',
      [expired.id]: 'expired',
      [revoked.id]: 'revoked',
      [accepted.id]: 'accepted',
    });
    for (const [status, inv] of [
      ['pending', pending],
      ['expired', expired],
      ['revoked', revoked],
      ['accepted', accepted],
    ] as const) {
      const res = await client.get<ListResponse<InvitationDto>>(`${url}?status=${status}`);
      expect(
        res.body.data.map((i) => i.id),
        status,
      ).toEqual([inv.id]);
    }
    expect((await client.get(`${url}?status=lost`)).status).toBe(422);
  });

  it('shows nothing of another company (404) and everything to the system user', async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    await a.client.post(`/companies/${a.company.id}/invitations`, {
      email: email(),
      roleId: a.company.staffRoleId,
    });
    expect((await b.client.get(`/companies/${a.company.id}/invitations`)).status).toBe(404);
    expect(
      (await b.client.get<ListResponse<InvitationDto>>(`/companies/${b.company.id}/invitations`))
        .body.meta.total,
    ).toBe(0);
    const { client: system } = await systemUser(server);
    expect(
      (await system.get<ListResponse<InvitationDto>>(`/companies/${a.company.id}/invitations`)).body
        .meta.total,
    ).toBe(1);
  });
});

describe('DELETE /companies/{id}/invitations/{invitationId}', () => {
  it('revokes: the link stops working and the row keeps when it was revoked', async () => {
    const { company, client } = await companyWithAdmin(server);
    const to = email();
    const created = (
      await client.post<InvitationDto>(`/companies/${company.id}/invitations`, {
        email: to,
        roleId: company.staffRoleId,
      })
    ).body;
    const token = await tokenMailedTo(server.ctx, to);
    expect(
      (await client.request('DELETE', `/companies/${company.id}/invitations/${created.id}`)).status,
    ).toBe(204);
    expect((await storedInvitation(server.ctx, created.id)).revokedAt).toBeInstanceOf(Date);
    expect((await auditEvents(server.ctx, 'invitation', created.id)).map((e) => e.action)).toEqual([
      'created',
      'revoked',
    ]);
    const preview = await new TestClient(server.baseUrl).get(`/invitations/${token}`);
    expect(preview).toEqual({
      status: 404,
      body: { message: Messages.invitationInvalid, code: 'INVITATION_INVALID' },
    });
    // Revoking again changes nothing.
    const revokedAt = (await storedInvitation(server.ctx, created.id)).revokedAt;
    expect(
      (await client.request('DELETE', `/companies/${company.id}/invitations/${created.id}`)).status,
    ).toBe(204);
    expect((await storedInvitation(server.ctx, created.id)).revokedAt).toEqual(revokedAt);
  });

  it("refuses an accepted invitation (409) and another company's invitation (404)", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const accepted = (
      await a.client.post<InvitationDto>(`/companies/${a.company.id}/invitations`, {
        email: email(),
        roleId: a.company.staffRoleId,
      })
    ).body;
    await server.ctx.db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(eq(invitations.id, accepted.id));
    const res = await a.client.delete(`/companies/${a.company.id}/invitations/${accepted.id}`);
    expect(res).toEqual({
      status: 409,
      body: {
        message: 'This invitation has already been accepted.',
        code: 'INVITATION_ALREADY_ACCEPTED',
      },
    });
    expect((await storedInvitation(server.ctx, accepted.id)).revokedAt).toBeNull();
    expect(
      (await b.client.delete(`/companies/${b.company.id}/invitations/${accepted.id}`)).status,
    ).toBe(404);
    expect(
      (await b.client.delete(`/companies/${a.company.id}/invitations/${accepted.id}`)).status,
    ).toBe(404);
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect(
      (await staff.client.delete(`/companies/${a.company.id}/invitations/${accepted.id}`)).status,
    ).toBe(403);
  });
});
