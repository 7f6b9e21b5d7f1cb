import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { deleteHeartbeats, otherLiveNodes, upsertHeartbeat } from './heartbeat.repository.ts';

export interface HeartbeatOptions {
  db: Executor;
  config: Pick<Config, 'CLUSTER' | 'REDIS_URL'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  role: 'api' | 'worker';
  /** Tests shorten it. */
  intervalMs?: number;
}

export interface Heartbeat {
  nodeId: string;
  /** One beat now: refreshes this node's row and looks for others; the warning is logged at most once. */
  beat(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Writes this process's heartbeat row every `intervalMs` (default 10 s) on PostgreSQL (decision 112). A
 * node started without CLUSTER=true that sees another live node warns once: without the cluster settings
 * their caches, realtime events and files are not shared.
 */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { db, config, log, role } = options;
  const intervalMs = options.intervalMs ?? 10_000;
  const nodeId = randomUUID();
  let warned = false;
  const beat = async () => {
    await upsertHeartbeat(db, {
      nodeId,
      role,
      cluster: config.CLUSTER,
      hostname: hostname().slice(0, 255),
      pid: process.pid,
    });
    if (warned || config.CLUSTER) return;
    const others = await otherLiveNodes(db, nodeId, Math.ceil((intervalMs * 3) / 1000));
    if (others.length === 0) return;
    warned = true;
    log.warn(
      {
        otherNodes: others.map((o) => ({ role: o.role, hostname: o.hostname, pid: o.pid })),
        redis: Boolean(config.REDIS_URL),
      },
      'another Turbine process uses this database but CLUSTER is not set: sessions, caches, realtime events ' +
        'and files may not be shared between them. Set CLUSTER=true with REDIS_URL, S3_BUCKET and the ' +
        'secrets in the environment on every node (docs/deploy.md).',
    );
  };
  let running: Promise<void> = beat().catch((err: unknown) =>
    log.error({ err }, 'heartbeat failed'),
  );
  const timer = setInterval(() => {
    running = beat().catch((err: unknown) => log.error({ err }, 'heartbeat failed'));
  }, intervalMs);
  timer.unref();
  return {
    nodeId,
    beat,
    async stop() {
      clearInterval(timer);
      await running;
      await deleteHeartbeats(db, nodeId).catch(() => undefined);
    },
  };
}
