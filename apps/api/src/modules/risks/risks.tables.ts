import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { products, productPackages, productVersions } from '../products/products.tables.ts';
import { created, instant, money, percentage, updated } from '../../platform/db/columns.ts';

/**
 * §4 Workflow configuration: a company's custom underwriting statuses (beside the transaction status).
 * Deleting one that risks use requires moving them to another status (decision 090).
 */
export const underwritingStatuses = pgTable(
  'underwriting_statuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    colour: varchar('colour', { length: 20 }).notNull().default('blue'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('underwriting_statuses_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * §3 Risk package: what a broker places for an insured from one product package — the main risk and its
 * add-on risks — with one reference, one insured, one client access and one timeline.
 */
export const riskPackages = pgTable(
  'risk_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Rendered from the product package's risk reference format at creation; unique per underwriting company. */
    reference: varchar('reference', { length: 120 }).notNull(),
    brokerCompanyId: integer('broker_company_id')
      .notNull()
      .references(() => companies.id),
    /** The company that owns the product package (underwriting agency). */
    underwriterCompanyId: integer('underwriter_company_id')
      .notNull()
      .references(() => companies.id),
    /** The managing insurer of the binding agreement that covers the main risk, when one does. */
    insurerCompanyId: integer('insurer_company_id').references(() => companies.id),
    productPackageId: integer('product_package_id')
      .notNull()
      .references(() => productPackages.id),
    /** An existing client company, or null when the insured was entered as details only. */
    insuredCompanyId: integer('insured_company_id').references(() => companies.id),
    /** InsuredDetails of @turbine/domain (name, email, phone, preferred contact method, address...). */
    insured: jsonb('insured').notNull(),
    insuredName: varchar('insured_name', { length: 200 }).notNull(),
    /** IANA zone the risk's calendar days are read in (the main product version's bind timezone). */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Renewal chain: the package this one renews, and whether it is the latest in its chain (§6). */
    renewalOfId: integer('renewal_of_id'),
    isLatestInChain: boolean('is_latest_in_chain').notNull().default(true),
    underwritingStatusId: integer('underwriting_status_id').references(
      () => underwritingStatuses.id,
    ),
    assignedUnderwriterId: integer('assigned_underwriter_id').references(() => users.id),
    /** Referred to the underwriting team (no single underwriter). */
    referredToTeam: boolean('referred_to_team').notNull().default(false),
    /** The temporary user a proposal was sent to (§4 send to client), with the SHA-256 of their link token. */
    clientUserId: integer('client_user_id').references(() => users.id),
    clientTokenHash: varchar('client_token_hash', { length: 64 }),
    clientAccess: boolean('client_access').notNull().default(false),
    clientAccessGrantedAt: instant('client_access_granted_at'),
    /** The link token stops working at this instant: at most the 30 days a quote is valid (§9, decision 101). */
    clientTokenExpiresAt: instant('client_token_expires_at'),
    proposalDone: boolean('proposal_done').notNull().default(false),
    declarationConfirmedAt: instant('declaration_confirmed_at'),
    declarationConfirmedByUserId: integer('declaration_confirmed_by_user_id').references(
      () => users.id,
    ),
    /** Caches for lists and filters, kept by the service: the main risk's current transaction. */
    status: smallint('status').notNull().default(1),
    transactionType: smallint('transaction_type').notNull().default(1),
    inceptionDate: date('inception_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    totalPremium: money('total_premium'),
    boundAt: instant('bound_at'),
    /**
     * When Import Policy Data wrote this package (decision 156); null for a risk made on the platform. The
     * import's file, row and user are in `imported_policies` (imports module), the timeline says them.
     */
    importedAt: instant('imported_at'),
    /**
     * A broker's new business never submitted (decision 134): only the broker company sees it (list and
     * reads) until its main risk first leaves Initiated. Set by the create route, cleared by the package
     * caches' sync, never set again (a reopened or amended package stays visible).
     */
    brokerDraft: boolean('broker_draft').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('risk_packages_reference_unique').on(
      t.underwriterCompanyId,
      sql`lower(${t.reference})`,
    ),
    index('risk_packages_underwriter_idx').on(t.underwriterCompanyId, t.updatedAt, t.id),
    index('risk_packages_broker_idx').on(t.brokerCompanyId, t.updatedAt, t.id),
    index('risk_packages_insurer_idx').on(t.insurerCompanyId, t.updatedAt, t.id),
    // The insured's company lists its own policies (issue 19 item 3).
    index('risk_packages_insured_company_idx').on(t.insuredCompanyId, t.updatedAt, t.id),
    // The list's other sorts (decision 092): by reference and by insured, for both sides of the trade.
    index('risk_packages_underwriter_reference_idx').on(
      t.underwriterCompanyId,
      sql`lower(${t.reference})`,
      t.id,
    ),
    index('risk_packages_underwriter_insured_idx').on(
      t.underwriterCompanyId,
      sql`lower(${t.insuredName})`,
      t.id,
    ),
    index('risk_packages_broker_reference_idx').on(
      t.brokerCompanyId,
      sql`lower(${t.reference})`,
      t.id,
    ),
    index('risk_packages_broker_insured_idx').on(
      t.brokerCompanyId,
      sql`lower(${t.insuredName})`,
      t.id,
    ),
    // Decision 134: every list sort of every party role reads its 50 rows from an index in order.
    index('risk_packages_insurer_reference_idx').on(
      t.insurerCompanyId,
      sql`lower(${t.reference})`,
      t.id,
    ),
    index('risk_packages_insurer_insured_idx').on(
      t.insurerCompanyId,
      sql`lower(${t.insuredName})`,
      t.id,
    ),
    index('risk_packages_underwriter_inception_idx').on(
      t.underwriterCompanyId,
      t.inceptionDate,
      t.id,
    ),
    index('risk_packages_broker_inception_idx').on(t.brokerCompanyId, t.inceptionDate, t.id),
    index('risk_packages_insurer_inception_idx').on(t.insurerCompanyId, t.inceptionDate, t.id),
    // (company, status, id) also serves the status filter of the other sorts (it replaces (company, status)).
    index('risk_packages_underwriter_status_idx').on(t.underwriterCompanyId, t.status, t.id),
    index('risk_packages_broker_status_idx').on(t.brokerCompanyId, t.status, t.id),
    index('risk_packages_insurer_status_idx').on(t.insurerCompanyId, t.status, t.id),
    // Substring search (ILIKE '%…%') on reference and insured name: trigram GIN indexes (extension pg_trgm).
    index('risk_packages_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    index('risk_packages_insured_name_trgm_idx').using('gin', t.insuredName.op('gin_trgm_ops')),
    index('risk_packages_renewal_idx').on(t.renewalOfId),
    /** X-Temporary-Token sign-in looks the token's hash up on every request of the client's page. */
    index('risk_packages_client_token_idx')
      .on(t.clientTokenHash)
      .where(sql`${t.clientTokenHash} is not null`),
  ],
);

/** §6 Users assigned to a risk package (brokers and underwriters); only they may change it. */
export const riskPackageAssignments = pgTable(
  'risk_package_assignments',
  {
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.riskPackageId, t.userId] }),
    index('risk_package_assignments_user_idx').on(t.userId),
  ],
);

/** §3 Risk: one product of a package (main or add-on), pinned to the product version it is rated on. */
export const risks = pgTable(
  'risks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** ProductRole: Main 1, AddOn 2. */
    productRole: smallint('product_role').notNull(),
    productVersionId: integer('product_version_id')
      .notNull()
      .references(() => productVersions.id),
    /** Binding agreement period and section that cover it, found when it is rated. */
    agreementPeriodId: integer('agreement_period_id'),
    agreementSectionId: integer('agreement_section_id'),
    /** Placed once its first transaction is bound: inception fixed (§4). */
    placed: boolean('placed').notNull().default(false),
    /** A bound cancellation ended the policy. */
    cancelled: boolean('cancelled').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('risks_package_idx').on(t.riskPackageId),
    index('risks_version_idx').on(t.productVersionId),
    /** The risks a binding agreement section covers: binder utilisation (decision 190). */
    index('risks_section_idx').on(t.agreementSectionId),
  ],
);

/** The columns the dashboard's premium widgets read from a transaction besides its party and date. */
const widgetColumns = <C>(t: {
  status: C;
  type: C;
  grossPremium: C;
  basePremium: C;
  premiumChange: C;
  quotedAt: C;
  riskId: C;
}) => [t.status, t.type, t.grossPremium, t.basePremium, t.premiumChange, t.quotedAt, t.riskId];

/** §3 Risk transaction with every premium field; money numeric(18,2), percentages numeric(9,6). */
export const riskTransactions = pgTable(
  'risk_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskId: integer('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    /** Denormalised from the package for the report and lists (DESIGN §10). */
    riskPackageId: integer('risk_package_id').notNull(),
    underwriterCompanyId: integer('underwriter_company_id').notNull(),
    brokerCompanyId: integer('broker_company_id').notNull(),
    insurerCompanyId: integer('insurer_company_id'),
    /** 1, 2, 3... per risk, in creation order. */
    sequence: integer('sequence').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    inceptionDate: date('inception_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    reasonForCancellation: text('reason_for_cancellation'),
    /** Proposal answers of the pinned version's form. */
    proposal: jsonb('proposal').notNull().default({}),
    /** Manual values of overridable formulas (decimal strings). */
    overrides: jsonb('overrides').notNull().default({}),
    /** The engine's RatingResult with its trace, kept as rated. */
    rating: jsonb('rating'),
    ratedAt: instant('rated_at'),
    basePremium: money('base_premium'),
    calculatedPremium: money('calculated_premium'),
    grossPremium: money('gross_premium'),
    netPremium: money('net_premium'),
    manualPremium: money('manual_premium'),
    totalPremium: money('total_premium'),
    administrationFee: money('administration_fee'),
    brokerCommission: money('broker_commission'),
    brokerCommissionPercent: percentage('broker_commission_percent'),
    deductible: money('deductible'),
    limitOfIndemnity: money('limit_of_indemnity'),
    overseasTaxIncurred: money('overseas_tax_incurred'),
    /** Amendments and cancellations: share of the term remaining, and the additional (+) or return (−) premium. */
    proRataFactor: numeric('pro_rata_factor', { precision: 12, scale: 8 }),
    premiumChange: money('premium_change'),
    discountPercent: percentage('discount_percent').notNull().default('0'),
    quotedAt: instant('quoted_at'),
    approval: varchar('approval', { length: 10 }).notNull().default('none'),
    approverId: integer('approver_id').references(() => users.id),
    backdateAuthorised: boolean('backdate_authorised').notNull().default(false),
    needsApprovalBeforeQuote: boolean('needs_approval_before_quote').notNull().default(false),
    referralReasons: jsonb('referral_reasons').notNull().default([]),
    declineReasons: jsonb('decline_reasons').notNull().default([]),
    boundAt: instant('bound_at'),
    boundByUserId: integer('bound_by_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('risk_transactions_risk_sequence_unique').on(t.riskId, t.sequence),
    /** At most one open transaction per risk: concurrent amend/cancel/renew cannot both start one. */
    uniqueIndex('risk_transactions_one_open')
      .on(t.riskId)
      .where(sql`${t.status} in (1, 2, 3, 5)`),
    /**
     * The report's and the dashboard's ranges of a party's bound transactions. The columns after `bound_at`
     * are the ones the premium widgets read, so a widget is an index-only scan per bucket (decision 188;
     * drizzle has no INCLUDE, so they are key columns: the `(company, bound_at)` prefix serves as before).
     */
    index('risk_transactions_report_underwriter_idx').on(
      t.underwriterCompanyId,
      t.boundAt,
      ...widgetColumns(t),
      t.brokerCompanyId,
    ),
    index('risk_transactions_report_broker_idx').on(
      t.brokerCompanyId,
      t.boundAt,
      ...widgetColumns(t),
    ),
    index('risk_transactions_report_insurer_idx').on(
      t.insurerCompanyId,
      t.boundAt,
      ...widgetColumns(t),
      t.brokerCompanyId,
    ),
    index('risk_transactions_package_idx').on(t.riskPackageId),
    /** Quotes that may lapse: the quote expiry job's scan (decision 104). */
    index('risk_transactions_quoted_idx')
      .on(t.quotedAt)
      .where(sql`${t.status} = 3`),
    check(
      'risk_transactions_approval',
      sql`${t.approval} in ('none', 'requested', 'approved', 'denied')`,
    ),
  ],
);
