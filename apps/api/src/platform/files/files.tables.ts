import { bigint, boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/** A stored file; its content lives in versions (§3 file: name, mime type, version number, ...). */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id'),
    ownerUserId: integer('owner_user_id'),
    purpose: varchar('purpose', { length: 40 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    visibility: smallint('visibility').notNull().default(1),
    locked: boolean('locked').notNull().default(false),
    /** §3 protected flag: a protected file cannot be deleted (company documents). */
    isProtected: boolean('protected').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_company_idx').on(t.companyId), index('files_owner_idx').on(t.ownerUserId)],
);

export const fileVersions = pgTable(
  'file_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    companyId: integer('company_id'),
    versionNumber: integer('version_number').notNull(),
    /** The name the version was uploaded with (a file keeps one name; each version its own download name). */
    name: varchar('name', { length: 255 }),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('file_versions_file_idx').on(t.fileId)],
);
