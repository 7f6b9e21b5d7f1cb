import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Permission, UserRoleDto, CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import {
  companies,
  companyTypePermissions,
  rolePermissions,
  roles,
  userRoles,
} from './companies.tables.ts';

const creator = alias(companies, 'creator');

/** Permission ids granted by each role, keyed by role id. */
export async function loadRolePermissions(db: Executor, roleIds: number[]) {
  const byRole = new Map<number, { ids: number[]; permissions: Permission[] }>();
  for (const id of roleIds) byRole.set(id, { ids: [], permissions: [] });
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({
      roleId: rolePermissions.roleId,
      id: companyTypePermissions.id,
      ref: companyTypePermissions.refPermissionId,
    })
    .from(rolePermissions)
    .innerJoin(
      companyTypePermissions,
      eq(companyTypePermissions.id, rolePermissions.companyTypePermissionId),
    )
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(asc(companyTypePermissions.refPermissionId));
  for (const row of rows) {
    const entry = byRole.get(row.roleId)!;
    entry.ids.push(row.id);
    entry.permissions.push(row.ref as Permission);
  }
  return byRole;
}

/** Every role a user holds, with its company (and that company's creator) and permissions (§3 User role). */
export async function loadUserRoles(db: Executor, userId: number): Promise<UserRoleDto[]> {
  const rows = await db
    .select({
      role: roles,
      company: companies,
      creator: { id: creator.id, name: creator.name, handle: creator.handle },
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(companies, eq(companies.id, userRoles.companyId))
    .leftJoin(creator, eq(creator.id, companies.createdByCompanyId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(companies.name));
  const perms = await loadRolePermissions(
    db,
    rows.map((r) => r.role.id),
  );
  return rows.map(({ role, company, creator: c }) => ({
    id: role.id,
    name: role.name,
    companyId: company.id,
    isAdmin: role.isAdmin,
    company: {
      id: company.id,
      name: company.name,
      handle: company.handle,
      refCompanyTypeId: company.refCompanyTypeId as CompanyType,
      isActive: company.isActive,
      hasAdmin: company.hasAdmin,
      createdByCompanyId: company.createdByCompanyId,
      createdByCompany: c && c.id !== null ? { id: c.id, name: c.name!, handle: c.handle } : null,
    },
    companyTypePermissionIds: perms.get(role.id)!.ids,
    permissions: perms.get(role.id)!.permissions,
  }));
}
