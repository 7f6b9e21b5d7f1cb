import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, updated } from '../../../platform/db/columns.ts';
import { companies } from '../../companies/companies.tables.ts';
import { users } from '../../identity/identity.tables.ts';

/**
 * Saved extractor report definitions (issue 14 "saves the definition", decision 208): a company's named
 * set of columns, filters and format, shared with every member who may execute company reports. The date
 * range is not saved (§5: the form starts at this month each time).
 */
export const extractorReportDefinitions = pgTable(
  'extractor_report_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The columns, filters and format, validated by `extractorDefinitionBody` on every write and read. */
    definition: jsonb('definition').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('extractor_report_definitions_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);
