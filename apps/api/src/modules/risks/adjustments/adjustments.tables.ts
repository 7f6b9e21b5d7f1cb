import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clauseVersions } from '../../authority/clauses/clauses.tables.ts';
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

/**
 * The clause wordings a bound endorsement carries (decision 233): pinned, and locked, when the transaction
 * is bound, so a later version of the clause does not change the policy's wording.
 */
export const riskEndorsementClauses = pgTable(
  'risk_endorsement_clauses',
  {
    riskEndorsementId: integer('risk_endorsement_id')
      .notNull()
      .references(() => riskEndorsements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    clauseVersionId: integer('clause_version_id')
      .notNull()
      .references(() => clauseVersions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.riskEndorsementId, t.position] }),
    index('risk_endorsement_clauses_version_idx').on(t.clauseVersionId),
  ],
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
