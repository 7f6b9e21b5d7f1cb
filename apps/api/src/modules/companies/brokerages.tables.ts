import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { created, percentage, updated } from '../../platform/db/columns.ts';
import { companies } from './companies.tables.ts';

/**
 * A brokerage an underwriting agency works with (§2 Brokerages, decision 168): onboarded (created and
 * its admin invited) or connected (an existing brokerage). `suspended` stops new business with the
 * agency while existing policies are serviced; `commissionPercent` overrides the products' default
 * broker commission for this brokerage (null = the product's own).
 */
export const agencyBrokerages = pgTable(
  'agency_brokerages',
  {
    underwriterCompanyId: integer('underwriter_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    brokerCompanyId: integer('broker_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    statusReason: varchar('status_reason', { length: 500 }),
    commissionPercent: percentage('commission_percent'),
    connectedByUserId: integer('connected_by_user_id').references(() => users.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.underwriterCompanyId, t.brokerCompanyId] }),
    index('agency_brokerages_broker_idx').on(t.brokerCompanyId),
  ],
);
