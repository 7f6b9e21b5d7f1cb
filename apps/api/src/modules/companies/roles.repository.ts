import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  companyTypePermissions,
  invitations,
  rolePermissions,
  roles,
  userRoles,
} from './companies.tables.ts';

export type RoleRow = typeof roles.$inferSelect;

/** Creates a role with the given company-type permission ids. */
export async function insertRole(
  db: Executor,
  values: { companyId: number; name: string; isAdmin?: boolean },
  permissionIds: number[],
): Promise<RoleRow> {
  const [role] = await db.insert(roles).values(values).returning();
  if (permissionIds.length) {
    await db
      .insert(rolePermissions)
      .values(permissionIds.map((id) => ({ roleId: role!.id, companyTypePermissionId: id })));
  }
  return role!;
}

/** Replaces a role's name and permissions. */
export async function updateRoleRow(
  db: Executor,
  roleId: number,
  name: string,
  permissionIds: number[],
): Promise<RoleRow> {
  const [role] = await db.update(roles).set({ name }).where(eq(roles.id, roleId)).returning();
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length) {
    await db
      .insert(rolePermissions)
      .values(permissionIds.map((id) => ({ roleId, companyTypePermissionId: id })));
  }
  return role!;
}

/** A role of a company; a role id from another company finds nothing. */
export async function findCompanyRole(
  db: Executor,
  companyId: number,
  roleId: number,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

/** A company's roles with their user counts. */
export async function listCompanyRoles(
  db: Executor,
  companyId: number,
): Promise<{ role: RoleRow; userCount: number }[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.isAdmin), asc(sql`lower(${roles.name})`));
  // Counted separately: a correlated subquery in a select field loses its table qualifiers in Drizzle.
  const counts = await db
    .select({ roleId: userRoles.roleId, n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.companyId, companyId))
    .groupBy(userRoles.roleId);
  const byRole = new Map(counts.map((c) => [c.roleId, c.n]));
  return rows.map((role) => ({ role, userCount: byRole.get(role.id) ?? 0 }));
}

/** The company's admin role. */
export async function findAdminRole(db: Executor, companyId: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.isAdmin, true)));
  return row;
}

/** Which of the given company-type permission ids belong to the company type (others are refused). */
export async function filterTypePermissionIds(
  db: Executor,
  companyTypeId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companyTypePermissions.id })
    .from(companyTypePermissions)
    .where(
      and(
        eq(companyTypePermissions.refCompanyTypeId, companyTypeId),
        inArray(companyTypePermissions.id, ids),
      ),
    );
  return rows.map((r) => r.id);
}

/** A company's role whose name matches case-insensitively (names are unique per company). */
export async function findRoleByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = ${name.toLowerCase()}`));
  return row;
}

/**
 * The role users move to when another is deleted (§6): the company's non-admin role with the fewest
 * permissions, the oldest on a tie. The admin role is never a target, as that would grant everything.
 */
export async function findFallbackRole(
  db: Executor,
  companyId: number,
  excludeRoleId: number,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .select({ role: roles })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(
      and(eq(roles.companyId, companyId), ne(roles.id, excludeRoleId), eq(roles.isAdmin, false)),
    )
    .groupBy(roles.id)
    .orderBy(
      asc(sql`count(${rolePermissions.companyTypePermissionId})`),
      asc(roles.createdAt),
      asc(roles.id),
    )
    .limit(1);
  return row?.role;
}

/** Moves every holder of one role, and every invitation to it, to another role; returns the moved users. */
export async function reassignRole(
  db: Executor,
  fromRoleId: number,
  toRoleId: number,
): Promise<number[]> {
  const moved = await db
    .update(userRoles)
    .set({ roleId: toRoleId })
    .where(eq(userRoles.roleId, fromRoleId))
    .returning({ userId: userRoles.userId });
  await db.update(invitations).set({ roleId: toRoleId }).where(eq(invitations.roleId, fromRoleId));
  return moved.map((m) => m.userId);
}

/** Deletes a role (its permission rows go with it). */
export async function deleteRoleRow(db: Executor, roleId: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, roleId));
}
