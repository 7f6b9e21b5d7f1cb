// Two nodes behind Redis pub/sub (DESIGN §3 "at scale"). Needs a Redis server: runs only when
// TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379), since a fresh machine has none.
import { randomUUID } from 'node:crypto';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeFanout, RealtimeMessage } from './fanout.ts';
import { connectRedisFanout } from './redis-fanout.ts';
import { connected, createPusher, startNode, withTimeout, type TestNode } from './testing.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
const fanouts: RealtimeFanout[] = [];
const nodes: TestNode[] = [];
const clients: Pusher[] = [];

async function fanout(topic: string): Promise<RealtimeFanout> {
  const created = await connectRedisFanout({ redisUrl, topic });
  fanouts.push(created);
  return created;
}

afterEach(async () => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
  await Promise.all(nodes.splice(0).map(({ app }) => app.close()));
  await Promise.all(fanouts.splice(0).map((f) => f.close()));
});

describe.runIf(redisUrl)('Redis fan-out', () => {
  it('delivers an event published on node A to a pusher-js client on node B', async () => {
    const topic = `turbine:realtime:test:${randomUUID()}`;
    const a = await startNode({ fanout: await fanout(topic) });
    const b = await startNode({ fanout: await fanout(topic) });
    nodes.push(a, b);
    const pusher = createPusher(b.port);
    clients.push(pusher);
    await connected(pusher);
    const channel = pusher.subscribe('private-user.7');
    await withTimeout(
      new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve)),
      5000,
      'not subscribed on B',
    );
    const received = withTimeout(
      new Promise((resolve) => channel.bind('notification', resolve)),
      5000,
      'event from A not received on B',
    );
    await a.realtime.publish('private-user.7', 'notification', { id: 1, from: 'A' });
    expect(await received).toEqual({ id: 1, from: 'A' });
    expect(a.realtime.stats().connections).toBe(0);
  });

  it('delivers once on the publishing node and once on every other node', async () => {
    const topic = `turbine:realtime:test:${randomUUID()}`;
    const [one, two] = [await fanout(topic), await fanout(topic)];
    const seen: Array<[string, RealtimeMessage]> = [];
    one.subscribe((message) => seen.push(['one', message]));
    two.subscribe((message) => seen.push(['two', message]));
    const message = { channel: 'updates', event: 'tick', data: '{"n":1}' };
    await one.publish(message);
    await withTimeout(
      (async () => {
        while (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      })(),
      5000,
      'message not fanned out',
    );
    // Give a duplicate (own message echoed back by Redis) time to show up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['one', message],
      ['two', message],
    ]);
  });
});
