import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { created, instant, percentage, updated } from '../../platform/db/columns.ts';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** §3 Product code: code and description, unique per company. */
export const productCodes = pgTable(
  'product_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    code: varchar('code', { length: 40 }).notNull(),
    description: varchar('description', { length: 255 }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('product_codes_company_code_unique').on(t.companyId, sql`lower(${t.code})`)],
);

/** §3 ProductClass: an underwriting agency's own sub-class of one of the four classes (decision 211). */
export const productSubClasses = pgTable(
  'product_sub_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    productClass: smallint('product_class').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('product_sub_classes_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** §3 Product: what does not change between versions. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    name: varchar('name', { length: 160 }).notNull(),
    description: text('description'),
    productClass: smallint('product_class'),
    offeringType: smallint('offering_type').notNull(),
    parentProductClass: smallint('parent_product_class'),
    productSubClassId: integer('product_sub_class_id').references(() => productSubClasses.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('products_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('products_sub_class_idx').on(t.productSubClassId),
  ],
);

export const productProductCodes = pgTable(
  'product_product_codes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productCodeId: integer('product_code_id')
      .notNull()
      .references(() => productCodes.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.productCodeId] }),
    index('product_product_codes_code_idx').on(t.productCodeId),
  ],
);

/** A version of a product (DESIGN §5 versioning) with every setting of spec §3 Product. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    savedOnce: boolean('saved_once').notNull().default(false),
    /** Set by the risks capability (lockProductVersion) when a risk is rated on this version. */
    inUse: boolean('in_use').notNull().default(false),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Australia/Sydney'),
    bindTime: varchar('bind_time', { length: 5 }).notNull().default('16:00'),
    expiryTimeMode: varchar('expiry_time_mode', { length: 20 }).notNull().default('fixed'),
    expiryTime: varchar('expiry_time', { length: 5 }).default('16:00'),
    futureInceptionDayLimit: integer('future_inception_day_limit').notNull().default(90),
    defaultTermMonths: smallint('default_term_months').notNull().default(12),
    minTermMonths: smallint('min_term_months').notNull().default(1),
    maxTermMonths: smallint('max_term_months').notNull().default(18),
    maxBackdateDays: smallint('max_backdate_days').notNull().default(30),
    maxDiscountPercent: percentage('max_discount_percent').notNull().default('0'),
    authorityLevel: smallint('authority_level').notNull().default(10),
    minUnderwriterAuthorityLevel: smallint('min_underwriter_authority_level').notNull().default(10),
    currency: varchar('currency', { length: 3 }).notNull().default('aud'),
    autoAssignUnderwriterOnReferral: boolean('auto_assign_underwriter_on_referral')
      .notNull()
      .default(false),
    hideAssignedUnderwriterFromBrokers: boolean('hide_assigned_underwriter_from_brokers')
      .notNull()
      .default(false),
    showDeclineMessages: boolean('show_decline_messages').notNull().default(true),
    showEndorsementMessages: boolean('show_endorsement_messages').notNull().default(true),
    showReferralMessages: boolean('show_referral_messages').notNull().default(true),
    showQuoteSummaryPanel: boolean('show_quote_summary_panel').notNull().default(true),
    /** The engine's premium settings; money and percentages inside are decimal strings. */
    premium: jsonb('premium').notNull().default({ fees: [], taxes: [] }),
    formSchema: jsonb('form_schema').notNull().default({ type: 'object', properties: {} }),
    formLayout: jsonb('form_layout').notNull().default({}),
    publishedAt: instant('published_at'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('product_versions_number_unique').on(t.productId, t.versionNumber),
    index('product_versions_company_idx').on(t.companyId),
  ],
);

const versionId = () =>
  integer('version_id')
    .notNull()
    .references(() => productVersions.id, { onDelete: 'cascade' });

/** §3 Property formula; names are identifiers unique per version. */
export const propertyFormulas = pgTable(
  'property_formulas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description'),
    dataType: varchar('data_type', { length: 10 }).notNull(),
    formula: text('formula').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    overridable: boolean('overridable').notNull().default(false),
    required: boolean('required').notNull().default(false),
    showOnPremiumSummary: boolean('show_on_premium_summary').notNull().default(false),
    showOnQuoteSummary: boolean('show_on_quote_summary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('property_formulas_version_name_unique').on(t.versionId, t.name)],
);

/** Underwriting formulas: the engine's JSON step programs. */
export const underwritingFormulas = pgTable(
  'underwriting_formulas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 160 }),
    steps: jsonb('steps').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('underwriting_formulas_version_name_unique').on(t.versionId, t.name)],
);

/** Underwriting rules: refer, decline or endorse when a condition holds. */
export const productRules = pgTable(
  'product_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    name: varchar('name', { length: 160 }).notNull(),
    condition: text('condition').notNull(),
    outcome: varchar('outcome', { length: 10 }).notNull(),
    message: text('message').notNull(),
    visibleToBroker: boolean('visible_to_broker').notNull().default(true),
    /** An endorsement of the authority module; not a foreign key so the modules stay independent. */
    endorsementId: integer('endorsement_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_rules_version_name_unique').on(t.versionId, sql`lower(${t.name})`)],
);

/** Rating tables (Datasets and Custom Datasets). Cells are text, numbers or null. */
export const productDatasets = pgTable(
  'product_datasets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    name: varchar('name', { length: 80 }).notNull(),
    columns: jsonb('columns').notNull(),
    rows: jsonb('rows').notNull(),
  },
  (t) => [uniqueIndex('product_datasets_version_name_unique').on(t.versionId, t.name)],
);

/** Saved test cases of a version (DESIGN §6 test runs). */
export const productTestCases = pgTable(
  'product_test_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    name: varchar('name', { length: 160 }).notNull(),
    proposal: jsonb('proposal').notNull(),
    context: jsonb('context').notNull(),
    expected: jsonb('expected').notNull(),
  },
  (t) => [
    uniqueIndex('product_test_cases_version_name_unique').on(t.versionId, sql`lower(${t.name})`),
  ],
);

/** A stored run of every test case of a version. */
export const productTestRuns = pgTable(
  'product_test_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    versionId: versionId(),
    passed: boolean('passed').notNull(),
    total: integer('total').notNull(),
    failed: integer('failed').notNull(),
    results: jsonb('results').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
  },
  (t) => [index('product_test_runs_version_idx').on(t.versionId, t.createdAt)],
);

/** §3 Product package. */
export const productPackages = pgTable(
  'product_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    name: varchar('name', { length: 160 }).notNull(),
    description: text('description'),
    productType: varchar('product_type', { length: 10 }).notNull(),
    riskReferenceFormat: varchar('risk_reference_format', { length: 100 }).notNull(),
    targetCountry: varchar('target_country', { length: 2 }).notNull(),
    promotionalImageFileVersionId: integer('promotional_image_file_version_id'),
    mainProductId: integer('main_product_id').references(() => products.id),
    brokerAccess: varchar('broker_access', { length: 10 }).notNull().default('all'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('product_packages_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('product_packages_main_idx').on(t.mainProductId),
  ],
);

export const productPackageAddOns = pgTable(
  'product_package_add_ons',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => productPackages.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.productId] }),
    index('product_package_add_ons_product_idx').on(t.productId),
  ],
);

/** The broker whitelist or blacklist of a package (which of the two is the package's brokerAccess). */
export const productPackageBrokers = pgTable(
  'product_package_brokers',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => productPackages.id, { onDelete: 'cascade' }),
    brokerCompanyId: integer('broker_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.brokerCompanyId] })],
);
