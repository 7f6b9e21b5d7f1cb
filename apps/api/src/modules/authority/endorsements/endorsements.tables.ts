import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.tables.ts';
import { clauses } from '../clauses/clauses.tables.ts';
import { instant } from '../../../platform/db/columns.ts';

/** §3 Endorsement: the stable identity (and name) that rules and risks refer to; content lives in versions. */
export const endorsements = pgTable(
  'endorsements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 160 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endorsements_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    unique('endorsements_company_id_id').on(t.companyId, t.id),
  ],
);

/** §3/§4 Endorsement version: sanitized rich content, product classes, visibility, versioning state. */
export const endorsementVersions = pgTable(
  'endorsement_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    endorsementId: integer('endorsement_id').notNull(),
    version: integer('version').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    visibility: smallint('visibility').notNull().default(1),
    savedOnce: boolean('saved_once').notNull().default(false),
    inUse: boolean('in_use').notNull().default(false),
    content: text('content').notNull().default(''),
    productClasses: smallint('product_classes')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'endorsement_versions_endorsement_fk',
      columns: [t.companyId, t.endorsementId],
      foreignColumns: [endorsements.companyId, endorsements.id],
    }).onDelete('cascade'),
    unique('endorsement_versions_endorsement_version').on(t.endorsementId, t.version),
    unique('endorsement_versions_company_id_id').on(t.companyId, t.id),
    check('endorsement_versions_status', sql`${t.status} in ('draft', 'live', 'locked')`),
  ],
);

/** §3 Rules that attach an endorsement: the expression text, evaluated by the rating engine. */
export const endorsementRules = pgTable(
  'endorsement_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    endorsementVersionId: integer('endorsement_version_id').notNull(),
    position: integer('position').notNull(),
    expression: text('expression').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'endorsement_rules_version_fk',
      columns: [t.companyId, t.endorsementVersionId],
      foreignColumns: [endorsementVersions.companyId, endorsementVersions.id],
    }).onDelete('cascade'),
    unique('endorsement_rules_version_position').on(t.endorsementVersionId, t.position),
  ],
);

/**
 * The clauses an endorsement version includes, in order (decision 233): chosen among the company's clauses
 * with a live wording; the clause cannot be deleted while an endorsement includes it.
 */
export const endorsementVersionClauses = pgTable(
  'endorsement_version_clauses',
  {
    companyId: integer('company_id').notNull(),
    endorsementVersionId: integer('endorsement_version_id').notNull(),
    position: integer('position').notNull(),
    clauseId: integer('clause_id')
      .notNull()
      .references(() => clauses.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.endorsementVersionId, t.position] }),
    foreignKey({
      name: 'endorsement_version_clauses_version_fk',
      columns: [t.companyId, t.endorsementVersionId],
      foreignColumns: [endorsementVersions.companyId, endorsementVersions.id],
    }).onDelete('cascade'),
    unique('endorsement_version_clauses_unique').on(t.endorsementVersionId, t.clauseId),
    index('endorsement_version_clauses_clause_idx').on(t.clauseId),
  ],
);
