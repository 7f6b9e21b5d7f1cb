import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { smsOutbox } from './sms.tables.ts';

export type SmsRow = typeof smsOutbox.$inferSelect;

export async function insertSms(db: Executor, row: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

/** Pending messages with attempts left, oldest first, claimed for this sender (skip locked). */
export async function pendingSms(db: Executor, maxAttempts: number, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'pending'), lt(smsOutbox.attempts, maxAttempts)))
    .orderBy(smsOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSms(
  db: Executor,
  id: number,
  values: Partial<Pick<SmsRow, 'status' | 'attempts' | 'lastError' | 'sentAt'>>,
): Promise<void> {
  await db.update(smsOutbox).set(values).where(eq(smsOutbox.id, id));
}

/** A page of the SMS outbox, newest first, and the total. */
export async function listSms(db: Executor, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(smsOutbox);
  return { rows, total: count?.total ?? 0 };
}
