import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOutbox } from './mail.tables.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Adds a message to the outbox in the caller's transaction. */
export async function insertOutboxMail(db: Executor, row: NewOutboxRow): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

/**
 * Claims the oldest pending messages that have attempts left and no live claim, for `leaseSeconds`
 * (decision 105). One statement; the rows are chosen `FOR UPDATE SKIP LOCKED`, so two flushers claiming
 * at once (two processes) never get the same message; a claim that outlives a crashed flusher expires
 * and the message is sent by the next flush (at least once).
 */
export async function claimOutboxMails(
  db: Executor,
  maxAttempts: number,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lt(mailOutbox.attempts, maxAttempts),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(mailOutbox.id, claimable))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives claimed messages back unsent (their claim ends now). */
export async function releaseOutboxMails(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mailOutbox).set({ claimedUntil: null }).where(inArray(mailOutbox.id, ids));
}

/** Marks a message sent, counting the attempt. */
export async function markOutboxMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt and releases the claim: the message stays pending until it runs out of attempts. */
export async function markOutboxMailFailed(
  db: Executor,
  id: number,
  failure: { attempts: number; lastError: string; status: 'pending' | 'failed' },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...failure, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
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
