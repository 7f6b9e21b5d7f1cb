import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from './outbox.tables.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** Writes one row in the caller's transaction; returns its id. */
export async function insertOutboxRow(
  db: Executor,
  row: { topic: string; payload: unknown },
): Promise<number> {
  const [created] = await db
    .insert(outbox)
    .values({ topic: row.topic, payload: row.payload })
    .returning({ id: outbox.id });
  return created!.id;
}

/**
 * Locks a pending row for delivery in the caller's transaction. SKIP LOCKED: a row another worker is
 * delivering right now is not waited for; it comes back null, as does a delivered or failed one.
 */
export async function lockPendingOutboxRow(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Marks a row delivered (in the transaction that applied its effect). */
export async function markOutboxDelivered(db: Executor, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'delivered', deliveredAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** Counts a failed attempt; the row turns 'failed' (dead letter) once it has had `maxAttempts`. */
export async function recordOutboxFailure(
  db: Executor,
  id: number,
  maxAttempts: number,
  error: string,
): Promise<{ attempts: number; status: string } | null> {
  const [row] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      status: sql`case when ${outbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .returning({ attempts: outbox.attempts, status: outbox.status });
  return row ?? null;
}

/** Pending rows written before `before` with an id after `afterId`, oldest first, with their attempts. */
export async function pendingOutboxPage(
  db: Executor,
  before: Date,
  afterId: number,
  limit: number,
): Promise<{ id: number; attempts: number }[]> {
  return db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.createdAt, before), gt(outbox.id, afterId)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

/** One row as stored (tests and the operator's view). */
export async function findOutboxRow(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
