import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/**
 * Outgoing text messages (issue 11): written in the business transaction, handed to the provider chosen
 * by SMS_PROVIDER after commit; with the default provider ('outbox') they stay here, readable by the
 * system company like the mail outbox.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toNumber: varchar('to_number', { length: 30 }).notNull(),
    body: text('body').notNull(),
    /** pending → sent | failed; 'stored' when no provider is configured. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('sms_outbox_status_idx').on(t.status, t.id)],
);
