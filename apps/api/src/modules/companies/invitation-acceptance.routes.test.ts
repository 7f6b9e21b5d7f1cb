import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type CompanyDto,
  type InvitationDto,
  type InvitationPreviewDto,
  type RoleDto,
  type UserDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { findUserByEmail } from '../identity/index.ts';
import { invitations } from './companies.tables.ts';
import {
  auditEvents,
  captureDomainEvents,
  memberWithRole,
  roleIdOf,
  storedCompany,
  storedInvitation,
  tokenMailedTo,
} from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

let n = 0;
const email = () => `accept-${process.pid}-${++n}@example.com`;
const newUserBody = {
  name: 'Nina New',
  password: TEST_PASSWORD,
  passwordConfirmation: TEST_PASSWORD,
};
const invalid = {
  status: 404,
  body: { message: Messages.invitationInvalid, code: 'INVITATION_INVALID' },
};

/** Invites an email through the API and returns the invitation and the mailed token. */
async function invite(client: TestClient, companyId: number, roleId: number, to = email()) {
  const res = await client.post<InvitationDto>(`/companies/${companyId}/invitations`, {
    email: to,
    roleId,
  });
  if (res.status !== 201)
    throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { invitation: res.body, token: await tokenMailedTo(server.ctx, to), email: to };
}

describe('GET /invitations/{token}', () => {
  it('shows the company, role, email and whether an account exists', async () => {
    const { company, client } = await companyWithAdmin(server);
    const fresh = await invite(client, company.id, company.staffRoleId);
    const res = await new TestClient(server.baseUrl).get<InvitationPreviewDto>(
      `/invitations/${fresh.token}`,
    );
    expect(res.body).toEqual({
      email: fresh.email,
      company: {
        id: company.id,
        name: company.name,
        handle: null,
        refCompanyTypeId: CompanyType.Broker,
      },
      role: { name: 'Staff' },
      userExists: false,
      expiresAt: fresh.invitation.expiresAt,
    });
    const existing = await buildUser(server.ctx);
    const known = await invite(client, company.id, company.staffRoleId, existing.email);
    expect(
      (
        await new TestClient(server.baseUrl).get<InvitationPreviewDto>(
          `/invitations/${known.token}`,
        )
      ).body.userExists,
    ).toBe(true);
  });

  it('answers 404 with the spec message for an unknown or expired token', async () => {
    const { company, client } = await companyWithAdmin(server);
    const anon = new TestClient(server.baseUrl);
    expect(await anon.get('/invitations/not-a-real-token')).toEqual(invalid);
    const old = await invite(client, company.id, company.staffRoleId);
    await server.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, old.invitation.id));
    expect(await anon.get(`/invitations/${old.token}`)).toEqual(invalid);
    expect(await anon.post(`/invitations/${old.token}/accept`, newUserBody)).toEqual(invalid);
    expect(await findUserByEmail(server.ctx.db, old.email)).toBeUndefined();
  });
});

describe('POST /invitations/{token}/accept as a new user', () => {
  it('needs a name and a §5 password; nothing is created until they are valid', async () => {
    const { company, client } = await companyWithAdmin(server);
    const { token, email: to, invitation } = await invite(client, company.id, company.staffRoleId);
    const anon = new TestClient(server.baseUrl);
    const missing = await anon.post(`/invitations/${token}/accept`, {});
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required], password: [Messages.required] } },
    });
    const weak = await anon.post(`/invitations/${token}/accept`, {
      ...newUserBody,
      password: 'weak',
      passwordConfirmation: 'weak',
    });
    expect(weak).toMatchObject({
      status: 422,
      body: { errors: { password: [Messages.passwordRule] } },
    });
    const mismatch = await anon.post(`/invitations/${token}/accept`, {
      ...newUserBody,
      passwordConfirmation: 'Other-Pass-123!',
    });
    expect(mismatch).toMatchObject({
      status: 422,
      body: { errors: { passwordConfirmation: [Messages.passwordConfirmation] } },
    });
    expect(await findUserByEmail(server.ctx.db, to)).toBeUndefined();
    expect((await storedInvitation(server.ctx, invitation.id)).acceptedAt).toBeNull();
  });

  it('creates the account, gives the role, signs in and tells the inviter; the link then stops working', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const { token, email: to, invitation } = await invite(client, company.id, company.staffRoleId);
    const anon = new TestClient(server.baseUrl);
    const seen = captureDomainEvents(server.ctx);
    const res = await anon.post<UserDto>(`/invitations/${token}/accept`, newUserBody);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nina New',
      email: to,
      roles: [{ id: company.staffRoleId, companyId: company.id, name: 'Staff' }],
    });
    expect(anon.cookie('turbine_session')).toBeDefined();
    expect(anon.cookie('XSRF-TOKEN')).toBeDefined();
    expect((await anon.get<UserDto>('/user')).body.email).toBe(to);
    const row = await storedInvitation(server.ctx, invitation.id);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(row.acceptedUserId).toBe(res.body.id);
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'invitation.accepted',
        companyId: company.id,
        userIds: [admin.id],
      }),
    ]);
    expect(
      (await auditEvents(server.ctx, 'invitation', invitation.id)).map((e) => e.action),
    ).toEqual(['created', 'accepted']);
    expect(
      await new TestClient(server.baseUrl).post(`/invitations/${token}/accept`, newUserBody),
    ).toEqual(invalid);
    // The new password works for signing in later.
    await new TestClient(server.baseUrl).login(to, TEST_PASSWORD);
  });
});

describe('POST /invitations/{token}/accept with an existing account', () => {
  it('asks a signed-out existing user to sign in first (401), then accepts signed in', async () => {
    const { company, client } = await companyWithAdmin(server);
    const existing = await buildUser(server.ctx);
    const { token, invitation } = await invite(
      client,
      company.id,
      company.staffRoleId,
      existing.email,
    );
    const anon = await new TestClient(server.baseUrl).post(
      `/invitations/${token}/accept`,
      newUserBody,
    );
    expect(anon).toMatchObject({
      status: 401,
      body: { code: 'INVITATION_SIGN_IN_REQUIRED', message: expect.stringContaining('Sign in') },
    });
    expect((await storedInvitation(server.ctx, invitation.id)).acceptedAt).toBeNull();
    const me = await signedIn(server, existing);
    const session = me.cookie('turbine_session');
    const res = await me.post<UserDto>(`/invitations/${token}/accept`);
    expect(res.body).toMatchObject({ email: existing.email });
    expect(res.body.roles.map((r) => r.companyId)).toContain(company.id);
    expect(me.cookie('turbine_session')).toBe(session);
    expect(await roleIdOf(server.ctx, company.id, existing.id)).toBe(company.staffRoleId);
  });

  it('refuses a signed-in user with another email (403) and keeps the invitation open', async () => {
    const { company, client } = await companyWithAdmin(server);
    const { token, invitation } = await invite(client, company.id, company.staffRoleId);
    const stranger = await signedIn(server, await buildUser(server.ctx));
    const res = await stranger.post(`/invitations/${token}/accept`, {});
    expect(res).toMatchObject({
      status: 403,
      body: {
        code: 'INVITATION_EMAIL_MISMATCH',
        message: expect.stringContaining('different email'),
      },
    });
    expect((await storedInvitation(server.ctx, invitation.id)).acceptedAt).toBeNull();
  });
});

describe('broker admin handover (§6)', () => {
  it('hands a company created on behalf to the invited admin; the creator then stops managing it', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const created = await broker.client.post<CompanyDto>('/companies', {
      name: 'Client Pty Ltd',
      refCompanyTypeId: CompanyType.Client,
      createdByCompanyId: broker.company.id,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { hasAdmin: false, createdByCompanyId: broker.company.id },
    });
    const clientId = created.body.id;
    const roles = await broker.client.get<{ data: RoleDto[] }>(`/companies/${clientId}/roles`);
    const adminRole = roles.body.data.find((r) => r.isAdmin)!;
    const handover = await invite(broker.client, clientId, adminRole.id);
    expect((await storedInvitation(server.ctx, handover.invitation.id)).isAdminHandover).toBe(true);

    const brokerStaff = await memberWithRole(server, broker.company.id, broker.company.staffRoleId);
    expect((await brokerStaff.client.get(`/companies/${clientId}/invitations`)).status).toBe(403);
    expect(
      (await (await companyWithAdmin(server)).client.get(`/companies/${clientId}/invitations`))
        .status,
    ).toBe(404);

    const accepted = await new TestClient(server.baseUrl).post<UserDto>(
      `/invitations/${handover.token}/accept`,
      newUserBody,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.roles).toEqual([
      expect.objectContaining({
        companyId: clientId,
        isAdmin: true,
        company: expect.objectContaining({ hasAdmin: true }),
      }),
    ]);
    expect((await storedCompany(server.ctx, clientId)).hasAdmin).toBe(true);
    expect((await auditEvents(server.ctx, 'company', clientId)).map((e) => e.action)).toEqual([
      'created',
      'admin_handover',
    ]);

    const forbidden = {
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    };
    expect(
      await broker.client.post(`/companies/${clientId}/invitations`, {
        email: email(),
        roleId: adminRole.id,
      }),
    ).toEqual(forbidden);
    expect(await broker.client.get(`/companies/${clientId}/roles`)).toEqual(forbidden);
    expect(await broker.client.put(`/companies/${clientId}`, { name: 'Taken back' })).toEqual(
      forbidden,
    );
    expect((await storedCompany(server.ctx, clientId)).name).toBe('Client Pty Ltd');
    expect((await broker.client.get(`/companies/${clientId}`)).status).toBe(200);
    const newAdmin = new TestClient(server.baseUrl);
    await newAdmin.login(handover.email, TEST_PASSWORD);
    expect(
      (
        await newAdmin.post(`/companies/${clientId}/invitations`, {
          email: email(),
          roleId: adminRole.id,
        })
      ).status,
    ).toBe(201);
  });

  it('a non-admin invitation to a company without an admin is no handover', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const created = await broker.client.post<CompanyDto>('/companies', {
      name: 'Another Client',
      refCompanyTypeId: CompanyType.Client,
      createdByCompanyId: broker.company.id,
    });
    const staffRole = (
      await broker.client.get<{ data: RoleDto[] }>(`/companies/${created.body.id}/roles`)
    ).body.data.find((r) => !r.isAdmin)!;
    const { token, invitation } = await invite(broker.client, created.body.id, staffRole.id);
    expect((await storedInvitation(server.ctx, invitation.id)).isAdminHandover).toBe(false);
    expect(
      (await new TestClient(server.baseUrl).post(`/invitations/${token}/accept`, newUserBody))
        .status,
    ).toBe(200);
    expect((await storedCompany(server.ctx, created.body.id)).hasAdmin).toBe(false);
    expect((await broker.client.get(`/companies/${created.body.id}/invitations`)).status).toBe(200);
  });
});
