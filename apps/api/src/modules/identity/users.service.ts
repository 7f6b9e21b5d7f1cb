import type { UserDto } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { findCompanySummary, loadUserRoles } from '../companies/index.ts';
import type { UserRow } from './identity.repository.ts';
import { presentUser } from './identity.presenter.ts';

/** The §3 User with roles, for `GET /user` and the guard. */
export async function loadUserDto(db: Executor, user: UserRow): Promise<UserDto> {
  // Sequential: `db` may be a transaction, whose single connection must not run two queries at once.
  const roles = await loadUserRoles(db, user.id);
  const creator = user.createdByCompanyId
    ? await findCompanySummary(db, user.createdByCompanyId)
    : null;
  return presentUser(user, roles, creator ? { id: creator.id, name: creator.name } : null);
}
