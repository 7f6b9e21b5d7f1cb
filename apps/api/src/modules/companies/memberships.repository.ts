import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { roles, userRoles } from './companies.tables.ts';

/** Gives a user a role in a company (one role per company: an existing membership changes role). */
export async function addUserToCompany(
  db: Executor,
  userId: number,
  companyId: number,
  roleId: number,
): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, companyId, roleId })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.companyId], set: { roleId } });
}

/** The membership of a user in a company. */
export async function findMembership(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  return row;
}

// A function, not a constant: the identity tables may not be initialised yet while modules load (import cycle).
const memberColumns = () => ({
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    avatarFileVersionId: users.avatarFileVersionId,
    lastActivityAt: users.lastActivityAt,
    isTemporaryUser: users.isTemporaryUser,
    temporaryExpiresAt: users.temporaryExpiresAt,
  },
  role: { id: roles.id, name: roles.name, isAdmin: roles.isAdmin },
  memberSince: userRoles.createdAt,
  /** The member has a verified authenticator app (an admin may reset it, §6). */
  authenticatorApp: sql<boolean>`exists (select 1 from two_factor_methods m
    where m.user_id = ${users.id} and m.type = 'totp' and m.verified_at is not null)`,
});

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of a company's users with their role, optionally matching a name or email, and the total. */
export async function listCompanyMembers(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const conditions: SQL[] = [eq(userRoles.companyId, companyId)];
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db
    .select(memberColumns())
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export type MemberRow = Awaited<ReturnType<typeof listCompanyMembers>>['rows'][number];

/** One user of a company with their role; a user of another company finds nothing. */
export async function findCompanyMember(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns())
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
  return row;
}

/** Sets when a temporary user's access ends (§1, decision 170). */
export async function setTemporaryExpiry(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ temporaryExpiresAt: at, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isTemporaryUser, true)));
}

/** Changes the role a user holds in a company. */
export async function setMemberRole(
  db: Executor,
  companyId: number,
  userId: number,
  roleId: number,
): Promise<void> {
  await db
    .update(userRoles)
    .set({ roleId })
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
}

/** Takes a user out of a company; their account, sessions and other memberships stay. */
export async function removeMember(db: Executor, companyId: number, userId: number): Promise<void> {
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)));
}

/** How many users hold the company's admin role, not counting one user. */
export async function countOtherAdmins(
  db: Executor,
  companyId: number,
  exceptUserId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.companyId, companyId),
        eq(roles.isAdmin, true),
        ne(userRoles.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

/** True when the email belongs to a user who holds a role in the company. */
export async function isMemberEmail(
  db: Executor,
  companyId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return Boolean(row);
}

/** Ids of every user holding a role in a company. */
export async function listMemberIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.companyId, companyId));
  return rows.map((r) => r.userId);
}
