import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type CompanyUserDto, type ListResponse } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, companyWithAdmin } from '../../../test/factories.ts';
import { addUserToCompany } from './memberships.repository.ts';
import {
  auditEvents,
  captureDomainEvents,
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

type Page = ListResponse<CompanyUserDto>;

describe('GET /companies/{id}/users', () => {
  it('lists the users with their role, paginated and ordered by name', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const staff = await Promise.all(
      ['Zed Zulu', 'Amy Alpha', 'Bob Bravo'].map((name) => buildUser(server.ctx, { name })),
    );
    await buildCompany(server.ctx, { staff }); // the same users elsewhere do not show up twice
    for (const u of staff)
      await addUserToCompany(server.ctx.db, u.id, company.id, company.staffRoleId);
    const first = await client.get<Page>(`/companies/${company.id}/users?perPage=2`);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 4 });
    expect(first.body.data.map((u) => u.name)).toEqual(['Amy Alpha', 'Bob Bravo']);
    expect(first.body.data[0]).toMatchObject({
      email: staff[1]!.email,
      role: { id: company.staffRoleId, name: 'Staff' },
      phone: null,
      lastActivityAt: null,
    });
    expect(typeof first.body.data[0]!.memberSince).toBe('number');
    const second = await client.get<Page>(`/companies/${company.id}/users?perPage=2&page=2`);
    // 'User …' (the admin's factory name) sorts between 'Bob Bravo' and 'Zed Zulu'.
    expect(second.body.data.map((u) => u.id)).toEqual([admin.id, staff[0]!.id]);
  });

  it('searches by name or email, case-insensitively, treating % and _ literally', async () => {
    const { company, client } = await companyWithAdmin(server);
    const carol = await buildUser(server.ctx, {
      name: 'Carol Search',
      email: `carol.${Date.now()}@findme.example`,
    });
    await buildUser(server.ctx, { name: 'Carol Outsider' }); // not a member
    await addUserToCompany(server.ctx.db, carol.id, company.id, company.staffRoleId);
    const byName = await client.get<Page>(`/companies/${company.id}/users?search=carol`);
    expect(byName.body.data.map((u) => u.id)).toEqual([carol.id]);
    const byEmail = await client.get<Page>(`/companies/${company.id}/users?search=FINDME.example`);
    expect(byEmail.body.data.map((u) => u.id)).toEqual([carol.id]);
    expect(
      (await client.get<Page>(`/companies/${company.id}/users?search=%25`)).body.meta.total,
    ).toBe(0);
    const bad = await client.get(`/companies/${company.id}/users?perPage=500`);
    expect(bad).toMatchObject({
      status: 422,
      body: { message: Messages.correctErrors, errors: { perPage: [expect.any(String)] } },
    });
  });

  it("answers 401 signed out, 403 without ManageCompanyUsers, 404 to another company's user; the system user sees it", async () => {
    const { company } = await companyWithAdmin(server);
    const url = `/companies/${company.id}/users`;
    expect((await new TestClient(server.baseUrl).get(url)).status).toBe(401);
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    expect(await staff.client.get(url)).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    const other = await companyWithAdmin(server);
    expect(await other.client.get(url)).toEqual({
      status: 404,
      body: { message: Messages.notFound, code: 'NOT_FOUND' },
    });
    const { client: system } = await systemUser(server);
    expect((await system.get<Page>(url)).body.meta.total).toBe(2);
  });
});

describe('PUT /companies/{id}/users/{userId}', () => {
  it('changes the role, audits it and announces company.role_changed after commit', async () => {
    const { company, client } = await companyWithAdmin(server);
    const { user } = await memberWithRole(server, company.id, company.staffRoleId);
    const seen = captureDomainEvents(server.ctx);
    const res = await client.put<CompanyUserDto>(`/companies/${company.id}/users/${user.id}`, {
      roleId: company.adminRoleId,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: user.id, role: { id: company.adminRoleId, name: 'Administrator' } },
    });
    expect(await roleIdOf(server.ctx, company.id, user.id)).toBe(company.adminRoleId);
    expect((await auditEvents(server.ctx, 'user_role', user.id)).at(-1)).toMatchObject({
      action: 'role_changed',
      companyId: company.id,
      before: { roleId: company.staffRoleId },
      after: { roleId: company.adminRoleId },
    });
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'company.role_changed',
        companyId: company.id,
        userIds: [user.id],
      }),
    ]);
  });

  it('refuses to demote the last administrator (409) but allows it when another admin remains', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const url = `/companies/${company.id}/users/${admin.id}`;
    const last = await client.put(url, { roleId: company.staffRoleId });
    expect(last).toEqual({
      status: 409,
      body: { message: Messages.cannotRemoveLastAdmin, code: 'LAST_ADMIN' },
    });
    expect(await roleIdOf(server.ctx, company.id, admin.id)).toBe(company.adminRoleId);
    await memberWithRole(server, company.id, company.adminRoleId);
    expect((await client.put(url, { roleId: company.staffRoleId })).status).toBe(200);
    expect(await roleIdOf(server.ctx, company.id, admin.id)).toBe(company.staffRoleId);
  });

  it("answers 422 for another company's role, 404 for a user of another company, 403 without the permission", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const { user, client: staffClient } = await memberWithRole(
      server,
      a.company.id,
      a.company.staffRoleId,
    );
    const foreignRole = await a.client.put(`/companies/${a.company.id}/users/${user.id}`, {
      roleId: b.company.adminRoleId,
    });
    expect(foreignRole).toMatchObject({
      status: 422,
      body: { errors: { roleId: [Messages.roleNotFound] } },
    });
    const foreignUser = await a.client.put(`/companies/${a.company.id}/users/${b.admin.id}`, {
      roleId: a.company.staffRoleId,
    });
    expect(foreignUser).toMatchObject({ status: 404, body: { message: Messages.notFound } });
    expect(await roleIdOf(server.ctx, a.company.id, b.admin.id)).toBeNull();
    expect(
      (
        await b.client.put(`/companies/${a.company.id}/users/${user.id}`, {
          roleId: b.company.staffRoleId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await staffClient.put(`/companies/${a.company.id}/users/${user.id}`, {
          roleId: a.company.adminRoleId,
        })
      ).status,
    ).toBe(403);
    expect(await roleIdOf(server.ctx, a.company.id, user.id)).toBe(a.company.staffRoleId);
  });

  it('completes the admin handover when a company without an admin gets one', async () => {
    const creator = await companyWithAdmin(server);
    const created = await buildCompany(server.ctx, {
      createdByCompanyId: creator.company.id,
      hasAdmin: false,
    });
    const { client: system } = await systemUser(server);
    const { user } = await memberWithRole(server, created.id, created.staffRoleId);
    await actAsSupport(system, created.id);
    expect(
      (
        await system.put(`/companies/${created.id}/users/${user.id}`, {
          roleId: created.adminRoleId,
        })
      ).status,
    ).toBe(200);
    expect((await storedCompany(server.ctx, created.id)).hasAdmin).toBe(true);
  });
});

describe('DELETE /companies/{id}/users/{userId}', () => {
  it('removes the membership only: the account, its session and other companies stay', async () => {
    const { company, client } = await companyWithAdmin(server);
    const elsewhere = await buildCompany(server.ctx);
    const { user, client: userClient } = await memberWithRole(
      server,
      company.id,
      company.staffRoleId,
    );
    await addUserToCompany(server.ctx.db, user.id, elsewhere.id, elsewhere.staffRoleId);
    const seen = captureDomainEvents(server.ctx);
    const res = await client.request('DELETE', `/companies/${company.id}/users/${user.id}`);
    expect(res.status).toBe(204);
    expect(await roleIdOf(server.ctx, company.id, user.id)).toBeNull();
    expect(await roleIdOf(server.ctx, elsewhere.id, user.id)).toBe(elsewhere.staffRoleId);
    const me = await userClient.get<{ roles: { companyId: number }[] }>('/user');
    expect(me.status).toBe(200);
    expect(me.body.roles.map((r) => r.companyId)).toEqual([elsewhere.id]);
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'company.user_removed',
        companyId: company.id,
        userIds: [user.id],
      }),
    ]);
    expect((await auditEvents(server.ctx, 'user_role', user.id)).at(-1)).toMatchObject({
      action: 'removed',
      companyId: company.id,
    });
  });

  it('refuses to remove the last administrator (409) and leaves it in place', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const res = await client.delete(`/companies/${company.id}/users/${admin.id}`);
    expect(res).toEqual({
      status: 409,
      body: { message: Messages.cannotRemoveLastAdmin, code: 'LAST_ADMIN' },
    });
    expect(await roleIdOf(server.ctx, company.id, admin.id)).toBe(company.adminRoleId);
  });

  it("answers 404 for a user of another company and for another company's path", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    expect((await a.client.delete(`/companies/${a.company.id}/users/${b.admin.id}`)).status).toBe(
      404,
    );
    expect((await a.client.delete(`/companies/${b.company.id}/users/${b.admin.id}`)).status).toBe(
      404,
    );
    expect(await roleIdOf(server.ctx, b.company.id, b.admin.id)).toBe(b.company.adminRoleId);
  });
});
