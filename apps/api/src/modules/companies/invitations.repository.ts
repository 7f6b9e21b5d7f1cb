import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { companies, invitations, roles } from './companies.tables.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'revoked';

/** The SQL condition for each derived status (§4 Invitations); the order revoked > accepted > expired > pending matches `statusOf`. */
export function statusCondition(status: InvitationStatus, now: Date): SQL {
  switch (status) {
    case 'revoked':
      return isNotNull(invitations.revokedAt);
    case 'accepted':
      return and(isNull(invitations.revokedAt), isNotNull(invitations.acceptedAt))!;
    case 'expired':
      return and(
        isNull(invitations.revokedAt),
        isNull(invitations.acceptedAt),
        lte(invitations.expiresAt, now),
      )!;
    case 'pending':
      return and(
        isNull(invitations.revokedAt),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      )!;
  }
}

// A function, not a constant: the identity tables may not be initialised yet while modules load (import cycle).
const listColumns = () => ({
  invitation: invitations,
  role: { id: roles.id, name: roles.name },
  inviter: { id: users.id, name: users.name },
});

/** A page of a company's invitations, newest first, with role and inviter, and the total. */
export async function listCompanyInvitations(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; status?: InvitationStatus },
) {
  const conditions = [eq(invitations.companyId, companyId)];
  if (q.status) conditions.push(statusCondition(q.status, new Date()));
  const where = and(...conditions);
  const rows = await db
    .select(listColumns())
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invitations)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export type InvitationListRow = Awaited<ReturnType<typeof listCompanyInvitations>>['rows'][number];

/** One invitation of a company with role and inviter; an id of another company finds nothing. */
export async function findCompanyInvitation(
  db: Executor,
  companyId: number,
  id: number,
): Promise<InvitationListRow | undefined> {
  const [row] = await db
    .select(listColumns())
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)));
  return row;
}

/** True when the company already has a pending invitation for the email. */
export async function hasPendingInvitation(
  db: Executor,
  companyId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        statusCondition('pending', new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Stores an invitation (only the token's hash). */
export async function insertInvitation(
  db: Executor,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/**
 * An invitation by token hash with its company and role, whatever its status. `lock` holds the row
 * until commit so two acceptances of one link cannot both succeed.
 */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: invitations, company: companies, role: roles })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(eq(invitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

/** Updates an invitation's acceptance or revocation columns. */
export async function updateInvitationRow(
  db: Executor,
  id: number,
  values: Pick<Partial<InvitationRow>, 'acceptedAt' | 'acceptedUserId' | 'revokedAt'>,
): Promise<void> {
  await db.update(invitations).set(values).where(eq(invitations.id, id));
}

/**
 * The pending invitations addressed to an email (case-insensitively: invitations store it lower-cased)
 * into active companies, with company, role and inviter, newest first. At most 50: a person has few.
 */
export async function listPendingInvitationsForEmail(db: Executor, email: string) {
  return db
    .select({
      invitation: {
        id: invitations.id,
        expiresAt: invitations.expiresAt,
        createdAt: invitations.createdAt,
      },
      company: {
        id: companies.id,
        name: companies.name,
        refCompanyTypeId: companies.refCompanyTypeId,
      },
      role: { name: roles.name },
      inviter: { name: users.name },
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(
      and(
        eq(invitations.email, email.toLowerCase()),
        eq(companies.isActive, true),
        statusCondition('pending', new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(50);
}

/** A pending invitation by id with its company and role; `lock` holds the row until commit (a resend). */
export async function findPendingInvitationForUpdate(db: Executor, id: number, lock = true) {
  const query = db
    .select({ invitation: invitations, company: companies, role: roles })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(and(eq(invitations.id, id), statusCondition('pending', new Date())));
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

/** Replaces an invitation's token (its hash): the previous link stops working. */
export async function replaceInvitationToken(
  db: Executor,
  id: number,
  tokenHash: string,
): Promise<void> {
  await db.update(invitations).set({ tokenHash }).where(eq(invitations.id, id));
}
