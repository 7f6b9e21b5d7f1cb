import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { processState } from '../shutdown.ts';
import { readinessCheck } from './readiness.ts';

/** `/health/ready` (issue 23, decision 110): bounded, 503 when the database cannot serve or the node drains. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
afterEach(() => {
  processState.draining = false;
});

const get = async (path: string) => {
  const res = await fetch(`${server.baseUrl}${path}`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
};

describe('readiness', () => {
  it('answers 200 with the database checked; /health stays the cheap liveness answer', async () => {
    expect(await get('/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'ok' },
    });
    expect(await get('/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 draining (with the error model and Retry-After) once a stop signal arrived, while /health stays 200', async () => {
    processState.draining = true;
    expect(await get('/health/ready')).toMatchObject({
      status: 503,
      retryAfter: '2',
      body: { status: 'draining', code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
    });
    expect((await get('/health')).status).toBe(200);
  });

  it('a database that cannot be reached: 503 unreachable within the probe bound', async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      connectTimeoutMs: 500,
    });
    const probe = readinessCheck({ database, db: database.db });
    const started = Date.now();
    expect(await probe.check()).toMatchObject({
      status: 'unavailable',
      database: 'unreachable',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    await database.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'an exhausted pool (every connection busy, requests queued): 503 exhausted',
    async () => {
      const url = server.ctx.database.pool!.options.connectionString!;
      const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
      const held = await database.pool!.connect();
      const queued = database.db.execute(sql`select 1`).catch(() => undefined);
      const probe = readinessCheck({ database, db: database.db });
      expect(await probe.check()).toMatchObject({ status: 'unavailable', database: 'exhausted' });
      held.release();
      await queued;
      expect(await probe.check()).toMatchObject({ status: 'ok', database: 'ok' });
      await database.close();
    },
  );
});

describe('TEST_TRANSACTION_DELAY_MS', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_TRANSACTION_DELAY_MS: '100' })).toThrow(
      /TEST_TRANSACTION_DELAY_MS: a test-only setting, refused in production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        TEST_TRANSACTION_DELAY_MS: '100',
        DATA_DIR: '/tmp/turbine-cfg-test',
      }).TEST_TRANSACTION_DELAY_MS,
    ).toBe(100);
  });
});
