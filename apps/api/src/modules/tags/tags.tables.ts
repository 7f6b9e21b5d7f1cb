import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { created, updated } from '../../platform/db/columns.ts';
import { companies } from '../companies/companies.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';

/** §3 Company tag: a company's own label (name, colour), unique by name in the company (decision 171). */
export const companyTags = pgTable(
  'company_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    colour: varchar('colour', { length: 20 }).notNull().default('blue'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('company_tags_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** A tag on a risk package; only the tag's company sees it. */
export const riskPackageTags = pgTable(
  'risk_package_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => companyTags.id, { onDelete: 'cascade' }),
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.riskPackageId] }),
    index('risk_package_tags_package_idx').on(t.riskPackageId),
  ],
);

/** A tag on a company the tag's company works with. */
export const taggedCompanies = pgTable(
  'tagged_companies',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => companyTags.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.companyId] }),
    index('tagged_companies_company_idx').on(t.companyId),
  ],
);
