import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** One user's key (the primary key). */
export interface KeyOf {
  userId: number;
  key: string;
}

const mine = ({ userId, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Deletes a user's keys older than the given hours (their rows only, by the primary key's prefix). */
export async function deleteExpiredKeys(
  db: Executor,
  userId: number,
  hours: number,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
}

/** Inserts the claim unless the key exists; true when this call claimed it. */
export async function claimKey(
  db: Executor,
  claim: KeyOf & { scope: string; requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The stored claim or answer of a key. */
export async function findKey(db: Executor, id: KeyOf): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(mine(id));
  return row;
}

/** Takes over a claim without an answer older than the given seconds; true when taken. */
export async function retakeAbandonedKey(
  db: Executor,
  id: KeyOf,
  seconds: number,
): Promise<boolean> {
  const retaken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        mine(id),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return retaken.length > 0;
}

/** Deletes a key (a released claim, or an answer not worth keeping). */
export async function deleteKey(db: Executor, id: KeyOf): Promise<void> {
  await db.delete(idempotencyKeys).where(mine(id));
}

/** Stores the answer to replay for the key. */
export async function storeKeyAnswer(
  db: Executor,
  id: KeyOf,
  answer: { statusCode: number; response: object | null },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(mine(id));
}
