import type { Theme, UserDto, UserRoleDto } from '@turbine/domain';
import type { UserRow } from './identity.repository.ts';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The §3 User as the API returns it; the password hash never leaves the server. */
export function presentUser(
  user: UserRow,
  roles: UserRoleDto[],
  createdByCompany: { id: number; name: string } | null,
): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatarFileVersionId: user.avatarFileVersionId,
    theme: user.theme as Theme,
    isTemporaryUser: user.isTemporaryUser,
    createdByCompany,
    roles,
    lastActivityAt: epoch(user.lastActivityAt),
    createdAt: epoch(user.createdAt)!,
  };
}
