import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { created } from '../../platform/db/columns.ts';
import { files } from '../../platform/files/files.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';

/** Files of a risk package (underwriter panel Files): private to the underwriting company or shared with the broker. */
export const riskFiles = pgTable(
  'risk_files',
  {
    riskPackageId: integer('risk_package_id')
      .notNull()
      .references(() => riskPackages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.riskPackageId, t.fileId] })],
);
