import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { files } from '../../platform/files/files.tables.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';

/**
 * §3 Folder: a company's document store is a tree of folders under one root folder (parent null).
 * Visibility private 1 (own company) or public 2 (companies it works with); locked = no change.
 */
export const folders = pgTable(
  'folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => folders.id),
    name: varchar('name', { length: 120 }).notNull(),
    visibility: smallint('visibility').notNull().default(1),
    locked: boolean('locked').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('folders_company_idx').on(t.companyId),
    index('folders_parent_idx').on(t.parentId),
    // One root per company; sibling names unique regardless of case.
    uniqueIndex('folders_company_root_unique')
      .on(t.companyId)
      .where(sql`${t.parentId} is null`),
    uniqueIndex('folders_parent_name_unique').on(t.parentId, sql`lower(${t.name})`),
  ],
);

/** Which folder holds a company document (a file belongs to one folder). */
export const folderFiles = pgTable(
  'folder_files',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id),
  },
  (t) => [index('folder_files_folder_idx').on(t.folderId)],
);
