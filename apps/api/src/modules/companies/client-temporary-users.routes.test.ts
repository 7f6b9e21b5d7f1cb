import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, type CompanyDto, type TemporaryUserDto } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { users } from '../identity/identity.tables.ts';
import { memberWithRole, storedRoles } from './companies.test-support.ts';
import { setHasAdmin } from './companies.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const PASSWORD = 'Temporary-Pass-42!';
let n = 0;
const body = (roleId: number, expiresAt = Math.floor(Date.now() / 1000) + 3600) => ({
  name: 'Cleo Client',
  email: `client.temp.${Date.now()}.${++n}@example.test`,
  password: PASSWORD,
  roleId,
  expiresAt,
});

async function brokerWithClient() {
  const broker = await companyWithAdmin(server, CompanyType.Broker);
  const made = await broker.client.post<CompanyDto>('/companies', {
    name: `Client ${++n}`,
    refCompanyTypeId: CompanyType.Client,
    createdByCompanyId: broker.company.id,
  });
  expect(made.status).toBe(201);
  const roles = await storedRoles(server.ctx, made.body.id);
  return {
    ...broker,
    clientId: made.body.id,
    staffRoleId: roles.find((r) => !r.isAdmin)!.id,
    adminRoleId: roles.find((r) => r.isAdmin)!.id,
    url: `/companies/${broker.company.id}/clients/${made.body.id}/temporary-users`,
  };
}

describe('a brokerage creates a temporary user for its client (decision 193)', () => {
  it('creates the user in the client, recorded as created by the brokerage; they sign in until the expiry', async () => {
    const b = await brokerWithClient();
    const sent = body(b.staffRoleId);
    const created = await b.client.post<TemporaryUserDto>(b.url, sent);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      role: { id: b.staffRoleId },
      isTemporaryUser: true,
      temporaryExpiresAt: sent.expiresAt,
    });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, created.body.id));
    expect(row).toMatchObject({ isTemporaryUser: true, createdByCompanyId: b.company.id });
    const temp = new TestClient(server.baseUrl);
    await temp.login(sent.email, PASSWORD);
    const me = await temp.get<{ roles: { companyId: number }[] }>('/user');
    expect(me.body.roles.map((r) => r.companyId)).toEqual([b.clientId]);
  });

  it('refuses the admin role, a past expiry, a client that manages itself, and another brokerage or a member without ManageClients', async () => {
    const b = await brokerWithClient();
    const admin = await b.client.post<{ errors: Record<string, string[]> }>(
      b.url,
      body(b.adminRoleId),
    );
    expect(admin.status).toBe(422);
    expect(admin.body.errors.roleId).toEqual([Messages.temporaryUserNotAdmin]);
    const past = await b.client.post<{ errors: Record<string, string[]> }>(
      b.url,
      body(b.staffRoleId, Math.floor(Date.now() / 1000) - 10),
    );
    expect(past.body.errors.expiresAt).toEqual([Messages.expiryInFuture]);

    const other = await companyWithAdmin(server, CompanyType.Broker);
    const foreign = `/companies/${other.company.id}/clients/${b.clientId}/temporary-users`;
    expect((await other.client.post(foreign, body(b.staffRoleId))).status).toBe(404);
    expect((await other.client.post(b.url, body(b.staffRoleId))).status).toBe(404);
    const staffOfBroker = (await storedRoles(server.ctx, b.company.id)).find(
      (r) => r.name === 'Staff',
    )!;
    const member = await memberWithRole(server, b.company.id, staffOfBroker.id);
    expect((await member.client.post(b.url, body(b.staffRoleId))).status).toBe(403);

    await setHasAdmin(server.ctx.db, b.clientId, true);
    expect((await b.client.post(b.url, body(b.staffRoleId))).status).toBe(403);
  });
});
