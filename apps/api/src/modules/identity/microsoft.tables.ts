import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { users } from './identity.tables.ts';

/**
 * A Microsoft account linked to a Turbine user, by (tenant, object id): made just in time at the first
 * sign-in whose verified email matches the user (decision 144), or by the user from their account page.
 * Unlinking keeps the row with `unlinked_at`, so a later sign-in with that account does not link it
 * again just in time; only the user linking it on purpose does (decision 200).
 */
export const microsoftAccounts = pgTable(
  'microsoft_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: varchar('tenant_id', { length: 64 }).notNull(),
    objectId: varchar('object_id', { length: 64 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    linkedAt: instant('linked_at').notNull().defaultNow(),
    unlinkedAt: instant('unlinked_at'),
  },
  (t) => [
    uniqueIndex('microsoft_accounts_subject_unique').on(t.tenantId, t.objectId),
    index('microsoft_accounts_user_idx').on(t.userId),
  ],
);
