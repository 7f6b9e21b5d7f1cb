import { companyTypePermissionMatrix, Permission, type CompanyType } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { listCompanyTypePermissions } from './companies.repository.ts';
import { insertRole, type RoleRow } from './roles.repository.ts';

/** Permissions of the default non-admin role: seeing the company's work without administering it. */
const staffPermissions: readonly Permission[] = [
  Permission.ViewRisks,
  Permission.ManageRisks,
  Permission.ManageDocuments,
];

/**
 * Every new company gets an Administrator role (every permission its type may grant; cannot be deleted)
 * and a Staff role, so users can be moved when another role is deleted (docs/decisions/040).
 */
export async function createDefaultRoles(
  db: Executor,
  companyId: number,
  type: CompanyType,
): Promise<{ admin: RoleRow; staff: RoleRow }> {
  const available = await listCompanyTypePermissions(db, type);
  const admin = await insertRole(
    db,
    { companyId, name: 'Administrator', isAdmin: true },
    available.map((p) => p.id),
  );
  const allowed = new Set(companyTypePermissionMatrix[type]);
  const staffIds = available
    .filter(
      (p) =>
        staffPermissions.includes(p.refPermissionId as Permission) &&
        allowed.has(p.refPermissionId as Permission),
    )
    .map((p) => p.id);
  const staff = await insertRole(db, { companyId, name: 'Staff' }, staffIds);
  return { admin, staff };
}
