import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { instant, percentage } from '../../platform/db/columns.ts';

/** §3 Syndicates of an underwriting company (Syndicates screen). */
export const syndicates = pgTable(
  'syndicates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    description: text('description'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('syndicates_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    // Referencing (company_id, id) makes it impossible for a row to point at another company's syndicate.
    unique('syndicates_company_id_id').on(t.companyId, t.id),
  ],
);

/** §3 Risk codes: code and description; reinsurance periods below. */
export const riskCodes = pgTable(
  'risk_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    description: text('description'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_codes_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    unique('risk_codes_company_id_id').on(t.companyId, t.id),
  ],
);

/** §3 Reinsurance periods of a risk code: which syndicate reinsures it between two dates, and on what terms. */
export const reinsurancePeriods = pgTable(
  'reinsurance_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    riskCodeId: integer('risk_code_id').notNull(),
    syndicateId: integer('syndicate_id').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    capacityProviderPercentage: percentage('capacity_provider_percentage').notNull(),
    grossPremiumCommissionPercentage: percentage('gross_premium_commission_percentage').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'reinsurance_periods_risk_code_fk',
      columns: [t.companyId, t.riskCodeId],
      foreignColumns: [riskCodes.companyId, riskCodes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reinsurance_periods_syndicate_fk',
      columns: [t.companyId, t.syndicateId],
      foreignColumns: [syndicates.companyId, syndicates.id],
    }).onDelete('restrict'),
    check('reinsurance_periods_dates', sql`${t.dateFrom} <= ${t.dateTo}`),
    check(
      'reinsurance_periods_percentages',
      sql`${t.capacityProviderPercentage} between 0 and 100 and ${t.grossPremiumCommissionPercentage} between 0 and 100`,
    ),
    index('reinsurance_periods_risk_code_idx').on(t.riskCodeId),
    index('reinsurance_periods_syndicate_idx').on(t.syndicateId),
  ],
);
