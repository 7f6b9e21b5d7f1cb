import { CompanyType, companyTypeIds, companyTypePermissionMatrix } from '@turbine/domain';
import type { Db } from '../../platform/db/client.ts';
import { findUserByEmail, hashPassword, insertUser } from '../identity/index.ts';
import { ensureTaxRates } from '../taxes/index.ts';
import {
  findSystemCompanyId,
  insertCompany,
  setHasAdmin,
  upsertCompanyTypePermissions,
} from './companies.repository.ts';
import { createDefaultRoles } from './company-roles.ts';
import { addUserToCompany } from './memberships.repository.ts';
import { findAdminRole } from './roles.repository.ts';

export const SYSTEM_COMPANY_NAME = 'Turbine Platform Operations';

/**
 * Data every installation needs, demo or not: the company-type permissions and the one system company.
 * Idempotent; runs at every start.
 */
export async function ensureReferenceData(db: Db): Promise<{ systemCompanyId: number }> {
  await upsertCompanyTypePermissions(
    db,
    companyTypeIds.flatMap((type) =>
      companyTypePermissionMatrix[type].map((p) => ({
        refCompanyTypeId: type,
        refPermissionId: p,
      })),
    ),
  );
  // The AU/NZ tax table, seeded from the reference once (decision 197).
  await ensureTaxRates(db);
  const existing = await findSystemCompanyId(db);
  if (existing !== undefined) return { systemCompanyId: existing };
  return db.transaction(async (tx) => {
    const system = await insertCompany(tx, {
      name: SYSTEM_COMPANY_NAME,
      refCompanyTypeId: CompanyType.System,
      hasAdmin: false,
      country: 'AU',
    });
    await createDefaultRoles(tx, system.id, CompanyType.System);
    return { systemCompanyId: system.id };
  });
}

/** Creates the system administrator named by SYSTEM_ADMIN_EMAIL / SYSTEM_ADMIN_PASSWORD when absent. */
export async function ensureSystemAdmin(
  db: Db,
  systemCompanyId: number,
  email: string,
  password: string,
  name = 'System Administrator',
): Promise<void> {
  if (await findUserByEmail(db, email)) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, { name, email, passwordHash });
    const admin = await findAdminRole(tx, systemCompanyId);
    await addUserToCompany(tx, user.id, systemCompanyId, admin!.id);
    await setHasAdmin(tx, systemCompanyId, true);
  });
}
