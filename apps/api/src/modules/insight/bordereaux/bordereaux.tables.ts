import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, instant, money } from '../../../platform/db/columns.ts';
import { bindingAgreements } from '../../authority/agreements.tables.ts';
import { companies } from '../../companies/companies.tables.ts';
import { users } from '../../identity/identity.tables.ts';

/**
 * A premium bordereau (decision 151): one binding agreement's bound transactions of one reporting month,
 * drafted by the monthly job (or on demand), reviewed and submitted by the underwriting agency, then read
 * by the managing insurer. Re-drafting a month makes a new version; a submitted month is frozen. A claims
 * bordereau (`kind` claims, decision 227) goes the same way with the agreement's accepted claims; each kind
 * has its own versions per month, and its own totals (the other kind's are null).
 */
export const bordereaux = pgTable(
  'bordereaux',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The underwriting agency (the agreement's company, the coverholder). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bindingAgreementId: integer('binding_agreement_id')
      .notNull()
      .references(() => bindingAgreements.id, { onDelete: 'cascade' }),
    /** The agreement's managing insurer when drafted: the company that receives it. */
    insurerCompanyId: integer('insurer_company_id')
      .notNull()
      .references(() => companies.id),
    /** First day of the reporting month. */
    /** 'premium' | 'claims'. */
    kind: varchar('kind', { length: 10 }).notNull().default('premium'),
    month: date('month', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    currency: varchar('currency', { length: 3 }).notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    /** Premium totals (null on a claims bordereau). */
    grossPremium: money('gross_premium'),
    commission: money('commission'),
    totalTaxes: money('total_taxes'),
    netPremium: money('net_premium'),
    fees: money('fees'),
    /** Claims totals, indemnity plus fees (null on a premium bordereau). */
    paidThisMonth: money('paid_this_month'),
    previouslyPaid: money('previously_paid'),
    reserve: money('reserve'),
    totalIncurred: money('total_incurred'),
    /** Null when the monthly job drafted it. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
    submittedAt: instant('submitted_at'),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id),
  },
  (t) => [
    unique('bordereaux_agreement_kind_month_version').on(
      t.bindingAgreementId,
      t.kind,
      t.month,
      t.version,
    ),
    /** At most one submitted and one current draft per agreement, kind and month. */
    uniqueIndex('bordereaux_one_submitted_kind')
      .on(t.bindingAgreementId, t.kind, t.month)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('bordereaux_one_draft_kind')
      .on(t.bindingAgreementId, t.kind, t.month)
      .where(sql`${t.status} = 'draft'`),
    index('bordereaux_company_idx').on(t.companyId, t.month),
    index('bordereaux_insurer_idx').on(t.insurerCompanyId, t.month),
    check('bordereaux_status', sql`${t.status} in ('draft', 'submitted', 'superseded')`),
    check('bordereaux_kind', sql`${t.kind} in ('premium', 'claims')`),
  ],
);

/** The rows of a bordereau in file order: the CRS values and the row's validation errors. */
export const bordereauRows = pgTable(
  'bordereau_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bordereauId: integer('bordereau_id')
      .notNull()
      .references(() => bordereaux.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A premium row's transaction; null on a claims row. */
    transactionId: integer('transaction_id'),
    /** A claims row's claim; null on a premium row. */
    claimId: integer('claim_id'),
    values: jsonb('values').notNull(),
    errors: jsonb('errors').notNull().default([]),
  },
  (t) => [unique('bordereau_rows_position').on(t.bordereauId, t.position)],
);
