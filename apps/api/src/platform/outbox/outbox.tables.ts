import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/**
 * The transactional outbox (decision 102): after-commit work written in the business transaction and
 * delivered at least once by a job; a row is marked delivered in the same transaction as its effect.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What delivers it, e.g. 'domain-event'. */
    topic: varchar('topic', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** pending → delivered | failed (the dead letter after the last try). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id)],
);
