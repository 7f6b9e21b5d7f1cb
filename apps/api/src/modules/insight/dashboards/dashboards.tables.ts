import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { created, updated } from '../../../platform/db/columns.ts';
import { companies } from '../../companies/companies.tables.ts';
import { users } from '../../identity/identity.tables.ts';

/**
 * §2 Dashboard and Widget Gallery (decision 139): a company's dashboards, shared with its members or
 * personal to the user who made one (`user_id`), each a grid of widgets.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: every member of the company sees it; else only this user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The IANA zone the widgets' periods and buckets are counted in. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Australia/Sydney'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('dashboards_company_idx').on(t.companyId, t.id)],
);

/** A widget of a dashboard: its gallery kind, §9 size, grid position and §3 filters. */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    size: varchar('size', { length: 5 }).notNull(),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    config: jsonb('config').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('dashboard_widgets_dashboard_idx').on(t.dashboardId)],
);
