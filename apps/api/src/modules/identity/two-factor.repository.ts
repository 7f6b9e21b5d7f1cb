import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { sessions, users } from './identity.tables.ts';
import { recoveryCodes, twoFactorCodes, twoFactorMethods } from './two-factor.tables.ts';

export type TwoFactorMethodRow = typeof twoFactorMethods.$inferSelect;

/** The user's methods, verified or waiting for their first code. */
export async function listMethods(db: Executor, userId: number): Promise<TwoFactorMethodRow[]> {
  return db
    .select()
    .from(twoFactorMethods)
    .where(eq(twoFactorMethods.userId, userId))
    .orderBy(twoFactorMethods.id);
}

export async function findMethod(
  db: Executor,
  userId: number,
  type: string,
): Promise<TwoFactorMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), eq(twoFactorMethods.type, type)));
  return row;
}

/** Creates a method, or starts it over (new secret, unverified) when it exists. */
export async function upsertMethod(
  db: Executor,
  userId: number,
  type: string,
  secretSealed: string | null,
): Promise<void> {
  await db
    .insert(twoFactorMethods)
    .values({ userId, type, secretSealed })
    .onConflictDoUpdate({
      target: [twoFactorMethods.userId, twoFactorMethods.type],
      set: { secretSealed, verifiedAt: null, lastUsedStep: null },
    });
}

export async function markMethodVerified(db: Executor, id: number, step: number | null) {
  await db
    .update(twoFactorMethods)
    .set({ verifiedAt: new Date(), lastUsedStep: step })
    .where(eq(twoFactorMethods.id, id));
}

/**
 * Uses an authenticator time step once: true only when it is newer than the last used one, in one
 * statement, so two requests racing with the same code cannot both pass.
 */
export async function useTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorMethods)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorMethods.id, id),
        or(isNull(twoFactorMethods.lastUsedStep), lt(twoFactorMethods.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactorMethods.id });
  return rows.length === 1;
}

export async function deleteMethod(db: Executor, userId: number, type: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), eq(twoFactorMethods.type, type)))
    .returning({ id: twoFactorMethods.id });
  return rows.length > 0;
}

export async function countVerifiedMethods(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), isNotNull(twoFactorMethods.verifiedAt)));
  return Number(row?.n ?? 0);
}

/** Stores a new email or SMS code; earlier unused codes of the channel stop working. */
export async function replaceCode(
  db: Executor,
  values: { userId: number; channel: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(twoFactorCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorCodes.userId, values.userId),
        eq(twoFactorCodes.channel, values.channel),
        isNull(twoFactorCodes.usedAt),
      ),
    );
  await db.insert(twoFactorCodes).values(values);
}

/** Live (unused, unexpired) codes of a channel. */
export async function liveCodes(db: Executor, userId: number, channel: string) {
  return db
    .select({ id: twoFactorCodes.id, codeHash: twoFactorCodes.codeHash })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.channel, channel),
        isNull(twoFactorCodes.usedAt),
        gt(twoFactorCodes.expiresAt, new Date()),
      ),
    );
}

/** Uses a code once; false when another request used it first. */
export async function useCode(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorCodes.id, id), isNull(twoFactorCodes.usedAt)))
    .returning({ id: twoFactorCodes.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Uses a recovery code once (an indexed lookup by its hash); false when unknown or already used. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** The session has passed two-factor verification. */
export async function markSessionPassed(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ twoFactorPassedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

/** The methods changed: trusted-device cookies issued before now stop counting. */
export async function touchTwoFactorChanged(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ twoFactorChangedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Whether a company the user belongs to requires two-factor authentication of its members. Written in
 * SQL over the companies tables as the session actor is: identity comes before companies (decision 094).
 */
export async function requiresTwoFactor(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from user_roles ur join companies c on c.id = ur.company_id
          where ur.user_id = ${users.id} and c.require_two_factor)`,
      ),
    );
  return row !== undefined;
}
