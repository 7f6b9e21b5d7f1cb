import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { agreementSections } from '../authority/agreements.tables.ts';
import { userRoles } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { underwritingStatuses } from './risks.tables.ts';

/** The names of binding agreement sections by id. */
export async function sectionNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agreementSections.id, name: agreementSections.name })
    .from(agreementSections)
    .where(inArray(agreementSections.id, ids));
  return new Map(rows.map((s) => [s.id, s.name]));
}

/** An underwriting status row by id. */
export async function underwritingStatusById(db: Executor, id: number) {
  const [row] = await db.select().from(underwritingStatuses).where(eq(underwritingStatuses.id, id));
  return row;
}

/** A user's email and phone (the temporary client's contact). */
export async function userContact(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Which of the package's companies each assigned user belongs to (broker or underwriting company). */
export async function assignedUserCompanies(
  db: Executor,
  userIds: number[],
  companyIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userRoles.userId, companyId: userRoles.companyId })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  const map = new Map<number, number>();
  for (const r of rows)
    if (companyIds.includes(r.companyId) && !map.has(r.userId)) map.set(r.userId, r.companyId);
  return map;
}
