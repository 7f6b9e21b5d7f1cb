import { and, gt, lt, ne, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { clusterNodes } from './heartbeat.tables.ts';

export type ClusterNodeRow = typeof clusterNodes.$inferSelect;

/** Writes (or refreshes) this process's heartbeat row. */
export async function upsertHeartbeat(
  db: Executor,
  row: Pick<ClusterNodeRow, 'nodeId' | 'role' | 'cluster' | 'hostname' | 'pid'>,
): Promise<void> {
  await db
    .insert(clusterNodes)
    .values(row)
    .onConflictDoUpdate({ target: clusterNodes.nodeId, set: { seenAt: sql`now()` } });
}

/** Other processes seen within the last `seconds`. */
export async function otherLiveNodes(
  db: Executor,
  nodeId: string,
  seconds: number,
): Promise<ClusterNodeRow[]> {
  return db
    .select()
    .from(clusterNodes)
    .where(
      and(
        ne(clusterNodes.nodeId, nodeId),
        gt(clusterNodes.seenAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}

/** Removes this process's row (clean stop) and rows not refreshed for an hour (processes that died). */
export async function deleteHeartbeats(db: Executor, nodeId: string): Promise<void> {
  await db.delete(clusterNodes).where(eq(clusterNodes.nodeId, nodeId));
  await db.delete(clusterNodes).where(lt(clusterNodes.seenAt, sql`now() - interval '1 hour'`));
}
