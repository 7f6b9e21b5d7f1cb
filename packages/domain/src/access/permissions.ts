import { CompanyType, type Permission } from '../enums.ts';

/** The parts of a user the §6 checks read: roles with their company and granted permissions. */
export interface AccessUser {
  roles: readonly {
    companyId: number;
    company: { refCompanyTypeId: number; isActive: boolean; hasAdmin: boolean };
    permissions: readonly number[];
  }[];
}

/** True when the user holds a role in the system company, whose users pass every company check (§6). */
export function isSystemUser(user: AccessUser): boolean {
  return user.roles.some((r) => r.company.refCompanyTypeId === CompanyType.System);
}

/** Membership (§6): the user has any role in the company. */
export function isMember(user: AccessUser, companyId: number): boolean {
  return user.roles.some((r) => r.companyId === companyId);
}

/**
 * Company permission (§6): system-company users always pass; otherwise the user needs a role in the
 * company whose company-type permissions include the asked permission.
 */
export function hasCompanyPermission(
  user: AccessUser,
  companyId: number | null | undefined,
  permission: Permission,
): boolean {
  if (isSystemUser(user)) return true;
  if (companyId == null) return false;
  return user.roles.some((r) => r.companyId === companyId && r.permissions.includes(permission));
}
