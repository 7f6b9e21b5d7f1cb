import { Messages } from '@turbine/domain';
import type {
  CreateTemporaryUserBody,
  ExtendTemporaryUserBody,
  TemporaryUserDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findUserByEmail, hashPassword, insertUser } from '../identity/index.ts';
import {
  addUserToCompany,
  findCompanyMember,
  setTemporaryExpiry,
} from './memberships.repository.ts';
import type { MemberRow } from './memberships.repository.ts';
import { findCompanyRole } from './roles.repository.ts';

/** An expiry in epoch seconds, refused unless after the clock sessions use (Date.now). */
function futureExpiry(expiresAt: number): Date {
  const at = new Date(expiresAt * 1000);
  if (at.getTime() <= Date.now()) throw fieldError('expiresAt', Messages.expiryInFuture);
  return at;
}

function present(row: MemberRow): TemporaryUserDto {
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    role: { id: row.role.id, name: row.role.name },
    isTemporaryUser: true,
    temporaryExpiresAt: Math.floor(row.user.temporaryExpiresAt!.getTime() / 1000),
  };
}

/** §1: a company admin creates a temporary user with a role and an expiry (decision 170). */
export async function createTemporaryUser(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: CreateTemporaryUserBody,
  /** The company that creates them when not the company itself (a brokerage for its client). */
  createdByCompanyId: number = scope.id,
): Promise<TemporaryUserDto> {
  const expiresAt = futureExpiry(body.expiresAt);
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    const role = await findCompanyRole(tx, scope.id, body.roleId);
    if (!role) throw fieldError('roleId', Messages.roleNotFound);
    if (role.isAdmin) throw fieldError('roleId', Messages.temporaryUserNotAdmin);
    if (await findUserByEmail(tx, body.email)) throw fieldError('email', Messages.emailTaken);
    const user = await insertUser(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      isTemporaryUser: true,
      createdByCompanyId,
      temporaryExpiresAt: expiresAt,
    });
    await addUserToCompany(tx, user.id, scope.id, role.id);
    await recordEvent(tx, {
      entityType: 'user_role',
      entityId: user.id,
      action: 'temporary_user_created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: {
        roleId: role.id,
        roleName: role.name,
        expiresAt: expiresAt.toISOString(),
        createdByCompanyId,
      },
    });
    return present((await findCompanyMember(tx, scope.id, user.id))!);
  });
}

/** Extends (or brings forward) a temporary user's expiry; only for this company's temporary users. */
export async function extendTemporaryUser(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  userId: number,
  body: ExtendTemporaryUserBody,
): Promise<TemporaryUserDto> {
  const result = await inTransaction(ctx, async (tx) => {
    const member = await findCompanyMember(tx, scope.id, userId);
    if (!member?.user.isTemporaryUser || !member.user.temporaryExpiresAt)
      throw new AppError('NOT_FOUND');
    const expiresAt = futureExpiry(body.expiresAt);
    await setTemporaryExpiry(tx, userId, expiresAt);
    await recordEvent(tx, {
      entityType: 'user_role',
      entityId: userId,
      action: 'temporary_user_extended',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { expiresAt: member.user.temporaryExpiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
    });
    return present((await findCompanyMember(tx, scope.id, userId))!);
  });
  // Cached actors carry the old expiry; drop them so the new one applies on the next request.
  ctx.actorCache.clear();
  return result;
}
