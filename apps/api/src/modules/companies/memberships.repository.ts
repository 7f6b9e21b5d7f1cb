import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { userRoles } from './companies.tables.ts';

/** Gives a user a role in a company (one role per company: an existing membership changes role). */
export async function addUserToCompany(db: Executor, userId: number, companyId: number, roleId: number): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, companyId, roleId })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.companyId], set: { roleId } });
}

/** The membership of a user in a company. */
export async function findMembership(db: Executor, companyId: number, userId: number) {
  const [row] = await db.select().from(userRoles).where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  return row;
}
