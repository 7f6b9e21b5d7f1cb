import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type CompanyDto,
  type ListResponse,
  type UserDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, companyWithAdmin, systemCompanyId } from '../../../test/factories.ts';
import { companies } from './companies.tables.ts';
import {
  auditEvents,
  memberWithRole,
  roleIdOf,
  storedCompany,
  systemUser,
  actAsSupport,
} from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

let n = 0;
const handle = () => `co-${process.pid}-${++n}`;
const countCompanies = async () =>
  (await server.ctx.db.select({ id: companies.id }).from(companies)).length;

describe('POST /companies', () => {
  it('creates the company with its default roles and makes the creator its administrator', async () => {
    const { client, admin } = await companyWithAdmin(server);
    const h = handle();
    const res = await client.post<CompanyDto>('/companies', {
      name: 'Harbour Underwriting',
      refCompanyTypeId: CompanyType.Underwriter,
      handle: h.toUpperCase(),
      profile: {
        businessRegistryNumber: '51 824 753 556',
        country: 'AU',
        state: 'NSW',
        website: 'harbour.com.au',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Harbour Underwriting',
      handle: h,
      hasAdmin: true,
      isActive: true,
      createdByCompanyId: null,
      profile: { website: 'https://harbour.com.au/' },
    });
    expect(res.body.companyTypePermissions.length).toBeGreaterThan(10);
    const me = await client.get<UserDto>('/user');
    expect(me.body.roles.find((r) => r.companyId === res.body.id)).toMatchObject({
      name: 'Administrator',
      isAdmin: true,
    });
    expect(await roleIdOf(server.ctx, res.body.id, admin.id)).not.toBeNull();
    expect((await auditEvents(server.ctx, 'company', res.body.id)).map((e) => e.action)).toEqual([
      'created',
    ]);
  });

  it('refuses taken, reserved and invalid handles, a bad ABN and a bad website with their messages; nothing is written', async () => {
    const { client } = await companyWithAdmin(server);
    const taken = handle();
    await buildCompany(server.ctx, { handle: taken });
    const before = await countCompanies();
    const base = { name: 'Nope', refCompanyTypeId: CompanyType.Broker };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ handle: taken }, 'handle', Messages.handleTaken],
      [{ handle: 'admin' }, 'handle', Messages.handleReserved],
      [{ handle: 'bad_handle' }, 'handle', Messages.handleInvalid],
      [
        { profile: { businessRegistryNumber: '51 824 753 557' } },
        'profile.businessRegistryNumber',
        Messages.abnInvalid,
      ],
      [
        { profile: { website: 'not a website' } },
        'profile.website',
        Messages.websiteUrl('www.example.com.au'),
      ],
      [{ name: '' }, 'name', Messages.required],
    ];
    for (const [extra, field, message] of cases) {
      const res = await client.post('/companies', { ...base, ...extra });
      expect(res, field).toMatchObject({
        status: 422,
        body: { message: Messages.correctErrors, errors: { [field]: [message] } },
      });
    }
    expect(
      (await client.post('/companies', { ...base, refCompanyTypeId: CompanyType.System })).status,
    ).toBe(422);
    expect(await countCompanies()).toBe(before);
  });

  it('refuses to create on behalf of a company the user cannot act for, and answers 401 signed out', async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const res = await b.client.post('/companies', {
      name: 'Sneaky',
      refCompanyTypeId: CompanyType.Client,
      createdByCompanyId: a.company.id,
    });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { createdByCompanyId: [Messages.noPermissionAccess] } },
    });
    expect(
      (
        await new TestClient(server.baseUrl).post('/companies', {
          name: 'X',
          refCompanyTypeId: CompanyType.Client,
        })
      ).status,
    ).toBe(401);
  });
});

describe('PUT /companies/{id}', () => {
  it('updates details, writing an audit event with before and after', async () => {
    const { company, client } = await companyWithAdmin(server);
    const res = await client.put<CompanyDto>(`/companies/${company.id}`, {
      name: 'Renamed Ltd',
      handle: null,
      profile: { city: 'Hobart', state: 'TAS' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { name: 'Renamed Ltd', profile: { city: 'Hobart', state: 'TAS' } },
    });
    const [event] = await auditEvents(server.ctx, 'company', company.id);
    expect(event).toMatchObject({
      action: 'updated',
      companyId: company.id,
      before: { name: company.name },
      after: { name: 'Renamed Ltd', city: 'Hobart' },
    });
  });

  it('lets only system users change isActive', async () => {
    const { company, client } = await companyWithAdmin(server);
    const own = await client.put(`/companies/${company.id}`, {
      name: company.name,
      isActive: false,
    });
    expect(own).toMatchObject({
      status: 422,
      body: { errors: { isActive: [Messages.noPermissionEdit] } },
    });
    expect((await storedCompany(server.ctx, company.id)).isActive).toBe(true);
    const { client: system } = await systemUser(server);
    await actAsSupport(system, company.id);
    expect(
      (
        await system.put<CompanyDto>(`/companies/${company.id}`, {
          name: company.name,
          isActive: false,
        })
      ).body.isActive,
    ).toBe(false);
    expect((await storedCompany(server.ctx, company.id)).isActive).toBe(false);
  });

  it('answers 403 without ManageCompanyDetails, 404 to another company, 422 for a taken handle', async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect(
      (await staff.client.put(`/companies/${a.company.id}`, { name: 'Staff rename' })).status,
    ).toBe(403);
    expect((await b.client.put(`/companies/${a.company.id}`, { name: 'Hijack' })).status).toBe(404);
    const taken = handle();
    await buildCompany(server.ctx, { handle: taken });
    expect(
      await a.client.put(`/companies/${a.company.id}`, { name: 'X', handle: taken }),
    ).toMatchObject({ status: 422, body: { errors: { handle: [Messages.handleTaken] } } });
    expect((await storedCompany(server.ctx, a.company.id)).name).toBe(a.company.name);
  });
});

describe('reading companies and cross-company isolation', () => {
  it('lets an underwriter look up every active broker and insurer by name, and nothing else of strangers', async () => {
    const underwriter = await companyWithAdmin(server, CompanyType.Underwriter);
    const broker = await buildCompany(server.ctx, {
      type: CompanyType.Broker,
      name: `Faraway Brokers ${Date.now()}`,
    });
    const closed = await buildCompany(server.ctx, {
      type: CompanyType.Broker,
      name: `Closed Brokers ${Date.now()}`,
      isActive: false,
    });
    const client = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      name: `Some Client ${Date.now()}`,
    });
    const brokers = await underwriter.client.get<{ data: { id: number }[] }>(
      '/company-names?type=2&search=Brokers',
    );
    expect(brokers.body.data.map((c) => c.id)).toContain(broker.id);
    expect(brokers.body.data.map((c) => c.id)).not.toContain(closed.id);
    const clients = await underwriter.client.get<{ data: { id: number }[] }>(
      `/company-names?type=1&search=${encodeURIComponent('Some Client')}`,
    );
    expect(clients.body.data.map((c) => c.id)).not.toContain(client.id);
    // A broker gets no such directory.
    const other = await companyWithAdmin(server, CompanyType.Broker);
    const seen = await other.client.get<{ data: { id: number }[] }>(
      '/company-names?type=2&search=Faraway',
    );
    expect(seen.body.data).toEqual([]);
  });

  it('shows a user only their companies (and those they created) in GET /companies, /company-names and by id', async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const createdByB = await buildCompany(server.ctx, {
      createdByCompanyId: b.company.id,
      hasAdmin: false,
      name: `Made by B ${n}`,
    });
    const list = await b.client.get<ListResponse<CompanyDto>>('/companies?perPage=100');
    expect(list.body.data.map((c) => c.id).sort()).toEqual([b.company.id, createdByB.id].sort());
    expect(list.body.meta.total).toBe(2);
    const names = await b.client.get<{ data: { id: number; name: string }[] }>('/company-names');
    expect(names.body.data.map((c) => c.id)).not.toContain(a.company.id);
    expect(
      (
        await b.client.get<{ data: unknown[] }>(
          `/company-names?search=${encodeURIComponent(a.company.name)}`,
        )
      ).body.data,
    ).toEqual([]);
    expect(await b.client.get(`/companies/${a.company.id}`)).toEqual({
      status: 404,
      body: { message: Messages.notFound, code: 'NOT_FOUND' },
    });
    expect((await b.client.get(`/companies/${a.company.id}/company-type-permissions`)).status).toBe(
      404,
    );
    expect(
      (await b.client.get<CompanyDto>(`/companies/${createdByB.id}`)).body.createdByCompany,
    ).toMatchObject({ id: b.company.id });
  });

  it("lets the system company's user see every company", async () => {
    const a = await companyWithAdmin(server);
    const { client: system } = await systemUser(server);
    const list = await system.get<ListResponse<CompanyDto>>(`/companies?perPage=100`);
    expect(list.body.data.map((c) => c.id)).toEqual(
      expect.arrayContaining([a.company.id, await systemCompanyId(server.ctx)]),
    );
    expect(list.body.meta.total).toBe(await countCompanies());
    const names = await system.get<{ data: { id: number }[] }>(
      `/company-names?search=${encodeURIComponent(a.company.name)}`,
    );
    expect(names.body.data.map((c) => c.id)).toEqual([a.company.id]);
    expect((await system.get<CompanyDto>(`/companies/${a.company.id}`)).body.id).toBe(a.company.id);
  });

  it('filters the list by type and search, and answers 401 signed out', async () => {
    const { client, company } = await companyWithAdmin(server, CompanyType.Legal);
    const legal = await client.get<ListResponse<CompanyDto>>(
      `/companies?type=${CompanyType.Legal}&search=${encodeURIComponent(company.name)}`,
    );
    expect(legal.body.data.map((c) => c.id)).toEqual([company.id]);
    expect(
      (await client.get<ListResponse<CompanyDto>>(`/companies?type=${CompanyType.Broker}`)).body
        .data,
    ).toEqual([]);
    expect((await new TestClient(server.baseUrl).get('/companies')).status).toBe(401);
    expect((await new TestClient(server.baseUrl).get('/company-names')).status).toBe(401);
  });

  it('lists the permissions the company type may grant', async () => {
    const { client, company } = await companyWithAdmin(server, CompanyType.Client);
    const res = await client.get<{ data: { id: number; refPermissionId: number }[] }>(
      `/companies/${company.id}/company-type-permissions`,
    );
    expect(res.body.data.map((p) => p.refPermissionId)).toEqual([1, 2, 3, 4, 8, 10, 18]);
  });
});

describe('GET /companies/by-handle/{handle}', () => {
  it('shows public branding for an active handle and 404 for unknown or inactive ones', async () => {
    const h = handle();
    const company = await buildCompany(server.ctx, { handle: h });
    const anon = new TestClient(server.baseUrl);
    const res = await anon.get(`/companies/by-handle/${h.toUpperCase()}`);
    expect(res).toEqual({
      status: 200,
      body: {
        id: company.id,
        name: company.name,
        handle: h,
        refCompanyTypeId: CompanyType.Broker,
        appearance: {
          showLogoOnHeader: false,
          logoFileVersionId: null,
          headerFileVersionId: null,
          headerTextColour: null,
        },
      },
    });
    expect((await anon.get('/companies/by-handle/no-such-handle')).status).toBe(404);
    await server.ctx.db
      .update(companies)
      .set({ isActive: false })
      .where(eq(companies.id, company.id));
    expect((await anon.get(`/companies/by-handle/${h}`)).status).toBe(404);
  });
});
