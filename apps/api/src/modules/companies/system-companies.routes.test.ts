import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type CompanyDto,
  type InvitationDto,
  type ListResponse,
  type SupportSessionDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, companyWithAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessions } from '../identity/identity.tables.ts';
import { companies } from './companies.tables.ts';
import {
  auditEvents,
  storedCompany,
  storedInvitation,
  systemUser,
  tokenMailedTo,
} from './companies.test-support.ts';
import { supportActions } from './support.tables.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

let n = 0;
const email = () => `first-admin-${process.pid}-${++n}@example.com`;
type Created = { company: CompanyDto; invitation: InvitationDto };

describe('POST /system/companies (the operator creates a company and invites its admin)', () => {
  it('creates a company of any type on behalf of another, without an admin, with a handover invitation', async () => {
    const { client: system } = await systemUser(server);
    const agency = await buildCompany(server.ctx, { type: CompanyType.Underwriter });
    const to = email();
    const res = await system.post<Created>('/system/companies', {
      name: 'Coastal Brokers',
      refCompanyTypeId: CompanyType.Broker,
      createdByCompanyId: agency.id,
      adminEmail: to.toUpperCase(),
    });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({
      name: 'Coastal Brokers',
      refCompanyTypeId: CompanyType.Broker,
      hasAdmin: false,
      isActive: true,
      createdByCompany: { id: agency.id },
    });
    expect(res.body.invitation).toMatchObject({ email: to, status: 'pending' });
    expect((await storedInvitation(server.ctx, res.body.invitation.id)).isAdminHandover).toBe(true);

    // The invitee accepts and becomes the administrator: the company now has an admin.
    const invitee = new TestClient(server.baseUrl);
    const accepted = await invitee.post(
      `/invitations/${await tokenMailedTo(server.ctx, to)}/accept`,
      {
        name: 'First Admin',
        password: TEST_PASSWORD,
        passwordConfirmation: TEST_PASSWORD,
      },
    );
    expect(accepted.status).toBe(200);
    expect((await storedCompany(server.ctx, res.body.company.id)).hasAdmin).toBe(true);
  });

  it('refuses other users (403), an unknown creator and a taken handle (422), writing nothing', async () => {
    const { client: system } = await systemUser(server);
    const { client: broker } = await companyWithAdmin(server);
    const body = { name: 'X', refCompanyTypeId: CompanyType.Client, adminEmail: email() };
    expect((await broker.post('/system/companies', body)).status).toBe(403);
    const before = (await server.ctx.db.select().from(companies)).length;
    expect(
      await system.post('/system/companies', { ...body, createdByCompanyId: 99_999_999 }),
    ).toMatchObject({ status: 422, body: { errors: { createdByCompanyId: [Messages.notFound] } } });
    const h = `op-${process.pid}-${++n}`;
    expect((await system.post('/system/companies', { ...body, handle: h })).status).toBe(201);
    expect(
      await system.post('/system/companies', { ...body, adminEmail: email(), handle: h }),
    ).toMatchObject({ status: 422, body: { errors: { handle: [Messages.handleTaken] } } });
    expect(
      await system.post('/system/companies', { ...body, adminEmail: 'not-an-email' }),
    ).toMatchObject({ status: 422, body: { errors: { adminEmail: [Messages.invalidEmail] } } });
    expect((await server.ctx.db.select().from(companies)).length).toBe(before + 1);
  });
});

describe('GET /companies filters (the operator Companies screen)', () => {
  it('filters by type, active, has admin and creator', async () => {
    const { client: system } = await systemUser(server);
    const creator = await buildCompany(server.ctx, { type: CompanyType.Underwriter });
    const a = await buildCompany(server.ctx, { createdByCompanyId: creator.id, hasAdmin: false });
    const b = await buildCompany(server.ctx, {
      createdByCompanyId: creator.id,
      type: CompanyType.Client,
      isActive: false,
    });
    const ids = async (q: string) =>
      (await system.get<ListResponse<CompanyDto>>(`/companies?perPage=100&${q}`)).body.data.map(
        (c) => c.id,
      );
    expect(await ids(`createdByCompanyId=${creator.id}`)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids(`createdByCompanyId=${creator.id}&hasAdmin=false`)).toEqual([a.id]);
    expect(await ids(`createdByCompanyId=${creator.id}&isActive=false`)).toEqual([b.id]);
    expect(await ids(`createdByCompanyId=${creator.id}&type=${CompanyType.Client}`)).toEqual([
      b.id,
    ]);
    expect((await system.get('/companies?hasAdmin=maybe')).status).toBe(422);
  });
});

describe('PUT /system/companies/{id}/status', () => {
  it('deactivates: the members’ sessions end, they no longer reach the company, nothing is deleted', async () => {
    const { client: system } = await systemUser(server);
    const { company, client, admin } = await companyWithAdmin(server);
    expect((await client.get(`/companies/${company.id}`)).status).toBe(200);
    const res = await system.put<CompanyDto & { sessionsEnded: number }>(
      `/system/companies/${company.id}/status`,
      { isActive: false, reason: 'Unpaid subscription' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isActive: false, sessionsEnded: 1 });
    expect(
      await server.ctx.db.select().from(sessions).where(eq(sessions.userId, admin.id)),
    ).toEqual([]);
    expect((await client.get('/user')).status).toBe(401);

    // Signing in again, the user no longer reaches the company; the operator still does.
    const again = new TestClient(server.baseUrl);
    await again.login(admin.email, TEST_PASSWORD);
    expect((await again.get(`/companies/${company.id}`)).status).toBe(404);
    expect((await system.get(`/companies/${company.id}/users`)).body).toMatchObject({
      meta: { total: 1 },
    });
    const events = await auditEvents(server.ctx, 'company', company.id);
    expect(events.at(-1)).toMatchObject({
      action: 'deactivated',
      after: { reason: 'Unpaid subscription', sessionsEnded: 1 },
    });

    // Activating again gives the company back.
    expect(
      (await system.put(`/system/companies/${company.id}/status`, { isActive: true })).status,
    ).toBe(200);
    expect((await again.get(`/companies/${company.id}`)).status).toBe(200);
  });

  it('answers 403 to a company admin and 404 for an unknown company', async () => {
    const { client: system } = await systemUser(server);
    const { company, client } = await companyWithAdmin(server);
    expect(
      (await client.put(`/system/companies/${company.id}/status`, { isActive: false })).status,
    ).toBe(403);
    expect((await storedCompany(server.ctx, company.id)).isActive).toBe(true);
    expect(
      (await system.put(`/system/companies/99999999/status`, { isActive: false })).status,
    ).toBe(404);
  });
});

describe('support mode', () => {
  it('is read-only until the support user chooses to act; each action is audited and shown to the company', async () => {
    const { client: system, user: supporter } = await systemUser(server);
    const { company, client } = await companyWithAdmin(server);
    const rename = { name: 'Renamed by support' };
    const path = `/companies/${company.id}`;

    // Without support mode, and in read-only support mode, the operator reads but cannot write.
    expect((await system.get(path)).status).toBe(200);
    expect(await system.put(path, rename)).toMatchObject({
      status: 403,
      body: { code: 'SUPPORT_READ_ONLY' },
    });
    const opened = await system.post<SupportSessionDto>(`/system/companies/${company.id}/support`, {
      reason: 'Ticket 4411: logo upload fails',
    });
    expect(opened).toMatchObject({
      status: 201,
      body: { acting: false, supportUser: { id: supporter.id, name: supporter.name } },
    });
    expect((await system.put(path, rename)).status).toBe(403);
    expect((await storedCompany(server.ctx, company.id)).name).toBe(company.name);
    const current = await system.get<{ data: SupportSessionDto | null }>(
      `/system/companies/${company.id}/support`,
    );
    expect(current.body.data).toMatchObject({ id: opened.body.id, acting: false, actions: [] });

    // Acting: the write goes through and is recorded with the support user's name.
    expect(
      (await system.put(`/system/companies/${company.id}/support`, { acting: true })).body,
    ).toMatchObject({ acting: true });
    expect((await system.put(path, rename)).status).toBe(200);
    expect((await storedCompany(server.ctx, company.id)).name).toBe('Renamed by support');
    expect((await system.delete(`/system/companies/${company.id}/support`)).status).toBe(204);
    expect((await system.put(path, { name: 'Again' })).status).toBe(403);

    // The company sees who supported it, when, and what they changed.
    const visits = await client.get<ListResponse<SupportSessionDto>>(
      `/companies/${company.id}/support-sessions`,
    );
    expect(visits.body.data).toHaveLength(1);
    expect(visits.body.data[0]).toMatchObject({
      supportUser: { name: supporter.name },
      reason: 'Ticket 4411: logo upload fails',
      acting: false,
      actions: [{ method: 'PUT', route: `/companies/${company.id}` }],
    });
    expect(visits.body.data[0]!.endedAt).not.toBeNull();
    const actions = await server.ctx.db.select().from(supportActions);
    expect(actions.filter((a) => a.route === `/companies/${company.id}`)).toHaveLength(1);
    const events = await auditEvents(server.ctx, 'support_session', opened.body.id);
    expect(events.map((e) => e.action)).toEqual(['started', 'mode_changed', 'ended']);
  });

  it('is only for system users, never the system company; another company sees no visits (404)', async () => {
    const { client: system } = await systemUser(server);
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const url = `/system/companies/${a.company.id}/support`;
    expect((await a.client.post(url, { reason: 'x' })).status).toBe(403);
    expect((await b.client.get(`/companies/${a.company.id}/support-sessions`)).status).toBe(404);
    expect((await system.post(url, { reason: '' })).status).toBe(422);
    expect((await system.get<{ data: null }>(url)).body).toEqual({ data: null });
    expect((await system.put(url, { acting: true })).status).toBe(404);
    const systemCompany = (await system.get<{ roles: { companyId: number }[] }>('/user')).body
      .roles[0]!.companyId;
    expect(
      await system.post(`/system/companies/${systemCompany}/support`, { reason: 'x' }),
    ).toMatchObject({ status: 409, body: { code: 'SUPPORT_SELF' } });
  });
});
