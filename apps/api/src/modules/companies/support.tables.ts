import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { instant } from '../../platform/db/columns.ts';
import { companies } from './companies.tables.ts';

/**
 * A system user's support visit to a company (§2 support header style, decision 136): opened read-only
 * or acting, ended by the support user; kept for ever so the company sees who supported it and when.
 */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The support user's name when the visit began (kept even if the account is renamed). */
    userName: varchar('user_name', { length: 120 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    acting: boolean('acting').notNull().default(false),
    startedAt: instant('started_at').notNull().defaultNow(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('support_sessions_company_idx').on(t.companyId, t.startedAt),
    index('support_sessions_user_idx').on(t.userId, t.companyId),
  ],
);

/** Each write a support user made while acting for a company. */
export const supportActions = pgTable(
  'support_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supportSessionId: integer('support_session_id')
      .notNull()
      .references(() => supportSessions.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 10 }).notNull(),
    route: varchar('route', { length: 300 }).notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('support_actions_session_idx').on(t.supportSessionId, t.at)],
);
