import { and, eq, lt, sql } from 'drizzle-orm';
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

/**
 * Inserts the key's row inside the request's transaction (decision 110). A concurrent insert of the same key
 * waits on the primary key until that transaction ends, then fails with a unique violation (it committed)
 * or succeeds (it rolled back).
 */
export async function insertKey(
  tx: Executor,
  claim: KeyOf & { scope: string; requestHash: string },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(claim);
}

/** The stored claim or answer of a key. */
export async function findKey(db: Executor, id: KeyOf): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(mine(id));
  return row;
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
