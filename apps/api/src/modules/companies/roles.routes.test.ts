import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, Permission, type RoleDto } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import {
  auditEvents,
  captureDomainEvents,
  memberWithRole,
  roleIdOf,
  storedRoles,
  systemUser,
} from './companies.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

/** The company-type permission ids (row ids) of a company, keyed by permission. */
async function typePermissions(
  client: TestClient,
  companyId: number,
): Promise<Map<number, number>> {
  const res = await client.get<{ data: { id: number; refPermissionId: number }[] }>(
    `/companies/${companyId}/company-type-permissions`,
  );
  return new Map(res.body.data.map((p) => [p.refPermissionId, p.id]));
}

describe('GET /companies/{id}/roles', () => {
  it('lists the default Staff and Administrator roles with permissions and user counts', async () => {
    const { company, client } = await companyWithAdmin(server);
    const res = await client.get<{ data: RoleDto[] }>(`/companies/${company.id}/roles`);
    expect(res.status).toBe(200);
    const perms = await typePermissions(client, company.id);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: company.staffRoleId,
        name: 'Staff',
        isAdmin: false,
        userCount: 0,
        permissions: [Permission.ManageDocuments, Permission.ManageRisks, Permission.ViewRisks],
      }),
      expect.objectContaining({
        id: company.adminRoleId,
        name: 'Administrator',
        isAdmin: true,
        userCount: 1,
        companyTypePermissionIds: [...perms.values()],
      }),
    ]);
  });

  it('is allowed with ManageCompanyUsers alone, refused without either permission (403), and 401 signed out', async () => {
    const { company, client } = await companyWithAdmin(server);
    const perms = await typePermissions(client, company.id);
    const role = await client.post<RoleDto>(`/companies/${company.id}/roles`, {
      name: 'User managers',
      companyTypePermissionIds: [perms.get(Permission.ManageCompanyUsers)!],
    });
    const manager = await memberWithRole(server, company.id, role.body.id);
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    expect((await manager.client.get(`/companies/${company.id}/roles`)).status).toBe(200);
    const refused = await staff.client.get(`/companies/${company.id}/roles`);
    expect(refused).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    expect(
      (await new TestClient(server.baseUrl).get(`/companies/${company.id}/roles`)).body,
    ).toMatchObject({ message: Messages.unauthenticated });
  });

  it("answers 404 to another company's user and lets the system company's user in", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const res = await b.client.get(`/companies/${a.company.id}/roles`);
    expect(res).toEqual({ status: 404, body: { message: Messages.notFound, code: 'NOT_FOUND' } });
    const { client: system } = await systemUser(server);
    expect(
      (await system.get<{ data: RoleDto[] }>(`/companies/${a.company.id}/roles`)).body.data,
    ).toHaveLength(2);
  });
});

describe('POST /companies/{id}/roles', () => {
  it('creates a role with permissions of the company type and audits it', async () => {
    const { company, client } = await companyWithAdmin(server);
    const perms = await typePermissions(client, company.id);
    const ids = [perms.get(Permission.ViewRisks)!, perms.get(Permission.ManageClients)!];
    const res = await client.post<RoleDto>(`/companies/${company.id}/roles`, {
      name: '  Account managers ',
      companyTypePermissionIds: ids,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Account managers',
      isAdmin: false,
      userCount: 0,
      permissions: [Permission.ViewRisks, Permission.ManageClients],
    });
    const stored = (await storedRoles(server.ctx, company.id)).find((r) => r.id === res.body.id)!;
    expect(stored.permissionIds).toEqual([...ids].sort((x, y) => x - y));
    const [event] = await auditEvents(server.ctx, 'role', res.body.id);
    expect(event).toMatchObject({
      action: 'created',
      companyId: company.id,
      after: { name: 'Account managers' },
    });
  });

  it("refuses a name in use (any case), another type's permission, duplicates and a missing name (422)", async () => {
    const { company, client } = await companyWithAdmin(server);
    const underwriter = await companyWithAdmin(server, CompanyType.Underwriter);
    const products = (await typePermissions(underwriter.client, underwriter.company.id)).get(
      Permission.ManageProducts,
    )!;
    const url = `/companies/${company.id}/roles`;
    const taken = await client.post(url, { name: 'sTaFf', companyTypePermissionIds: [] });
    expect(taken).toMatchObject({
      status: 422,
      body: { message: Messages.correctErrors, errors: { name: [Messages.nameInUse] } },
    });
    const foreign = await client.post(url, {
      name: 'Product people',
      companyTypePermissionIds: [products],
    });
    expect(foreign).toMatchObject({
      status: 422,
      body: { errors: { companyTypePermissionIds: [Messages.permissionsNotAvailable] } },
    });
    const duplicates = await client.post(url, { name: 'Dupes', companyTypePermissionIds: [1, 1] });
    expect(duplicates).toMatchObject({
      status: 422,
      body: { errors: { companyTypePermissionIds: [Messages.duplicateValues] } },
    });
    const blank = await client.post(url, { name: ' ', companyTypePermissionIds: [] });
    expect(blank).toMatchObject({ status: 422, body: { errors: { name: [Messages.required] } } });
    expect(await storedRoles(server.ctx, company.id)).toHaveLength(2);
  });

  it("answers 403 to a member without ManageRolesAndPermissions and 404 to another company's admin", async () => {
    const { company } = await companyWithAdmin(server);
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    const body = { name: 'New', companyTypePermissionIds: [] };
    expect((await staff.client.post(`/companies/${company.id}/roles`, body)).status).toBe(403);
    const other = await companyWithAdmin(server);
    expect((await other.client.post(`/companies/${company.id}/roles`, body)).status).toBe(404);
    expect(await storedRoles(server.ctx, company.id)).toHaveLength(2);
  });
});

describe('PUT /companies/{id}/roles/{roleId}', () => {
  it('renames a role, replaces its permissions and audits before and after', async () => {
    const { company, client } = await companyWithAdmin(server);
    const perms = await typePermissions(client, company.id);
    const ids = [perms.get(Permission.ViewRisks)!];
    const res = await client.put<RoleDto>(`/companies/${company.id}/roles/${company.staffRoleId}`, {
      name: 'Viewers',
      companyTypePermissionIds: ids,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.staffRoleId,
      name: 'Viewers',
      companyTypePermissionIds: ids,
      permissions: [Permission.ViewRisks],
    });
    const [event] = await auditEvents(server.ctx, 'role', company.staffRoleId);
    expect(event).toMatchObject({
      action: 'updated',
      before: { name: 'Staff' },
      after: { name: 'Viewers', companyTypePermissionIds: ids },
    });
  });

  it('keeps every permission on the administrator role but allows renaming it', async () => {
    const { company, client } = await companyWithAdmin(server);
    const all = [...(await typePermissions(client, company.id)).values()];
    const url = `/companies/${company.id}/roles/${company.adminRoleId}`;
    const reduced = await client.put(url, {
      name: 'Administrator',
      companyTypePermissionIds: all.slice(1),
    });
    expect(reduced).toMatchObject({
      status: 422,
      body: { errors: { companyTypePermissionIds: [Messages.adminRoleKeepsAllPermissions] } },
    });
    expect(
      (await storedRoles(server.ctx, company.id)).find((r) => r.isAdmin)!.permissionIds,
    ).toHaveLength(all.length);
    const renamed = await client.put<RoleDto>(url, {
      name: 'Owners',
      companyTypePermissionIds: all,
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Owners', isAdmin: true } });
  });

  it("refuses another role's name (422) and answers 404 for another company's role id", async () => {
    const { company, client } = await companyWithAdmin(server);
    const other = await companyWithAdmin(server);
    const clash = await client.put(`/companies/${company.id}/roles/${company.staffRoleId}`, {
      name: 'administrator',
      companyTypePermissionIds: [],
    });
    expect(clash).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
    const foreign = await client.put(
      `/companies/${company.id}/roles/${other.company.staffRoleId}`,
      { name: 'Mine now', companyTypePermissionIds: [] },
    );
    expect(foreign).toMatchObject({ status: 404, body: { message: Messages.notFound } });
    expect((await storedRoles(server.ctx, other.company.id)).map((r) => r.name)).toEqual([
      'Administrator',
      'Staff',
    ]);
  });
});

describe('DELETE /companies/{id}/roles/{roleId}', () => {
  it('moves its users to the role with the fewest permissions, the oldest on a tie, in one step', async () => {
    const { company, client } = await companyWithAdmin(server);
    const perms = await typePermissions(client, company.id);
    const one = [perms.get(Permission.ViewRisks)!];
    const url = `/companies/${company.id}/roles`;
    const viewers = (
      await client.post<RoleDto>(url, { name: 'Viewers', companyTypePermissionIds: one })
    ).body;
    await client.post<RoleDto>(url, { name: 'Readers', companyTypePermissionIds: one }); // same count, newer
    const big = (
      await client.post<RoleDto>(url, {
        name: 'Big',
        companyTypePermissionIds: [...perms.values()].slice(0, 5),
      })
    ).body;
    const u1 = (await memberWithRole(server, company.id, big.id)).user;
    const u2 = (await memberWithRole(server, company.id, big.id)).user;
    const seen = captureDomainEvents(server.ctx);

    const res = await client.request('DELETE', `${url}/${big.id}`);
    expect(res.status).toBe(204);
    expect(await roleIdOf(server.ctx, company.id, u1.id)).toBe(viewers.id);
    expect(await roleIdOf(server.ctx, company.id, u2.id)).toBe(viewers.id);
    expect((await storedRoles(server.ctx, company.id)).map((r) => r.name)).toEqual([
      'Administrator',
      'Staff',
      'Viewers',
      'Readers',
    ]);
    const [event] = await auditEvents(server.ctx, 'role', big.id).then((e) =>
      e.filter((x) => x.action === 'deleted'),
    );
    expect(event).toMatchObject({ before: { name: 'Big' }, after: { movedToRoleId: viewers.id } });
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'company.role_changed',
        companyId: company.id,
        userIds: expect.arrayContaining([u1.id, u2.id]),
      }),
    ]);
  });

  it('refuses to delete the administrator role (409) and the last role users could move to (409)', async () => {
    const { company, client, admin } = await companyWithAdmin(server);
    const { user: staff } = await memberWithRole(server, company.id, company.staffRoleId);
    const adminRes = await client.delete(`/companies/${company.id}/roles/${company.adminRoleId}`);
    expect(adminRes).toEqual({
      status: 409,
      body: { message: Messages.adminRoleNotDeletable, code: 'ADMIN_ROLE_NOT_DELETABLE' },
    });
    const last = await client.delete(`/companies/${company.id}/roles/${company.staffRoleId}`);
    expect(last).toEqual({
      status: 409,
      body: { message: Messages.lastRoleNotDeletable, code: 'NO_ROLE_TO_MOVE_USERS_TO' },
    });
    // Nothing half-done: both roles and both memberships are as they were.
    expect(await storedRoles(server.ctx, company.id)).toHaveLength(2);
    expect(await roleIdOf(server.ctx, company.id, staff.id)).toBe(company.staffRoleId);
    expect(await roleIdOf(server.ctx, company.id, admin.id)).toBe(company.adminRoleId);
  });

  it("answers 404 for another company's role and 403 without the permission", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    expect(
      (await a.client.delete(`/companies/${a.company.id}/roles/${b.company.staffRoleId}`)).status,
    ).toBe(404);
    expect(
      (await b.client.delete(`/companies/${a.company.id}/roles/${a.company.staffRoleId}`)).status,
    ).toBe(404);
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect(
      (await staff.client.delete(`/companies/${a.company.id}/roles/${a.company.staffRoleId}`))
        .status,
    ).toBe(403);
    expect(await storedRoles(server.ctx, b.company.id)).toHaveLength(2);
  });
});
