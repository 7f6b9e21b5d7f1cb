import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.tables.ts';
import { created, money } from '../../../platform/db/columns.ts';
import { riskTransactions } from '../risks.tables.ts';

/** Endorsements on a risk transaction: from the product's rules or added by an underwriter. */
export const riskEndorsements = pgTable(
  'risk_endorsements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskTransactionId: integer('risk_transaction_id')
      .notNull()
      .references(() => riskTransactions.id, { onDelete: 'cascade' }),
    /** An endorsement of the authority module (no foreign key, as product rules). */
    endorsementId: integer('endorsement_id').notNull(),
    endorsementVersionId: integer('endorsement_version_id'),
    source: varchar('source', { length: 10 }).notNull(),
    ruleName: varchar('rule_name', { length: 160 }),
    addedByUserId: integer('added_by_user_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [uniqueIndex('risk_endorsements_unique').on(t.riskTransactionId, t.endorsementId)],
);

/** Manual policy adjustments: an underwriter's change of a premium field, with its reason (audited). */
export const riskManualAdjustments = pgTable(
  'risk_manual_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskTransactionId: integer('risk_transaction_id')
      .notNull()
      .references(() => riskTransactions.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 40 }).notNull(),
    previousValue: money('previous_value'),
    newValue: money('new_value'),
    reason: text('reason').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('risk_manual_adjustments_tx_idx').on(t.riskTransactionId)],
);
