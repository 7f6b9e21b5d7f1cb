// Cross-node invalidation on a real Redis (TEST_REDIS_URL; CI sets it): acknowledged by every node of
// the prefix, and a node that loses its link turns its caches off until it hears again.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../realtime/logger.ts';
import { connectInvalidationBus, type InvalidationBus } from './invalidation-bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('invalidation bus', () => {
  const prefix = `turbine-test:${randomUUID()}`;
  const buses: InvalidationBus[] = [];
  const admin = redisUrl ? new Redis(redisUrl) : null;
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    admin?.disconnect();
  });

  const node = async (ackTimeoutMs = 1000) => {
    const state = { cleared: 0, links: [] as boolean[] };
    const bus = await connectInvalidationBus({
      redisUrl: redisUrl!,
      prefix,
      logger: silentLogger,
      onInvalidate: () => state.cleared++,
      onLinkChange: (up) => state.links.push(up),
      ackTimeoutMs,
    });
    buses.push(bus);
    return { bus, state };
  };

  it('clears every other node and resolves once each has acknowledged', async () => {
    const a = await node();
    const b = await node();
    const c = await node();
    const result = await a.bus.broadcast();
    expect(result).toMatchObject({ nodes: 2, acknowledged: 2, timedOut: false });
    expect([a.state.cleared, b.state.cleared, c.state.cleared]).toEqual([0, 1, 1]);
    expect(result.ms).toBeLessThan(50);
  });

  it('turns a node’s caches off while its link is down, and on again once it hears itself', async () => {
    const a = await node();
    const b = await node();
    expect(b.state.links).toEqual([true]);
    const list = await admin!.client('LIST');
    const id = /id=(\d+) .*name=(\S+)/.exec(
      String(list)
        .split('\n')
        .find((l) => l.includes(`name=${prefix}:invalidate:sub:${b.bus.nodeId}`))!,
    )![1];
    await admin!.client('KILL', 'ID', id!);
    await expect.poll(() => b.state.links, { timeout: 5000 }).toEqual([true, false, true]);
    // Back on the channel: the next broadcast reaches it again.
    await expect
      .poll(async () => {
        const before = b.state.cleared;
        await a.bus.broadcast();
        return b.state.cleared > before;
      })
      .toBe(true);
  });
});
