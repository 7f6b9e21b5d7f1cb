import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { instant } from '../../platform/db/columns.ts';

/** The `data` of a §3 user notification: what the bell shows and where a click goes. */
export interface NotificationData {
  message: string;
  frontendUrl: string;
}

/**
 * §3 user notifications. `company_id` is the company the notification belongs to; null means it
 * belongs to no company (e.g. "you were removed from X") and is listed under every company.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 100 }).notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  // The bell reads one user's notifications of one company, newest first.
  (t) => [
    index('user_notifications_user_company_created_idx').on(
      t.userId,
      t.companyId,
      t.createdAt.desc(),
    ),
  ],
);
