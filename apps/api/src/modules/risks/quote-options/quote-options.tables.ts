import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.tables.ts';
import { created, money } from '../../../platform/db/columns.ts';
import { riskTransactions } from '../risks.tables.ts';

/**
 * Quote options (issue 21, decision 218): alternatives of one quoted transaction that differ only in the
 * fields its form lets vary (`x-turbine.quoteOption`), each rated on the pinned version. At most one is
 * bound; the others lapse with it or with the quote.
 */
export const riskQuoteOptions = pgTable(
  'risk_quote_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskTransactionId: integer('risk_transaction_id')
      .notNull()
      .references(() => riskTransactions.id, { onDelete: 'cascade' }),
    /** Denormalised for the company checks of the routes. */
    riskPackageId: integer('risk_package_id').notNull(),
    /** 1, 2, 3... in the order the broker asked for them. */
    position: smallint('position').notNull(),
    /** The varying fields' answers of this option. */
    values: jsonb('values').notNull(),
    /** The transaction's answers the option was rated on (without its own values). */
    baseProposal: jsonb('base_proposal').notNull(),
    /** The engine's RatingResult, kept as rated. */
    rating: jsonb('rating').notNull(),
    decision: varchar('decision', { length: 8 }).notNull(),
    reasons: jsonb('reasons').notNull().default([]),
    grossPremium: money('gross_premium').notNull(),
    totalPremium: money('total_premium').notNull(),
    /** open | bound | lapsed | chosen (sent back for referral with its answers). */
    status: varchar('status', { length: 8 }).notNull().default('open'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('risk_quote_options_position_unique').on(t.riskTransactionId, t.position),
    index('risk_quote_options_package_idx').on(t.riskPackageId),
  ],
);
