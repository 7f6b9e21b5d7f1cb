import type { Config } from '../config.ts';

/**
 * The prefix of every Redis key and pub/sub channel of this deployment (decision 112): `REDIS_PREFIX`, else
 * `turbine:{database name}`, so two deployments on one Redis (staging and production) never share a channel
 * unless they share a database. Pub/sub ignores the database index of REDIS_URL, so the prefix is the only
 * separation there.
 */
export function redisPrefix(config: Pick<Config, 'REDIS_PREFIX' | 'DATABASE_URL'>): string {
  if (config.REDIS_PREFIX) return config.REDIS_PREFIX;
  if (!config.DATABASE_URL) return 'turbine';
  let name: string;
  try {
    name = decodeURIComponent(new URL(config.DATABASE_URL).pathname.replace(/^\//, ''));
  } catch {
    return 'turbine';
  }
  return name ? `turbine:${name}` : 'turbine';
}
