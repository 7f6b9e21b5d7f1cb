import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/** A stored file attached to an outgoing message. */
export interface MailAttachment {
  name: string;
  storageKey: string;
  mimeType: string;
}

/** Outgoing mail (DESIGN §3): written in the business transaction, sent after commit. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id'),
    /** One address, or several separated by commas (an email template's recipients, issue 13). */
    toAddress: varchar('to_address', { length: 2000 }).notNull(),
    ccAddress: varchar('cc_address', { length: 2000 }),
    bccAddress: varchar('bcc_address', { length: 2000 }),
    /** Files of the storage sent as attachments (an email template's generated documents). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    subject: varchar('subject', { length: 255 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending → sent | failed; 'stored' when no SMTP server is configured (readable in the app). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set while one flusher sends the message (a lease): others skip it until then (decision 105). */
    claimedUntil: instant('claimed_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.id)],
);
