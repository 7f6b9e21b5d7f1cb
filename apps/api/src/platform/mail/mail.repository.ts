import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from './mail.tables.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Adds a message to the outbox in the caller's transaction. */
export async function insertOutboxMail(db: Executor, row: NewOutboxRow): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

/** The oldest pending messages that have attempts left. */
export async function pendingOutboxMails(
  db: Executor,
  maxAttempts: number,
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(mailOutbox.id)
    .limit(limit);
}

/** Marks a message sent, counting the attempt. */
export async function markOutboxMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: the message stays pending until it runs out of attempts. */
export async function markOutboxMailFailed(
  db: Executor,
  id: number,
  failure: { attempts: number; lastError: string; status: 'pending' | 'failed' },
): Promise<void> {
  await db.update(mailOutbox).set(failure).where(eq(mailOutbox.id, id));
}

/** A page of the outbox, newest first, and the total. */
export async function listOutboxMails(db: Executor, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox);
  return { rows, total: count?.total ?? 0 };
}
