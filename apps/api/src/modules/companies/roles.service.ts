import { Messages, type RoleBody, type RoleDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { listCompanyTypePermissions, lockCompany } from './companies.repository.ts';
import { presentRole } from './members.presenter.ts';
import {
  deleteRoleRow,
  filterTypePermissionIds,
  findCompanyRole,
  findFallbackRole,
  findRoleByName,
  insertRole,
  listCompanyRoles,
  reassignRole,
  updateRoleRow,
  type RoleRow,
} from './roles.repository.ts';
import { loadRolePermissions } from './user-roles.repository.ts';

async function presentOne(db: Executor, role: RoleRow): Promise<RoleDto> {
  const found = (await listCompanyRoles(db, role.companyId)).find((r) => r.role.id === role.id);
  const perms = await loadRolePermissions(db, [role.id]);
  return presentRole(role, perms.get(role.id), found?.userCount ?? 0);
}

/** The company's roles with permissions and user counts (Roles & Permissions screen). */
export async function listRoles(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
): Promise<{ data: RoleDto[] }> {
  const rows = await listCompanyRoles(ctx.db, scope.id);
  const perms = await loadRolePermissions(
    ctx.db,
    rows.map((r) => r.role.id),
  );
  return { data: rows.map((r) => presentRole(r.role, perms.get(r.role.id), r.userCount)) };
}

/** 404 unless the role belongs to the company, so another company's role ids reveal nothing. */
async function roleOf(db: Executor, scope: CompanyScope, roleId: number): Promise<RoleRow> {
  const role = await findCompanyRole(db, scope.id, roleId);
  if (!role) throw new AppError('NOT_FOUND');
  return role;
}

/** Checks a role's name and permission ids against the company: unique name, permissions of its type only. */
async function checkRoleBody(
  db: Executor,
  scope: CompanyScope,
  body: RoleBody,
  current: RoleRow | null,
): Promise<void> {
  const same = await findRoleByName(db, scope.id, body.name);
  if (same && same.id !== current?.id) throw fieldError('name', Messages.nameInUse);
  const allowed = await filterTypePermissionIds(
    db,
    scope.refCompanyTypeId,
    body.companyTypePermissionIds,
  );
  if (allowed.length !== body.companyTypePermissionIds.length)
    throw fieldError('companyTypePermissionIds', Messages.permissionsNotAvailable);
  if (current?.isAdmin) {
    // The administrator role is what guarantees someone can always manage the company (§6 special role).
    const every = await listCompanyTypePermissions(db, scope.refCompanyTypeId);
    if (every.some((p) => !body.companyTypePermissionIds.includes(p.id))) {
      throw fieldError('companyTypePermissionIds', Messages.adminRoleKeepsAllPermissions);
    }
  }
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two requests creating the same name at once: the unique index decides, the user sees the same message.
    if (isUniqueViolation(error, 'roles_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

const auditOf = (role: RoleRow, permissionIds: number[]) => ({
  name: role.name,
  isAdmin: role.isAdmin,
  companyTypePermissionIds: [...permissionIds].sort((a, b) => a - b),
});

/** Creates a role (POST /companies/{id}/roles). */
export async function createRole(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: RoleBody,
): Promise<RoleDto> {
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      await checkRoleBody(tx, scope, body, null);
      const role = await insertRole(
        tx,
        { companyId: scope.id, name: body.name },
        body.companyTypePermissionIds,
      );
      await recordEvent(tx, {
        entityType: 'role',
        entityId: role.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: auditOf(role, body.companyTypePermissionIds),
      });
      return presentOne(tx, role);
    }),
  );
}

/** Renames a role and replaces its permissions (PUT /companies/{id}/roles/{roleId}); the admin role keeps all. */
export async function updateRole(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  roleId: number,
  body: RoleBody,
): Promise<RoleDto> {
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      const before = await roleOf(tx, scope, roleId);
      await checkRoleBody(tx, scope, body, before);
      const beforeIds = (await loadRolePermissions(tx, [roleId])).get(roleId)?.ids ?? [];
      const role = await updateRoleRow(tx, roleId, body.name, body.companyTypePermissionIds);
      await recordEvent(tx, {
        entityType: 'role',
        entityId: roleId,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: auditOf(before, beforeIds),
        after: auditOf(role, body.companyTypePermissionIds),
      });
      return presentOne(tx, role);
    }),
  );
}

/**
 * Deletes a role (DELETE /companies/{id}/roles/{roleId}). §6: its users move to the role with the fewest
 * permissions (the oldest on a tie) in the same transaction; the administrator role cannot be deleted.
 */
export async function deleteRole(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  roleId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    await lockCompany(tx, scope.id);
    const role = await roleOf(tx, scope, roleId);
    if (role.isAdmin) throw new AppError('ADMIN_ROLE_NOT_DELETABLE');
    const target = await findFallbackRole(tx, scope.id, roleId);
    if (!target) throw new AppError('NO_ROLE_TO_MOVE_USERS_TO');
    const beforeIds = (await loadRolePermissions(tx, [roleId])).get(roleId)?.ids ?? [];
    const moved = await reassignRole(tx, roleId, target.id);
    await deleteRoleRow(tx, roleId);
    await recordEvent(tx, {
      entityType: 'role',
      entityId: roleId,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: auditOf(role, beforeIds),
      after: { movedToRoleId: target.id, movedUserIds: moved },
    });
    if (moved.length) {
      await ctx.events.record(tx, after, {
        type: 'company.role_changed',
        companyId: scope.id,
        actorUserId: actor.user.id,
        userIds: moved,
        data: { roleId: target.id, previousRoleId: roleId },
      });
    }
  });
}
