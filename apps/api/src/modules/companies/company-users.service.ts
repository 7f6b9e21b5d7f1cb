import { Messages } from '@turbine/domain';
import type { CompanyUserDto, ListResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { lockCompany, setHasAdmin } from './companies.repository.ts';
import { presentCompanyUser } from './members.presenter.ts';
import {
  countOtherAdmins,
  findCompanyMember,
  listCompanyMembers,
  removeMember,
  setMemberRole,
  type MemberRow,
} from './memberships.repository.ts';
import { findCompanyRole, type RoleRow } from './roles.repository.ts';

/** A page of the company's users, searchable by name or email (Company Users screen). */
export async function listCompanyUsers(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number; search?: string },
): Promise<ListResponse<CompanyUserDto>> {
  const { rows, total } = await listCompanyMembers(ctx.db, scope.id, q);
  return { data: rows.map(presentCompanyUser), meta: { page: q.page, perPage: q.perPage, total } };
}

async function memberOf(db: Executor, companyId: number, userId: number): Promise<MemberRow> {
  const member = await findCompanyMember(db, companyId, userId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/**
 * A company that has an administrator must keep one (§6): taking the admin role away from its last
 * holder is refused. Callers hold the company lock so two admins cannot demote each other at once.
 */
export async function assertKeepsAnAdmin(
  db: Executor,
  company: { id: number; hasAdmin: boolean },
  member: { userId: number; isAdmin: boolean },
): Promise<void> {
  if (!company.hasAdmin || !member.isAdmin) return;
  if ((await countOtherAdmins(db, company.id, member.userId)) === 0)
    throw new AppError('LAST_ADMIN');
}

/**
 * Whoever receives the admin role of a company without an administrator completes the §6 handover:
 * the company now has an admin and its creator stops managing it.
 */
export async function completeAdminHandover(
  db: Executor,
  company: { id: number; hasAdmin: boolean },
  role: RoleRow,
  actorUserId: number,
): Promise<void> {
  if (!role.isAdmin || company.hasAdmin) return;
  await setHasAdmin(db, company.id, true);
  await recordEvent(db, {
    entityType: 'company',
    entityId: company.id,
    action: 'admin_handover',
    actorUserId,
    companyId: company.id,
    before: { hasAdmin: false },
    after: { hasAdmin: true },
  });
}

/** Gives a company user another role (PUT /companies/{id}/users/{userId}). */
export async function changeUserRole(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  userId: number,
  roleId: number,
): Promise<CompanyUserDto> {
  return inTransaction(ctx, async (tx, after) => {
    const company = await lockCompany(tx, scope.id);
    if (!company) throw new AppError('NOT_FOUND');
    const member = await memberOf(tx, scope.id, userId);
    const role = await findCompanyRole(tx, scope.id, roleId);
    if (!role) throw fieldError('roleId', Messages.roleNotFound);
    if (role.id === member.role.id) return presentCompanyUser(member);
    // Decision 170: a company-created temporary user never holds the admin role.
    if (role.isAdmin && member.user.isTemporaryUser)
      throw fieldError('roleId', Messages.temporaryUserNotAdmin);
    if (!role.isAdmin)
      await assertKeepsAnAdmin(tx, company, { userId, isAdmin: member.role.isAdmin });
    await setMemberRole(tx, scope.id, userId, role.id);
    await completeAdminHandover(tx, company, role, actor.user.id);
    await recordEvent(tx, {
      entityType: 'user_role',
      entityId: userId,
      action: 'role_changed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { roleId: member.role.id, roleName: member.role.name },
      after: { roleId: role.id, roleName: role.name },
    });
    await ctx.events.record(tx, after, {
      type: 'company.role_changed',
      companyId: scope.id,
      actorUserId: actor.user.id,
      userIds: [userId],
      data: { roleId: role.id, previousRoleId: member.role.id },
    });
    return presentCompanyUser(await memberOf(tx, scope.id, userId));
  });
}

/** Removes a user from the company (DELETE /companies/{id}/users/{userId}); their account and other roles stay. */
export async function removeCompanyUser(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  userId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const company = await lockCompany(tx, scope.id);
    if (!company) throw new AppError('NOT_FOUND');
    const member = await memberOf(tx, scope.id, userId);
    await assertKeepsAnAdmin(tx, company, { userId, isAdmin: member.role.isAdmin });
    await removeMember(tx, scope.id, userId);
    await recordEvent(tx, {
      entityType: 'user_role',
      entityId: userId,
      action: 'removed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { roleId: member.role.id, roleName: member.role.name },
    });
    await ctx.events.record(tx, after, {
      type: 'company.user_removed',
      companyId: scope.id,
      actorUserId: actor.user.id,
      userIds: [userId],
      data: { roleId: member.role.id },
    });
  });
}
