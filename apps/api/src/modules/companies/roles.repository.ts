import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { companyTypePermissions, rolePermissions, roles, userRoles } from './companies.tables.ts';

export type RoleRow = typeof roles.$inferSelect;

/** Creates a role with the given company-type permission ids. */
export async function insertRole(db: Executor, values: { companyId: number; name: string; isAdmin?: boolean }, permissionIds: number[]): Promise<RoleRow> {
  const [role] = await db.insert(roles).values(values).returning();
  if (permissionIds.length) {
    await db.insert(rolePermissions).values(permissionIds.map((id) => ({ roleId: role!.id, companyTypePermissionId: id })));
  }
  return role!;
}

/** Replaces a role's name and permissions. */
export async function updateRoleRow(db: Executor, roleId: number, name: string, permissionIds: number[]): Promise<RoleRow> {
  const [role] = await db.update(roles).set({ name }).where(eq(roles.id, roleId)).returning();
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) {
    await db.insert(rolePermissions).values(permissionIds.map((id) => ({ roleId, companyTypePermissionId: id })));
  }
  return role!;
}

/** A role of a company; a role id from another company finds nothing. */
export async function findCompanyRole(db: Executor, companyId: number, roleId: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

/** A company's roles with their user counts. */
export async function listCompanyRoles(db: Executor, companyId: number) {
  return db
    .select({ role: roles, userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})` })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.isAdmin), asc(sql`lower(${roles.name})`));
}

/** The company's admin role. */
export async function findAdminRole(db: Executor, companyId: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.isAdmin, true)));
  return row;
}

/** Which of the given company-type permission ids belong to the company type (others are refused). */
export async function filterTypePermissionIds(db: Executor, companyTypeId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companyTypePermissions.id })
    .from(companyTypePermissions)
    .where(and(eq(companyTypePermissions.refCompanyTypeId, companyTypeId), inArray(companyTypePermissions.id, ids)));
  return rows.map((r) => r.id);
}
