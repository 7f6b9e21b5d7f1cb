import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Messages,
  type CompanyUserDto,
  type ListResponse,
  type TemporaryUserDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());
afterEach(() => vi.useRealTimers());

const PASSWORD = 'Temporary-Pass-42!';
let n = 0;
const body = (roleId: number, expiresAt: number) => ({
  name: 'Tess Temporary',
  email: `temp.${Date.now()}.${++n}@example.test`,
  password: PASSWORD,
  roleId,
  expiresAt,
});
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('temporary users (§1, decision 170)', () => {
  it('an admin creates one with an expiry; Company Users shows it; bad input and other companies are refused', async () => {
    const { company, client } = await companyWithAdmin(server);
    const expiresAt = inOneHour();
    const created = await client.post<TemporaryUserDto>(
      `/companies/${company.id}/temporary-users`,
      body(company.staffRoleId, expiresAt),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      role: { id: company.staffRoleId },
      isTemporaryUser: true,
      temporaryExpiresAt: expiresAt,
    });
    const list = await client.get<ListResponse<CompanyUserDto>>(`/companies/${company.id}/users`);
    expect(list.body.data.find((u) => u.id === created.body.id)).toMatchObject({
      isTemporaryUser: true,
      temporaryExpiresAt: expiresAt,
    });
    expect(list.body.data.find((u) => u.id !== created.body.id)).toMatchObject({
      isTemporaryUser: false,
      temporaryExpiresAt: null,
    });

    const past = await client.post(
      `/companies/${company.id}/temporary-users`,
      body(company.staffRoleId, Math.floor(Date.now() / 1000) - 1),
    );
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ errors: { expiresAt: [Messages.expiryInFuture] } });
    const admin = await client.post(
      `/companies/${company.id}/temporary-users`,
      body(company.adminRoleId, expiresAt),
    );
    expect(admin.body).toMatchObject({ errors: { roleId: [Messages.temporaryUserNotAdmin] } });
    const promote = await client.put(`/companies/${company.id}/users/${created.body.id}`, {
      roleId: company.adminRoleId,
    });
    expect(promote.body).toMatchObject({ errors: { roleId: [Messages.temporaryUserNotAdmin] } });

    // Another company's admin can neither create one here nor extend this one (404: the company is hidden), nor via their own.
    const other = await companyWithAdmin(server);
    const path = `/companies/${company.id}/temporary-users`;
    expect((await other.client.post(path, body(company.staffRoleId, expiresAt))).status).toBe(404);
    expect((await other.client.put(`${path}/${created.body.id}`, { expiresAt })).status).toBe(404);
    const viaOwn = await other.client.put(
      `/companies/${other.company.id}/temporary-users/${created.body.id}`,
      { expiresAt: expiresAt + 60 },
    );
    expect(viaOwn.status).toBe(404);
    // An ordinary member is not a temporary user to extend.
    const own = list.body.data.find((u) => u.id !== created.body.id)!;
    expect((await client.put(`${path}/${own.id}`, { expiresAt })).status).toBe(404);
    const after = await client.get<ListResponse<CompanyUserDto>>(`/companies/${company.id}/users`);
    expect(after.body.data.find((u) => u.id === created.body.id)!.temporaryExpiresAt).toBe(
      expiresAt,
    );
  });

  it('works until one second before the expiry, is signed out one second after, and can be extended', async () => {
    const { company, client } = await companyWithAdmin(server);
    const expiresAt = inOneHour();
    const input = body(company.staffRoleId, expiresAt);
    const created = await client.post<TemporaryUserDto>(
      `/companies/${company.id}/temporary-users`,
      input,
    );
    expect(created.status).toBe(201);
    const temp = new TestClient(server.baseUrl);

    vi.useFakeTimers({ toFake: ['Date'], now: (expiresAt - 1) * 1000 });
    await temp.login(input.email, PASSWORD);
    expect((await temp.get('/user')).status).toBe(200);

    vi.setSystemTime((expiresAt + 1) * 1000);
    const ended = await temp.get('/user');
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ message: Messages.unauthenticated });
    const again = await temp.post('/login', { email: input.email, password: PASSWORD });
    expect(again.body).toMatchObject({ errors: { email: [Messages.loginFailed] } });

    const extended = await client.put<TemporaryUserDto>(
      `/companies/${company.id}/temporary-users/${created.body.id}`,
      { expiresAt: expiresAt + 3600 },
    );
    expect(extended.status).toBe(200);
    expect(extended.body.temporaryExpiresAt).toBe(expiresAt + 3600);
    await temp.login(input.email, PASSWORD);
    expect((await temp.get('/user')).status).toBe(200);
  });
});
