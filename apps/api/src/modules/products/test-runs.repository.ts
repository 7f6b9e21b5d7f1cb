import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { productTestRuns } from './products.tables.ts';

export type RunRow = typeof productTestRuns.$inferSelect;

/** Stores a test run. */
export async function insertTestRun(
  db: Executor,
  values: Omit<typeof productTestRuns.$inferInsert, 'id' | 'createdAt'>,
): Promise<RunRow> {
  const [row] = await db.insert(productTestRuns).values(values).returning();
  return row!;
}

/** The newest runs of a version. */
export async function listTestRunRows(
  db: Executor,
  versionId: number,
  limit = 50,
): Promise<RunRow[]> {
  return db
    .select()
    .from(productTestRuns)
    .where(eq(productTestRuns.versionId, versionId))
    .orderBy(desc(productTestRuns.id))
    .limit(limit);
}
