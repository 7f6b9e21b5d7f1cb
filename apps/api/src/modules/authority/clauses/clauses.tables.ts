import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.tables.ts';
import { instant } from '../../../platform/db/columns.ts';

/** §3 Clauses (decision 192): a clause of an underwriting agency's library; its wording lives in versions. */
export const clauses = pgTable(
  'clauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clauses_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    unique('clauses_company_id_id').on(t.companyId, t.id),
  ],
);

/** A clause version: sanitized rich text and its versioning state (DESIGN §5: draft, live, locked). */
export const clauseVersions = pgTable(
  'clause_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    clauseId: integer('clause_id').notNull(),
    version: integer('version').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    savedOnce: boolean('saved_once').notNull().default(false),
    inUse: boolean('in_use').notNull().default(false),
    content: text('content').notNull().default(''),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'clause_versions_clause_fk',
      columns: [t.companyId, t.clauseId],
      foreignColumns: [clauses.companyId, clauses.id],
    }).onDelete('cascade'),
    unique('clause_versions_clause_version').on(t.clauseId, t.version),
    check('clause_versions_status', sql`${t.status} in ('draft', 'live', 'locked')`),
  ],
);
