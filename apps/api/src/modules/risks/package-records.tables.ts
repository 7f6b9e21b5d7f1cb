import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { created } from '../../platform/db/columns.ts';
import { riskPackages } from './risks.tables.ts';

/* What a risk package gathers beside its risks: its interested parties and its timeline. */

/** §2 Interested parties of a risk package (financiers, landlords, principals...). */
export const riskInterestedParties = pgTable(
  'risk_interested_parties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    interest: varchar('interest', { length: 80 }).notNull(),
    email: varchar('email', { length: 255 }),
    address: varchar('address', { length: 300 }),
    createdAt: created(),
  },
  (t) => [index('risk_interested_parties_package_idx').on(t.riskPackageId)],
);

/**
 * The risk's timeline (§2 underwriter panel): messages (broker and underwriter), notes (underwriting
 * company only), status updates, assigned-to changes, updates to the risk and user views.
 */
export const riskActivities = pgTable(
  'risk_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    riskId: integer('risk_id'),
    /** note | message | status | assignment | update | view */
    kind: varchar('kind', { length: 12 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorCompanyId: integer('actor_company_id').references(() => companies.id),
    /** Notes and underwriter-only entries are false: the broker never receives them. */
    visibleToBroker: boolean('visible_to_broker').notNull().default(true),
    body: text('body'),
    data: jsonb('data').notNull().default({}),
    createdAt: created(),
  },
  (t) => [
    index('risk_activities_package_idx').on(t.riskPackageId, t.createdAt),
    check(
      'risk_activities_kind',
      sql`${t.kind} in ('note', 'message', 'status', 'assignment', 'update', 'view')`,
    ),
  ],
);
