// The realtime server as the web app sees it: the real pusher-js client against a real Fastify node.
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessFanout } from './fanout.ts';
import {
  APP_KEY,
  connected,
  createPusher,
  sleep,
  startNode,
  waitUntil,
  withTimeout,
  type TestNode,
} from './testing.ts';

const nodes: TestNode[] = [];
const clients: Pusher[] = [];

async function node(options: Parameters<typeof startNode>[0] = {}): Promise<TestNode> {
  const started = await startNode(options);
  nodes.push(started);
  return started;
}

function client(port: number, overrides: Parameters<typeof createPusher>[1] = {}): Pusher {
  const pusher = createPusher(port, overrides);
  clients.push(pusher);
  return pusher;
}

/** Resolves with the data of the next `event` on the channel (subscribing the client if needed). */
function nextEvent(
  pusher: Pusher,
  channel: string,
  event: string,
  timeoutMs = 5000,
): Promise<unknown> {
  const subscription = pusher.channel(channel) ?? pusher.subscribe(channel);
  return withTimeout(
    new Promise((resolve) => subscription.bind(event, resolve)),
    timeoutMs,
    `${event} not received on ${channel}`,
  );
}

function subscribed(pusher: Pusher, channel: string): Promise<unknown> {
  return nextEvent(pusher, channel, 'pusher:subscription_succeeded');
}

afterEach(async () => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
  await Promise.all(nodes.splice(0).map(({ app }) => app.close()));
});

describe('realtime server with pusher-js', () => {
  it('connects, hands out a socket id and leaves the ordinary routes working', async () => {
    const { app, realtime, port } = await node();
    const pusher = client(port);
    const socketId = await connected(pusher);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(realtime.stats()).toEqual({ connections: 1, channels: 0, subscriptions: 0 });
    const viaHttp = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await viaHttp.json()).toEqual({ ok: true });
    const viaInject = await app.inject({ method: 'GET', url: '/health' });
    expect(viaInject.json()).toEqual({ ok: true });
  });

  it('delivers a published event on a private channel authorised with signChannel', async () => {
    const { realtime, port } = await node();
    const pusher = client(port);
    await connected(pusher);
    await subscribed(pusher, 'private-user.7');
    expect(realtime.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
    const received = nextEvent(pusher, 'private-user.7', 'notification');
    await realtime.publish('private-user.7', 'notification', {
      id: 12,
      type: 'risk.bound',
      data: { riskId: 3 },
    });
    expect(await received).toEqual({ id: 12, type: 'risk.bound', data: { riskId: 3 } });
  });

  it('refuses a forged signature with pusher:subscription_error and delivers nothing', async () => {
    const { realtime, port } = await node();
    const pusher = client(port, {
      channelAuthorization: {
        customHandler: (_params, callback) =>
          callback(null, { auth: `${APP_KEY}:${'ab'.repeat(32)}` }),
      },
    });
    await connected(pusher);
    const refused = nextEvent(pusher, 'private-user.8', 'pusher:subscription_error');
    expect(await refused).toMatchObject({ type: 'AuthError', status: 401 });
    expect(realtime.stats().subscriptions).toBe(0);
    let leaked = false;
    pusher.channel('private-user.8').bind('notification', () => (leaked = true));
    await realtime.publish('private-user.8', 'notification', { id: 1 });
    await sleep(200);
    expect(leaked).toBe(false);
  });

  it('refuses invalid channel names', async () => {
    const { realtime, port } = await node();
    const pusher = client(port);
    await connected(pusher);
    const refused = nextEvent(pusher, 'bad channel!', 'pusher:subscription_error');
    expect(await refused).toMatchObject({ type: 'InvalidChannel', status: 400 });
    const tooLong = `public-${'x'.repeat(158)}`;
    const refusedLong = nextEvent(pusher, tooLong, 'pusher:subscription_error');
    expect(await refusedLong).toMatchObject({ type: 'InvalidChannel' });
    await subscribed(pusher, 'Aa0_-=@,.;'.padEnd(164, 'z'));
    expect(realtime.stats().subscriptions).toBe(1);
  });

  it('stops delivery after unsubscribe while other channels keep working', async () => {
    const { realtime, port } = await node();
    const pusher = client(port);
    await connected(pusher);
    await subscribed(pusher, 'private-user.7');
    await subscribed(pusher, 'updates');
    const first = nextEvent(pusher, 'private-user.7', 'notification');
    await realtime.publish('private-user.7', 'notification', { n: 1 });
    expect(await first).toEqual({ n: 1 });

    const seen: unknown[] = [];
    pusher.channel('private-user.7').bind('notification', (data: unknown) => seen.push(data));
    pusher.unsubscribe('private-user.7');
    await waitUntil(
      () => realtime.stats().subscriptions === 1,
      2000,
      'server did not drop the subscription',
    );
    await realtime.publish('private-user.7', 'notification', { n: 2 });
    // Frames on one socket arrive in order: once this control event is in, n=2 would have been too.
    const control = nextEvent(pusher, 'updates', 'tick');
    await realtime.publish('updates', 'tick', 'plain text');
    expect(await control).toBe('plain text');
    expect(seen).toEqual([]);
  });

  it('rejects a wrong app key with 4001 and pusher-js stays disconnected', async () => {
    const { realtime, port } = await node();
    const pusher = client(port, { key: 'not-the-key' });
    const error = await withTimeout(
      new Promise<unknown>((resolve) => pusher.connection.bind('error', resolve)),
      5000,
      'no connection error',
    );
    expect(error).toMatchObject({ error: { data: { code: 4001 } } });
    await waitUntil(
      () => pusher.connection.state === 'disconnected',
      2000,
      'pusher-js kept retrying',
    );
    expect(realtime.stats().connections).toBe(0);
  });

  it('keeps an idle connection alive through ping/pong on both sides', async () => {
    // Both sides ping after 1 s of silence; the 2 s pong timeouts leave room for a loaded machine.
    const { realtime, port } = await node({ activityTimeoutSeconds: 1, pongTimeoutSeconds: 2 });
    const pusher = client(port, { pongTimeout: 2000 });
    const heartbeats: string[] = [];
    pusher.connection.bind('message', (message: { event: string }) => {
      if (message.event === 'pusher:ping' || message.event === 'pusher:pong')
        heartbeats.push(message.event);
    });
    const socketId = await connected(pusher);
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) =>
      states.push(current),
    );
    await sleep(3500);
    expect(heartbeats.length).toBeGreaterThanOrEqual(2);
    expect(states).toEqual([]);
    expect(pusher.connection.socket_id).toBe(socketId);
    expect(realtime.stats().connections).toBe(1);
  });

  it('signs a user in (pusher:signin) and delivers to that user only', async () => {
    const { realtime, port } = await node();
    const pusher = client(port, { userId: '42' });
    await connected(pusher);
    const received = withTimeout(
      new Promise<unknown>((resolve) => pusher.user.bind('notification', resolve)),
      5000,
      'user event not received',
    );
    pusher.signin();
    await waitUntil(
      () => realtime.stats().subscriptions === 1,
      5000,
      'user channel not subscribed',
    );
    await realtime.publishToUser(41, 'notification', { id: 'not-yours' });
    await realtime.publishToUser(42, 'notification', { id: 'yours' });
    expect(await received).toEqual({ id: 'yours' });
  });

  it('fans out between two nodes sharing a fan-out: publish on A, receive on B', async () => {
    const fanout = createInProcessFanout();
    const a = await node({ fanout });
    const b = await node({ fanout });
    const pusher = client(b.port);
    await connected(pusher);
    await subscribed(pusher, 'private-user.7');
    const received = nextEvent(pusher, 'private-user.7', 'notification');
    await a.realtime.publish('private-user.7', 'notification', { from: 'A' });
    expect(await received).toEqual({ from: 'A' });
    expect(a.realtime.stats().connections).toBe(0);
    await fanout.close();
  });

  it('counts connections, channels and subscriptions, and forgets them on disconnect', async () => {
    const { realtime, port } = await node();
    const first = client(port);
    const second = client(port);
    await Promise.all([connected(first), connected(second)]);
    await subscribed(first, 'private-user.7');
    await subscribed(first, 'updates');
    await subscribed(second, 'updates');
    expect(realtime.stats()).toEqual({ connections: 2, channels: 2, subscriptions: 3 });
    first.disconnect();
    await waitUntil(() => realtime.stats().connections === 1, 2000, 'disconnect not noticed');
    expect(realtime.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
  });
});
