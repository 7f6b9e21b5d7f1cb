import { date, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { created } from '../../../platform/db/columns.ts';
import { companies } from '../../companies/companies.tables.ts';
import { users } from '../../identity/identity.tables.ts';
import { productVersions } from '../../products/products.tables.ts';

/**
 * Impact tests of a draft product version (decision 216): the live version's policies bound in
 * [from, to] re-rated on the draft by a tracked job (`job_run_id`); `summary` is the job's analysis
 * (ImpactSummaryDto), null until it succeeds. Each policy's line is in the job's CSV.
 */
export const impactTests = pgTable(
  'impact_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => productVersions.id, { onDelete: 'cascade' }),
    liveVersionId: integer('live_version_id')
      .notNull()
      .references(() => productVersions.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    jobRunId: integer('job_run_id'),
    summary: jsonb('summary'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('impact_tests_version_idx').on(t.companyId, t.versionId)],
);
