import type { CompanyUserDto, InvitationDto, Permission, RoleDto } from '@turbine/domain';
import type {
  InvitationListRow,
  InvitationRow,
  InvitationStatus,
} from './invitations.repository.ts';
import type { MemberRow } from './memberships.repository.ts';
import type { RoleRow } from './roles.repository.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const epochOrNull = (d: Date | null) => (d ? epoch(d) : null);

/** §3 Role (admin view): name, permissions and how many users hold it. */
export function presentRole(
  role: RoleRow,
  perms: { ids: number[]; permissions: Permission[] } | undefined,
  userCount: number,
): RoleDto {
  return {
    id: role.id,
    name: role.name,
    isAdmin: role.isAdmin,
    companyTypePermissionIds: perms?.ids ?? [],
    permissions: perms?.permissions ?? [],
    userCount,
  };
}

/** A company user as the Company Users screen lists them. */
export function presentCompanyUser(row: MemberRow): CompanyUserDto {
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    phone: row.user.phone,
    avatarFileVersionId: row.user.avatarFileVersionId,
    role: { id: row.role.id, name: row.role.name },
    lastActivityAt: epochOrNull(row.user.lastActivityAt),
    memberSince: epoch(row.memberSince),
    authenticatorApp: row.authenticatorApp,
    isTemporaryUser: row.user.isTemporaryUser,
    temporaryExpiresAt: epochOrNull(row.user.temporaryExpiresAt),
  };
}

/** §4 Invitations: revoked, accepted, expired or pending, derived from the row and the clock. */
export function invitationStatus(
  inv: Pick<InvitationRow, 'revokedAt' | 'acceptedAt' | 'expiresAt'>,
  now = new Date(),
): InvitationStatus {
  if (inv.revokedAt) return 'revoked';
  if (inv.acceptedAt) return 'accepted';
  if (inv.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** An invitation as the Invitations screen lists it; the token never leaves the server. */
export function presentInvitation(row: InvitationListRow): InvitationDto {
  const inv = row.invitation;
  return {
    id: inv.id,
    email: inv.email,
    role: { id: row.role.id, name: row.role.name },
    status: invitationStatus(inv),
    expiresAt: epoch(inv.expiresAt),
    acceptedAt: epochOrNull(inv.acceptedAt),
    revokedAt: epochOrNull(inv.revokedAt),
    invitedBy:
      row.inviter && row.inviter.id !== null
        ? { id: row.inviter.id, name: row.inviter.name ?? '' }
        : null,
    createdAt: epoch(inv.createdAt),
  };
}
