import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { passwordResets, rateLimits, sessionHandoffs, sessions, users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** A user by email, case-insensitively. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** A user by id. */
export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Creates a user. */
export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Updates a user's columns. */
export async function updateUserRow(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Stores a session. */
export async function insertSession(
  db: Executor,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Records activity on a session and its user. */
export async function touchSession(
  db: Executor,
  sessionId: string,
  userId: number,
  at: Date,
): Promise<void> {
  await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ lastActivityAt: at }).where(eq(users.id, userId));
}

/** Ends one session. */
export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except, optionally, one. */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
        : eq(sessions.userId, userId),
    );
}

/** Ends every session of these users (a deactivated company's members, decision 136); how many ended. */
export async function deleteSessionsOfUsers(db: Executor, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const ended = await db
    .delete(sessions)
    .where(inArray(sessions.userId, userIds))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A user's sessions not past their absolute expiry, most recently active first. */
export async function listUserSessions(db: Executor, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastActivityAt));
}

/** Ends one session of a user; false when the user has no session with that id. */
export async function deleteUserSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Stores a password reset token hash. */
export async function insertPasswordReset(
  db: Executor,
  values: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** An unused, unexpired reset by token hash. */
export async function findUsablePasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Marks every open reset of a user used, so a link works once. */
export async function usePasswordResets(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Counts one hit in a fixed window and returns the count so far, atomically across nodes. */
export async function hitRateLimit(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** The count in the current window without counting a hit (0 when the window has passed). */
export async function peekRateLimit(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStartedAt.getTime() < Date.now() - windowSeconds * 1000) return 0;
  return row.count;
}

/** Forgets a rate-limit counter (after a successful sign-in). */
export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Stores a hand-off token (decision 114). */
export async function insertSessionHandoff(
  db: Executor,
  values: typeof sessionHandoffs.$inferInsert,
): Promise<void> {
  await db.insert(sessionHandoffs).values(values);
}

/**
 * Spends a hand-off token: marks it used and returns it only when it was unused, unexpired and meant
 * for `host`. One UPDATE, so two exchanges racing for the same token cannot both win.
 */
export async function spendSessionHandoff(
  db: Executor,
  tokenHash: string,
  host: string,
  now: Date,
): Promise<typeof sessionHandoffs.$inferSelect | undefined> {
  const [row] = await db
    .update(sessionHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(sessionHandoffs.tokenHash, tokenHash),
        eq(sessionHandoffs.targetHost, host),
        isNull(sessionHandoffs.usedAt),
        gt(sessionHandoffs.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Removes hand-off tokens spent or expired before `before` (they are kept a while for the audit). */
export async function deleteStaleSessionHandoffs(db: Executor, before: Date): Promise<void> {
  await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, before));
}

/** Whether a session was started with "remember me" (false when it no longer exists). */
export async function isRememberedSession(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ remember: sessions.remember })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row?.remember ?? false;
}
