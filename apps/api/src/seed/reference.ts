import { eq } from 'drizzle-orm';
import { CompanyType, companyTypeIds, companyTypePermissionMatrix } from '@turbine/domain';
import type { Db } from '../platform/db/client.ts';
import { upsertCompanyTypePermissions } from '../modules/companies/index.ts';
import { companies } from '../modules/companies/companies.tables.ts';
import { createDefaultRoles } from '../modules/companies/company-roles.ts';
import { addUserToCompany } from '../modules/companies/memberships.repository.ts';
import { findAdminRole } from '../modules/companies/roles.repository.ts';
import { findUserByEmail, hashPassword, insertUser } from '../modules/identity/index.ts';

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
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.refCompanyTypeId, CompanyType.System))
    .limit(1);
  if (existing) return { systemCompanyId: existing.id };
  return db.transaction(async (tx) => {
    const [system] = await tx
      .insert(companies)
      .values({
        name: SYSTEM_COMPANY_NAME,
        refCompanyTypeId: CompanyType.System,
        hasAdmin: false,
        country: 'AU',
      })
      .returning({ id: companies.id });
    await createDefaultRoles(tx, system!.id, CompanyType.System);
    return { systemCompanyId: system!.id };
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
    await tx.update(companies).set({ hasAdmin: true }).where(eq(companies.id, systemCompanyId));
  });
}
