import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns.ts';

/**
 * One row per running process on this database (API node or worker), refreshed every few seconds
 * (decision 112): a node not declared part of a cluster warns when it sees another one.
 */
export const clusterNodes = pgTable('cluster_nodes', {
  nodeId: varchar('node_id', { length: 36 }).primaryKey(),
  /** 'api' or 'worker'. */
  role: varchar('role', { length: 10 }).notNull(),
  /** Started with CLUSTER=true. */
  cluster: boolean('cluster').notNull(),
  hostname: varchar('hostname', { length: 255 }).notNull(),
  pid: integer('pid').notNull(),
  startedAt: instant('started_at').notNull().defaultNow(),
  seenAt: instant('seen_at').notNull().defaultNow(),
});
