// Issue 27.3: two deployments sharing one Redis never see each other's realtime events or cache
// invalidations; two nodes of one deployment (same prefix) do. Real Redis (TEST_REDIS_URL, CI sets it).
import { randomUUID } from 'node:crypto';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { APP_KEY, APP_SECRET, connected, createPusher } from '../realtime/testing.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('REDIS_PREFIX', () => {
  const production = `prod-${randomUUID()}`;
  const staging = `staging-${randomUUID()}`;
  let prodA: TestServer;
  let prodB: TestServer;
  let stagingA: TestServer;
  const clients: Pusher[] = [];

  const start = (prefix: string) =>
    startTestServer({
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      PUSHER_APP_KEY: APP_KEY,
      PUSHER_APP_SECRET: APP_SECRET,
      SESSION_CACHE_MS: '1000',
    });
  const portOf = (server: TestServer) => Number(new URL(server.baseUrl).port);
  /** A pusher-js client subscribed to user 7's channel, collecting the events it receives. */
  const listen = async (server: TestServer) => {
    const pusher = createPusher(portOf(server));
    clients.push(pusher);
    await connected(pusher);
    const received: unknown[] = [];
    const channel = pusher.subscribe('private-user.7');
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    channel.bind('test.event', (data: unknown) => received.push(data));
    return received;
  };

  beforeAll(async () => {
    [prodA, prodB, stagingA] = await Promise.all([
      start(production),
      start(production),
      start(staging),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await Promise.allSettled([prodA?.close(), prodB?.close(), stagingA?.close()]);
  });

  it('a realtime event of one deployment reaches its other node, never the other deployment', async () => {
    const onProdB = await listen(prodB);
    const onStaging = await listen(stagingA);
    await prodA.ctx.realtime.publish('private-user.7', 'test.event', { from: 'production' });
    await expect.poll(() => onProdB, { timeout: 2000 }).toEqual([{ from: 'production' }]);
    await stagingA.ctx.realtime.publish('private-user.7', 'test.event', { from: 'staging' });
    await expect.poll(() => onStaging, { timeout: 2000 }).toEqual([{ from: 'staging' }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(onProdB).toEqual([{ from: 'production' }]);
    expect(onStaging).toEqual([{ from: 'staging' }]);
  });

  it('a cache invalidation is acknowledged by the deployment’s other node only', async () => {
    expect(await prodA.ctx.caches.invalidate()).toMatchObject({ nodes: 1, acknowledged: 1 });
    expect(await stagingA.ctx.caches.invalidate()).toMatchObject({ nodes: 0, acknowledged: 0 });
  });
});
