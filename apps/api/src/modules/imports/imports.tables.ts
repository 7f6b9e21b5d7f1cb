import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { created, instant } from '../../platform/db/columns.ts';

/**
 * One uploaded policy-data file and what became of it (decision 128): validated or imported, its counts and
 * row errors. `status = 'imported'` is written in the same transaction as the policies, and a company can
 * hold one imported row per checksum: the same file can never be imported twice, even by two nodes at once.
 */
export const policyImports = pgTable(
  'policy_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'validate' or 'import'. */
    mode: varchar('mode', { length: 10 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** SHA-256 of the file's bytes, hex. */
    checksum: varchar('checksum', { length: 64 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Where the uploaded file is kept (platform storage) for the job to read. */
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }),
    rows: integer('rows').notNull().default(0),
    policies: integer('policies').notNull().default(0),
    transactions: integer('transactions').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first IMPORT_ERROR_LIMIT row errors: {row, column, value, message}[]. */
    errors: jsonb('errors').notNull().default([]),
    message: text('message'),
    jobRunId: integer('job_run_id'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: created(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('policy_imports_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('policy_imports_imported_checksum_unique')
      .on(t.companyId, t.checksum)
      .where(sql`${t.status} = 'imported'`),
    uniqueIndex('policy_imports_idempotency_unique')
      .on(t.companyId, t.mode, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** The mark of an imported policy: which file and row it came from (who and when are the import's). */
export const importedPolicies = pgTable(
  'imported_policies',
  {
    riskPackageId: integer('risk_package_id')
      .primaryKey()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => policyImports.id, { onDelete: 'cascade' }),
    /** The file's row of the policy's first transaction. */
    sourceRow: integer('source_row').notNull(),
  },
  (t) => [index('imported_policies_import_idx').on(t.importId)],
);

export type PolicyImportRow = typeof policyImports.$inferSelect;
