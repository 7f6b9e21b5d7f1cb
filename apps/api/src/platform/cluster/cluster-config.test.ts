// Issue 27: a node declared part of a cluster refuses to start half-configured; Redis names carry the
// deployment's prefix.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { redisPrefix } from './redis-prefix.ts';

const secret = 's'.repeat(48);
const complete = {
  NODE_ENV: 'production',
  DATA_DIR: '/nonexistent',
  CLUSTER: 'true',
  DATABASE_URL: 'postgres://turbine@db:5432/turbine_prod',
  REDIS_URL: 'redis://redis:6379',
  S3_BUCKET: 'turbine-files',
  APP_KEY: `a${secret}`,
  PUSHER_APP_SECRET: `p${secret}`,
  TWO_FACTOR_KEY: `t${secret}`,
};

describe('CLUSTER=true in production', () => {
  it('starts when everything the nodes share is configured', () => {
    expect(loadConfig(complete).CLUSTER).toBe(true);
  });

  it.each([
    ['REDIS_URL', /REDIS_URL is not set: realtime events and cache invalidations/],
    ['S3_BUCKET', /S3_BUCKET is not set: files would be stored on this node's local disk/],
    ['DATABASE_URL', /DATABASE_URL is not set: the embedded PGlite database/],
    ['APP_KEY', /APP_KEY not set in the environment: each node would generate its own/],
  ])('refuses to start without %s, naming it', (name, message) => {
    const env: Record<string, string | undefined> = { ...complete, [name]: undefined };
    expect(() => loadConfig(env)).toThrow(
      /^Refusing to start: CLUSTER=true but this node is half-configured/,
    );
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every problem at once', () => {
    const env = { ...complete, REDIS_URL: undefined, S3_BUCKET: undefined };
    expect(() => loadConfig(env)).toThrow(/REDIS_URL[\s\S]*S3_BUCKET/);
  });

  it('does not apply without CLUSTER or outside production', () => {
    expect(loadConfig({ ...complete, CLUSTER: 'false', REDIS_URL: undefined }).CLUSTER).toBe(false);
    expect(
      loadConfig({ ...complete, NODE_ENV: 'development', REDIS_URL: undefined, DATA_DIR: '/tmp' })
        .CLUSTER,
    ).toBe(true);
  });
});

describe('redisPrefix', () => {
  it('is REDIS_PREFIX when set, else derived from the database name', () => {
    expect(redisPrefix({ REDIS_PREFIX: 'acme-prod', DATABASE_URL: complete.DATABASE_URL })).toBe(
      'acme-prod',
    );
    expect(redisPrefix({ DATABASE_URL: complete.DATABASE_URL })).toBe('turbine:turbine_prod');
    expect(redisPrefix({ DATABASE_URL: 'postgres://u@h/turbine_staging?sslmode=require' })).toBe(
      'turbine:turbine_staging',
    );
    expect(redisPrefix({})).toBe('turbine');
  });

  it('refuses a prefix with spaces or wildcards', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp', REDIS_PREFIX: 'a b*' })).toThrow(/REDIS_PREFIX/);
  });
});
