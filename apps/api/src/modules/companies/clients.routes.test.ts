import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type CompanyDto,
  type InvitationDto,
  type ListResponse,
  type RoleDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { memberWithRole, storedInvitation, tokenMailedTo } from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const clientsOf = (brokerId: number) =>
  `/companies?createdByCompanyId=${brokerId}&type=${CompanyType.Client}&perPage=100`;

describe("a broker's clients (ManageClients, the Clients screen)", () => {
  it('creates, lists, edits a client and hands it over to its invited admin; another broker sees nothing', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const other = await companyWithAdmin(server, CompanyType.Broker);
    const created = await broker.client.post<CompanyDto>('/companies', {
      name: 'Harbour Bakery',
      refCompanyTypeId: CompanyType.Client,
      createdByCompanyId: broker.company.id,
      profile: { email: 'owner@bakery.test', city: 'Hobart', state: 'TAS', country: 'AU' },
    });
    expect(created).toMatchObject({ status: 201, body: { hasAdmin: false } });
    const id = created.body.id;
    const listed = await broker.client.get<ListResponse<CompanyDto>>(clientsOf(broker.company.id));
    expect(listed.body.data.map((c) => c.id)).toEqual([id]);

    // Another broker: an empty list, and the client itself is not found.
    expect(
      (await other.client.get<ListResponse<CompanyDto>>(clientsOf(broker.company.id))).body.data,
    ).toEqual([]);
    expect((await other.client.get(`/companies/${id}`)).status).toBe(404);
    expect((await other.client.put(`/companies/${id}`, { name: 'Stolen' })).status).toBe(404);

    expect(
      (await broker.client.put<CompanyDto>(`/companies/${id}`, { name: 'Harbour Bakery Pty Ltd' }))
        .body.name,
    ).toBe('Harbour Bakery Pty Ltd');

    // Inviting the client's first admin is a handover: once accepted the broker no longer edits it.
    const roles = await broker.client.get<{ data: RoleDto[] }>(`/companies/${id}/roles`);
    const admin = roles.body.data.find((r) => r.isAdmin)!;
    const email = `bakery-${process.pid}@example.com`;
    const invited = await broker.client.post<InvitationDto>(`/companies/${id}/invitations`, {
      email,
      roleId: admin.id,
    });
    expect(invited.status).toBe(201);
    expect((await storedInvitation(server.ctx, invited.body.id)).isAdminHandover).toBe(true);
    const invitee = new TestClient(server.baseUrl);
    expect(
      (
        await invitee.post(`/invitations/${await tokenMailedTo(server.ctx, email)}/accept`, {
          name: 'Bakery Owner',
          password: TEST_PASSWORD,
          passwordConfirmation: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect((await broker.client.put(`/companies/${id}`, { name: 'Again' })).status).toBe(403);
    expect((await broker.client.get<CompanyDto>(`/companies/${id}`)).body.hasAdmin).toBe(true);
  });

  it('refuses a broker user without ManageClients (422 under createdByCompanyId)', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const staff = await memberWithRole(server, broker.company.id, broker.company.staffRoleId);
    expect(
      await staff.client.post('/companies', {
        name: 'Nope',
        refCompanyTypeId: CompanyType.Client,
        createdByCompanyId: broker.company.id,
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { createdByCompanyId: [Messages.noPermissionAccess] } },
    });
  });
});
