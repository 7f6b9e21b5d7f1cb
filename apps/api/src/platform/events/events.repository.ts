import type { Executor } from '../db/client.ts';
import { events } from './events.tables.ts';

/** Inserts one audit event row. */
export async function insertEvent(db: Executor, row: typeof events.$inferInsert): Promise<void> {
  await db.insert(events).values(row);
}
