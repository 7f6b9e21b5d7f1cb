import type { UserDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { UserRow } from './identity.repository.ts';
import { presentUser } from './identity.presenter.ts';

/** The §3 User with roles, for `GET /user` and the guard; `db` may be the caller's transaction. */
export async function loadUserDto(ctx: AppContext, db: Executor, user: UserRow): Promise<UserDto> {
  // Sequential: `db` may be a transaction, whose single connection must not run two queries at once.
  const roles = await ctx.memberships.rolesOf(db, user.id);
  const creator = user.createdByCompanyId
    ? await ctx.memberships.companyName(db, user.createdByCompanyId)
    : null;
  return presentUser(user, roles, creator);
}
