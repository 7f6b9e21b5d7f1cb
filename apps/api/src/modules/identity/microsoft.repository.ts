import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { sessions, users } from './identity.tables.ts';
import { microsoftAccounts } from './microsoft.tables.ts';

export type MicrosoftAccountRow = typeof microsoftAccounts.$inferSelect;

/** The Turbine user linked to a Microsoft account (tenant, object id), if any. */
export async function findMicrosoftAccount(
  db: Executor,
  tenantId: string,
  objectId: string,
): Promise<MicrosoftAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftAccounts)
    .where(and(eq(microsoftAccounts.tenantId, tenantId), eq(microsoftAccounts.objectId, objectId)));
  return row;
}

/** Links a Microsoft account to a user; a link made meanwhile by another request stays as it is. */
export async function insertMicrosoftAccount(
  db: Executor,
  values: typeof microsoftAccounts.$inferInsert,
): Promise<void> {
  await db.insert(microsoftAccounts).values(values).onConflictDoNothing();
}

const usable = sql<boolean>`exists (select 1 from company_microsoft_tenants cmt join user_roles ur on ur.company_id = cmt.company_id
  where ur.user_id = ${microsoftAccounts.userId} and cmt.tenant_id = ${microsoftAccounts.tenantId})`;

/**
 * The Microsoft accounts of a user (not unlinked) whose tenant is still connected to a company of theirs: the ones that
 * can sign them in or stand for their second factor. SQL over the companies tables, as the session actor
 * is: identity comes before companies (decision 094).
 */
export async function usableMicrosoftAccounts(
  db: Executor,
  userId: number,
): Promise<MicrosoftAccountRow[]> {
  return db
    .select()
    .from(microsoftAccounts)
    .where(and(eq(microsoftAccounts.userId, userId), isNull(microsoftAccounts.unlinkedAt), usable));
}

/** Whether the tenant is connected to any company at all. */
export async function tenantIsConnected(db: Executor, tenantId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 as one from company_microsoft_tenants where tenant_id = ${tenantId} limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether the user belongs to a company connected to this tenant. */
export async function isMemberOfTenantCompany(
  db: Executor,
  userId: number,
  tenantId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from company_microsoft_tenants cmt join user_roles ur on ur.company_id = cmt.company_id
          where ur.user_id = ${users.id} and cmt.tenant_id = ${tenantId})`,
      ),
    );
  return row !== undefined;
}

/** The Microsoft tenant that started this session, if Microsoft did. */
export async function sessionMicrosoftTenant(
  db: Executor,
  sessionId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: sessions.microsoftTenantId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.tenantId ?? null;
}

/** The user's linked (not unlinked) Microsoft accounts, each with whether its tenant still serves them. */
export async function listLinkedMicrosoftAccounts(db: Executor, userId: number) {
  return db
    .select({
      id: microsoftAccounts.id,
      email: microsoftAccounts.email,
      tenantId: microsoftAccounts.tenantId,
      linkedAt: microsoftAccounts.linkedAt,
      usable,
    })
    .from(microsoftAccounts)
    .where(and(eq(microsoftAccounts.userId, userId), isNull(microsoftAccounts.unlinkedAt)))
    .orderBy(microsoftAccounts.id);
}

/** A linked (not unlinked) Microsoft account of this user, by id. */
export async function findLinkedMicrosoftAccount(
  db: Executor,
  userId: number,
  id: number,
): Promise<MicrosoftAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftAccounts)
    .where(
      and(
        eq(microsoftAccounts.id, id),
        eq(microsoftAccounts.userId, userId),
        isNull(microsoftAccounts.unlinkedAt),
      ),
    );
  return row;
}

/** Unlinks the account (the row stays, so sign-in does not link it again just in time). */
export async function markMicrosoftAccountUnlinked(db: Executor, id: number): Promise<void> {
  await db
    .update(microsoftAccounts)
    .set({ unlinkedAt: new Date() })
    .where(and(eq(microsoftAccounts.id, id), isNull(microsoftAccounts.unlinkedAt)));
}

/**
 * Links the account to the user on purpose: a new link, or one that was unlinked (from this user or another)
 * taken over. False when it is linked, and not unlinked, to another user.
 */
export async function linkMicrosoftAccountTo(
  db: Executor,
  values: { userId: number; tenantId: string; objectId: string; email: string },
): Promise<boolean> {
  const rows = await db
    .insert(microsoftAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [microsoftAccounts.tenantId, microsoftAccounts.objectId],
      set: { userId: values.userId, email: values.email, linkedAt: new Date(), unlinkedAt: null },
      setWhere: or(
        eq(microsoftAccounts.userId, values.userId),
        sql`${microsoftAccounts.unlinkedAt} is not null`,
      ),
    })
    .returning({ id: microsoftAccounts.id });
  return rows.length === 1;
}
