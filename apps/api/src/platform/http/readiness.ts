import { Redis } from 'ioredis';
import { errorCatalogue } from '@turbine/domain';
import { pingDatabase, type Database, type Db } from '../db/client.ts';
import { processState } from '../shutdown.ts';

/** How long the readiness probe waits for the database or Redis before calling it unreachable. */
const PROBE_TIMEOUT_MS = 2000;

export interface ReadinessAnswer {
  status: 'ok' | 'unavailable' | 'draining';
  database: 'ok' | 'unreachable' | 'exhausted';
  /** Present when REDIS_URL is set: Redis down degrades realtime fan-out only, so it never fails readiness. */
  redis?: 'ok' | 'unreachable';
  /** The error model's fields when not ready. */
  message?: string;
  code?: 'DATABASE_UNAVAILABLE';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/health/ready` (issue 23, decision 110): 503 while the node drains on SIGTERM, when the main pool is
 * exhausted (every connection busy and requests queued for one), or when `select 1` does not come back
 * within 2 s; Redis is pinged and reported when configured.
 */
export function readinessCheck(deps: { database: Database; db: Db; redisUrl?: string }): {
  check(): Promise<ReadinessAnswer>;
  close(): Promise<void>;
} {
  // Its own link: fails fast (no offline queue, one retry) and never touches the fan-out's links.
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: PROBE_TIMEOUT_MS,
      })
    : null;
  redis?.on('error', () => undefined);
  const redisState = async (): Promise<ReadinessAnswer['redis']> => {
    if (!redis) return undefined;
    try {
      if (redis.status === 'wait' || redis.status === 'end')
        await within(redis.connect(), PROBE_TIMEOUT_MS);
      await within(redis.ping(), PROBE_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  };
  const databaseState = async (): Promise<ReadinessAnswer['database']> => {
    const stats = deps.database.poolStats?.();
    if (stats && stats.waiting > 0 && stats.idle === 0 && stats.total >= stats.max)
      return 'exhausted';
    try {
      await within(pingDatabase(deps.db), PROBE_TIMEOUT_MS);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  };
  return {
    async check() {
      const [database, redisAnswer] = await Promise.all([databaseState(), redisState()]);
      const status = processState.draining ? 'draining' : database === 'ok' ? 'ok' : 'unavailable';
      const answer: ReadinessAnswer = { status, database };
      if (redisAnswer) answer.redis = redisAnswer;
      if (status !== 'ok')
        Object.assign(answer, {
          message: errorCatalogue.DATABASE_UNAVAILABLE.message,
          code: 'DATABASE_UNAVAILABLE',
        });
      return answer;
    },
    async close() {
      if (redis) redis.disconnect();
    },
  };
}
