import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { instant, money } from '../../platform/db/columns.ts';

/**
 * The AU/NZ premium taxes and levies (decision 197): one row per rate and the days it applies to, kept
 * by the operator; the rating engine reads them. Seeded once from shared/reference §2 with its sources.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `AU` (GST), an AU state, or `NZ`. */
    jurisdiction: varchar('jurisdiction', { length: 3 }).notNull(),
    /** gst, stampDuty, fenz or nhc. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Tax classes the row applies to; empty = any class no more specific row names. */
    classes: text('classes').array().notNull(),
    /** Percent of the base, or cents per $100 of sum insured (FENZ, NHC). */
    rate: numeric('rate', { precision: 9, scale: 6 }).notNull(),
    cap: money('cap'),
    flat: money('flat'),
    /** First day a policy effected or renewed on it pays this rate (inclusive). */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** First day it no longer does (exclusive); null = in force. */
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** Only for an insured that declared itself a small business (the NSW exemption). */
    smallBusinessOnly: boolean('small_business_only').notNull().default(false),
    /** How sure the reference is: V, V2 or U. */
    status: varchar('status', { length: 2 }).notNull(),
    source: text('source').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tax_rates_jurisdiction_kind').on(t.jurisdiction, t.kind)],
);
