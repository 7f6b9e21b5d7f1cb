import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables.ts';
import { created } from '../../platform/db/columns.ts';

/**
 * The operator's uploads of ASIC's public register extracts (decision 219): the AFS licensee CSV and the
 * authorised representative (tab-delimited) CSV of data.gov.au. The latest upload of each register is
 * the one checked; an older one stays for the audit trail until replaced.
 */
export const afsRegisterUploads = pgTable('afs_register_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 'licensee' | 'representative' */
  register: varchar('register', { length: 14 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  rowCount: integer('row_count').notNull(),
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
  createdAt: created(),
});

/** One authorisation of an upload: a licence or an AR appointment, with its dates and status. */
export const afsRegisterEntries = pgTable(
  'afs_register_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => afsRegisterUploads.id, { onDelete: 'cascade' }),
    /** Without leading zeros, so 000030366 and 30366 are one number. */
    number: varchar('number', { length: 9 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** For an AR: the licence it acts under. */
    licenceNumber: varchar('licence_number', { length: 9 }),
    /** AFS_REP_STATUS as published (e.g. Current, Ceased); null for the licensee register, which has none. */
    status: varchar('status', { length: 40 }),
    startDate: date('start_date', { mode: 'string' }),
    /** The date it ceased (AFS_LIC_END_DT / AFS_REP_END_DT): not current from that day on; null while it runs. */
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [index('afs_register_entries_upload_number_idx').on(t.uploadId, t.number)],
);
