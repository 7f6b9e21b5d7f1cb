import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { companyWithAdmin } from './factories.ts';
import type { TestClient } from './client.ts';

/**
 * Issue 23: losing Redis degrades realtime fan-out only. Redis is reached through a TCP proxy the test
 * cuts and restores; the API keeps answering, publishing never waits, readiness reports Redis without
 * failing, and the links come back on their own. Needs TEST_REDIS_URL (as the fan-out tests).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.warn('redis-loss.test.ts skipped: set TEST_REDIS_URL to run it');

let proxy: Server;
let proxyPort = 0;
const sockets = new Set<Socket>();
let server: TestServer;
let client: TestClient;

function startProxy(port: number): Promise<Server> {
  const target = new URL(redisUrl);
  const s = createServer((downstream) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const sock of [downstream, upstream]) {
      sockets.add(sock);
      sock.on('error', () => sock.destroy());
      sock.on('close', () => sockets.delete(sock));
    }
    downstream.pipe(upstream).pipe(downstream);
  });
  return new Promise((done) => s.listen(port, '127.0.0.1', () => done(s)));
}

async function cutRedis(): Promise<void> {
  await new Promise<void>((done) => {
    proxy.close(() => done());
    for (const sock of sockets) sock.destroy();
  });
}

async function ready() {
  const res = await fetch(`${server.baseUrl}/health/ready`);
  return { status: res.status, body: (await res.json()) as { status: string; redis?: string } };
}

describe.skipIf(!redisUrl)('losing Redis (issue 23)', () => {
  beforeAll(async () => {
    proxy = await startProxy(0);
    proxyPort = (proxy.address() as AddressInfo).port;
    server = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${proxyPort}` });
    client = (await companyWithAdmin(server)).client;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((done) => proxy.close(() => done()));
    for (const sock of sockets) sock.destroy();
  });

  it('the API stays up, publishing fails fast, readiness reports Redis but stays 200; the links come back', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', redis: 'ok' },
    });
    await cutRedis();
    await new Promise((r) => setTimeout(r, 100));

    expect((await client.get('/user')).status).toBe(200);
    const started = Date.now();
    await server.ctx.realtime
      .publish('private-redis-loss', 'probe', { n: 1 })
      .catch(() => undefined);
    expect(Date.now() - started).toBeLessThan(1000);
    const degraded = await ready();
    expect(degraded).toMatchObject({ status: 200, body: { status: 'ok', redis: 'unreachable' } });
    expect((await client.get('/user')).status).toBe(200);

    proxy = await startProxy(proxyPort);
    const deadline = Date.now() + 15_000;
    let back = await ready();
    while (back.body.redis !== 'ok' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      back = await ready();
    }
    expect(back.body.redis).toBe('ok');
    // The fan-out's own publisher reconnected too: a publish goes through to Redis again.
    let published = false;
    while (!published && Date.now() < deadline) {
      published = await server.ctx.realtime.publish('private-redis-loss', 'probe', { n: 2 }).then(
        () => true,
        () => false,
      );
      if (!published) await new Promise((r) => setTimeout(r, 250));
    }
    expect(published).toBe(true);
  });
});
