import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { instant } from '../../platform/db/columns.ts';

/**
 * Company datasets (spec §2 "Datasets and Custom Datasets", decision 061): lookup tables every product
 * version of the company can read; a version dataset of the same name wins. Cells are text, numbers or null.
 */
export const companyDatasets = pgTable(
  'company_datasets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    columns: jsonb('columns').notNull(),
    rows: jsonb('rows').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  // Names are case-sensitive like version datasets (LOOKUP("rates", …) names them exactly).
  (t) => [uniqueIndex('company_datasets_company_name_unique').on(t.companyId, t.name)],
);
