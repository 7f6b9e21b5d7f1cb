import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { invitations, roles, userRoles } from './companies.tables.ts';
import { findFallbackRole } from './roles.repository.ts';

/**
 * Moves a company's members to another (decision 169): a user already in the target stays as they are
 * there; the others take the target's role of the same name, never its admin role (the fallback role with
 * the fewest permissions instead). Returns how many users moved.
 */
export async function moveMembers(db: Executor, fromId: number, intoId: number): Promise<number> {
  const members = await db
    .select({ id: userRoles.id, userId: userRoles.userId, roleName: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.companyId, fromId));
  const targetRoles = await db.select().from(roles).where(eq(roles.companyId, intoId));
  const fallback = await findFallbackRole(db, intoId, 0);
  let moved = 0;
  for (const m of members) {
    const [already] = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.companyId, intoId), eq(userRoles.userId, m.userId)));
    if (already) {
      await db.delete(userRoles).where(eq(userRoles.id, m.id));
      continue;
    }
    const same = targetRoles.find(
      (r) => !r.isAdmin && r.name.toLowerCase() === m.roleName.toLowerCase(),
    );
    const roleId = same?.id ?? fallback?.id;
    if (roleId === undefined) {
      await db.delete(userRoles).where(eq(userRoles.id, m.id));
      continue;
    }
    await db.update(userRoles).set({ companyId: intoId, roleId }).where(eq(userRoles.id, m.id));
    moved += 1;
  }
  return moved;
}

/** Revokes a company's open invitations (its pending ones); returns how many. */
export async function revokeOpenInvitations(db: Executor, companyId: number): Promise<number> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.revokedAt),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}
