import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskCodes, syndicates } from './reference.tables.ts';
import { instant, money, percentage } from '../../platform/db/columns.ts';

/** §3 Binding agreement; calendar dates are read in its own IANA time zone (DESIGN §5). */
export const bindingAgreements = pgTable(
  'binding_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    managingInsuranceCompanyId: integer('managing_insurance_company_id')
      .notNull()
      .references(() => companies.id),
    currencyType: varchar('currency_type', { length: 3 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    uniqueMarketReference: varchar('unique_market_reference', { length: 60 }).notNull(),
    agreementNumber: varchar('agreement_number', { length: 60 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('binding_agreements_company_umr_unique').on(
      t.companyId,
      sql`lower(${t.uniqueMarketReference})`,
    ),
    unique('binding_agreements_company_id_id').on(t.companyId, t.id),
    check('binding_agreements_dates', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/** §3/§4 Binding agreement period: a version under the one versioning mechanism (draft → live → locked). */
export const agreementPeriods = pgTable(
  'agreement_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    bindingAgreementId: integer('binding_agreement_id').notNull(),
    version: integer('version').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    visibility: smallint('visibility').notNull().default(1),
    savedOnce: boolean('saved_once').notNull().default(false),
    inUse: boolean('in_use').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'agreement_periods_agreement_fk',
      columns: [t.companyId, t.bindingAgreementId],
      foreignColumns: [bindingAgreements.companyId, bindingAgreements.id],
    }).onDelete('cascade'),
    unique('agreement_periods_agreement_version').on(t.bindingAgreementId, t.version),
    unique('agreement_periods_company_id_id').on(t.companyId, t.id),
    check('agreement_periods_status', sql`${t.status} in ('draft', 'live', 'locked')`),
  ],
);

/** §3 Authorised underwriters of a period: a user of the company with limits on authority, backdating and discount. */
export const authorisedUnderwriters = pgTable(
  'authorised_underwriters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    periodId: integer('period_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    authorityLevel: smallint('authority_level').notNull(),
    maximumBackdateDays: smallint('maximum_backdate_days').notNull(),
    maximumDiscountPercentage: percentage('maximum_discount_percentage').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'authorised_underwriters_period_fk',
      columns: [t.companyId, t.periodId],
      foreignColumns: [agreementPeriods.companyId, agreementPeriods.id],
    }).onDelete('cascade'),
    unique('authorised_underwriters_period_user').on(t.periodId, t.userId),
    check(
      'authorised_underwriters_limits',
      sql`${t.authorityLevel} between 1 and 10 and ${t.maximumBackdateDays} between 1 and 100 and ${t.maximumDiscountPercentage} between 0 and 100`,
    ),
  ],
);

/** §3 Sections of a period: limits, commissions and percentages. */
export const agreementSections = pgTable(
  'agreement_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    periodId: integer('period_id').notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    minimumLimit: money('minimum_limit').notNull(),
    maximumLimit: money('maximum_limit').notNull(),
    coverholderCommissionAmount: money('coverholder_commission_amount'),
    claimsHandlingAmount: money('claims_handling_amount'),
    reinsuranceBrokerageCommissionAmount: money('reinsurance_brokerage_commission_amount'),
    reinsuranceBrokerageCommissionIncurred: money('reinsurance_brokerage_commission_incurred'),
    maximumPremiumLimit: money('maximum_premium_limit'),
    notifiablePremiumLimitPercentage: percentage('notifiable_premium_limit_percentage'),
    exchangeCommissionPercentage: percentage('exchange_commission_percentage'),
  },
  (t) => [
    foreignKey({
      name: 'agreement_sections_period_fk',
      columns: [t.companyId, t.periodId],
      foreignColumns: [agreementPeriods.companyId, agreementPeriods.id],
    }).onDelete('cascade'),
    uniqueIndex('agreement_sections_period_name_unique').on(t.periodId, sql`lower(${t.name})`),
    unique('agreement_sections_company_id_id').on(t.companyId, t.id),
    check('agreement_sections_limits', sql`${t.minimumLimit} <= ${t.maximumLimit}`),
  ],
);

/** §3 Quota share syndicates of a section; the service keeps each section's shares at exactly 100 %. */
export const sectionQuotaShares = pgTable(
  'section_quota_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    sectionId: integer('section_id').notNull(),
    syndicateId: integer('syndicate_id').notNull(),
    sharePercentage: percentage('share_percentage').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'section_quota_shares_section_fk',
      columns: [t.companyId, t.sectionId],
      foreignColumns: [agreementSections.companyId, agreementSections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'section_quota_shares_syndicate_fk',
      columns: [t.companyId, t.syndicateId],
      foreignColumns: [syndicates.companyId, syndicates.id],
    }).onDelete('restrict'),
    unique('section_quota_shares_section_syndicate').on(t.sectionId, t.syndicateId),
    index('section_quota_shares_syndicate_idx').on(t.syndicateId),
  ],
);

/**
 * §3 Risk codes of a section with product codes and prerequisite product codes. Product codes belong to
 * the products module, which had no table when this was written: their ids are stored as arrays without
 * a foreign key (docs/decisions/070-authority.md).
 */
export const sectionRiskCodes = pgTable(
  'section_risk_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    sectionId: integer('section_id').notNull(),
    riskCodeId: integer('risk_code_id').notNull(),
    productCodeIds: integer('product_code_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    prerequisiteProductCodeIds: integer('prerequisite_product_code_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    foreignKey({
      name: 'section_risk_codes_section_fk',
      columns: [t.companyId, t.sectionId],
      foreignColumns: [agreementSections.companyId, agreementSections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'section_risk_codes_risk_code_fk',
      columns: [t.companyId, t.riskCodeId],
      foreignColumns: [riskCodes.companyId, riskCodes.id],
    }).onDelete('restrict'),
    unique('section_risk_codes_section_risk_code').on(t.sectionId, t.riskCodeId),
    index('section_risk_codes_risk_code_idx').on(t.riskCodeId),
  ],
);

/** §3 Section groups for co-insurance: a named set of sections of one period. */
export const sectionGroups = pgTable(
  'section_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    periodId: integer('period_id').notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    description: text('description'),
  },
  (t) => [
    foreignKey({
      name: 'section_groups_period_fk',
      columns: [t.companyId, t.periodId],
      foreignColumns: [agreementPeriods.companyId, agreementPeriods.id],
    }).onDelete('cascade'),
    uniqueIndex('section_groups_period_name_unique').on(t.periodId, sql`lower(${t.name})`),
  ],
);

/** Members of a section group; a section belongs to at most one group. */
export const sectionGroupMembers = pgTable(
  'section_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => sectionGroups.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => agreementSections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.sectionId] }),
    uniqueIndex('section_group_members_section_unique').on(t.sectionId),
  ],
);
