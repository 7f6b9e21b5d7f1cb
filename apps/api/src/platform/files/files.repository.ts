import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { files, fileVersions } from './files.tables.ts';

/** Inserts a file with its first version. */
export async function insertFileWithVersion(
  db: Executor,
  file: typeof files.$inferInsert,
  version: Omit<typeof fileVersions.$inferInsert, 'fileId' | 'versionNumber'>,
) {
  const [created] = await db.insert(files).values(file).returning();
  const [v] = await db
    .insert(fileVersions)
    .values({ ...version, fileId: created!.id, versionNumber: 1 })
    .returning();
  return { file: created!, version: v! };
}

/** A file version with its file, or undefined. */
export async function findFileVersion(db: Executor, id: number) {
  const [row] = await db
    .select({ version: fileVersions, file: files })
    .from(fileVersions)
    .innerJoin(files, eq(files.id, fileVersions.fileId))
    .where(eq(fileVersions.id, id));
  return row;
}
