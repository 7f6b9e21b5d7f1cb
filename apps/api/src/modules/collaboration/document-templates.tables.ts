import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { files } from '../../platform/files/files.tables.ts';
import { clauses } from '../authority/clauses/clauses.tables.ts';
import { companies } from '../companies/companies.tables.ts';
import { companyTags } from '../tags/tags.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { productVersions } from '../products/products.tables.ts';
import { riskPackages, riskTransactions } from '../risks/risks.tables.ts';

/**
 * §3 Document template (decision 147): name, content (rich text with liquid merge fields), type single or
 * combined, additional documents (other templates), tags. `version` counts saves; a generated document
 * records the version it was made from.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    content: text('content').notNull().default(''),
    type: varchar('type', { length: 10 }).notNull().default('single'),
    additionalTemplateIds: jsonb('additional_template_ids').$type<number[]>().notNull().default([]),
    /** Uploaded PDFs of the company's store appended after the templates (decision 186). */
    additionalFileIds: jsonb('additional_file_ids').$type<number[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    /**
     * The working version's status (decision 224): draft (edited in place), live (generation uses it),
     * locked (a document was made from it). Editing a live or locked version starts a new draft.
     */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A template as it was before a save changed it (decision 185): every earlier version, with who saved it
 * and when. The current version is the template row itself.
 */
export const documentTemplateVersions = pgTable(
  'document_template_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    content: text('content').notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    additionalTemplateIds: jsonb('additional_template_ids').$type<number[]>().notNull(),
    additionalFileIds: jsonb('additional_file_ids').$type<number[]>().notNull(),
    /** The clauses that version included, in order (decision 224: a draft's clauses do not change it). */
    clauseIds: jsonb('clause_ids').$type<number[]>().notNull().default([]),
    /** Live or locked (decision 224): only published versions go to the history. */
    status: varchar('status', { length: 10 }).notNull().default('live'),
    savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: instant('saved_at').notNull(),
  },
  (t) => [uniqueIndex('document_template_versions_unique').on(t.templateId, t.version)],
);

/** Which templates a product version produces, at quote or at bind. A template in use cannot be deleted. */
export const productVersionTemplates = pgTable(
  'product_version_templates',
  {
    productVersionId: integer('product_version_id')
      .notNull()
      .references(() => productVersions.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id),
    event: varchar('event', { length: 10 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productVersionId, t.templateId, t.event] }),
    index('product_version_templates_template_idx').on(t.templateId),
  ],
);

/**
 * A document generated for a risk transaction at an event: one row per (transaction, template, event), so a
 * retried job finds it and never makes a second. The PDF is a file of the underwriting company's store.
 */
export const riskDocuments = pgTable(
  'risk_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => riskTransactions.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id),
    templateVersion: integer('template_version').notNull(),
    event: varchar('event', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    error: text('error'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_documents_unique').on(t.transactionId, t.templateId, t.event),
    index('risk_documents_package_idx').on(t.riskPackageId),
  ],
);

/**
 * The clauses a template includes, in order (decision 192). A clause a template includes cannot be
 * deleted (restrict); the template's rows go with it.
 */
export const documentTemplateClauses = pgTable(
  'document_template_clauses',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    clauseId: integer('clause_id')
      .notNull()
      .references(() => clauses.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.clauseId] }),
    index('document_template_clauses_clause_idx').on(t.clauseId),
  ],
);

/**
 * A company tag on a document template (§1 "tags … applied to templates", §3; decision 226): the template's
 * identity like its name, not versioned. Both sides cascade.
 */
export const documentTemplateTags = pgTable(
  'document_template_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => companyTags.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.templateId] }),
    index('document_template_tags_template_idx').on(t.templateId),
  ],
);
