// Per-address websocket limits (issue 26.4, decision 101): a real node, raw sockets from 127.0.0.1.
import { afterEach, describe, expect, it } from 'vitest';
import { AddressLimits } from './address-limits.ts';
import { signChannel, signUser } from './auth.ts';
import { PusherCode } from './protocol.ts';
import { APP_KEY, APP_SECRET, RawClient, startNode, waitUntil, type TestNode } from './testing.ts';

const nodes: TestNode[] = [];
const sockets: RawClient[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  for (const n of nodes.splice(0)) await n.app.close();
});

async function node(addressLimits: ConstructorParameters<typeof AddressLimits>[0]) {
  const started = await startNode({ addressLimits });
  nodes.push(started);
  return started;
}
async function open(port: number): Promise<RawClient> {
  const client = RawClient.open(port);
  sockets.push(client);
  await client.next(
    (f) => f.event === 'pusher:connection_established' || f.event === 'pusher:error',
  );
  return client;
}
const refused = (client: RawClient) =>
  client.frames.find((f) => f.event === 'pusher:error') !== undefined;

describe('per-address websocket limits', () => {
  it('refuses anonymous sockets beyond the limit with 4100; a signed subscription frees its place', async () => {
    const { port, realtime } = await node({ maxAnonymousPerAddress: 3 });
    const first = await open(port);
    await open(port);
    await open(port);
    const fourth = await open(port);
    expect(refused(fourth)).toBe(true);
    expect(await fourth.closed()).toBe(PusherCode.OverCapacity);
    expect(realtime.stats().connections).toBe(3);

    // The first socket joins a private channel with a valid signature: no longer anonymous.
    const socketId = await first.socketId();
    const channel = 'private-user.7';
    const { auth } = signChannel({
      socketId,
      channelName: channel,
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    first.send({ event: 'pusher:subscribe', data: { channel, auth } });
    await first.next((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect(refused(await open(port))).toBe(false);
    expect(refused(await open(port))).toBe(true);
  });

  it('a signed-in socket is not anonymous, and a closed anonymous socket frees its place', async () => {
    const { port, realtime } = await node({ maxAnonymousPerAddress: 1 });
    const first = await open(port);
    const socketId = await first.socketId();
    const signed = signUser({
      socketId,
      userData: { id: 9 },
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    first.send({ event: 'pusher:signin', data: signed });
    await first.next((f) => f.event === 'pusher:signin_success');
    const second = await open(port);
    expect(refused(second)).toBe(false);
    second.close();
    await second.closed();
    await waitUntil(() => realtime.stats().connections === 1);
    const third = await open(port);
    expect(refused(third)).toBe(false);
  });

  it('caps the sockets one address holds, and the new sockets it opens a minute', async () => {
    const capped = await node({ maxConnectionsPerAddress: 2, maxAnonymousPerAddress: 0 });
    await open(capped.port);
    await open(capped.port);
    expect(refused(await open(capped.port))).toBe(true);

    const rated = await node({ maxNewConnectionsPerMinute: 3, maxAnonymousPerAddress: 0 });
    for (let i = 0; i < 3; i += 1) {
      const client = await open(rated.port);
      expect(refused(client)).toBe(false);
      client.close();
      await client.closed();
    }
    expect(refused(await open(rated.port))).toBe(true);
  });
});

describe('AddressLimits', () => {
  it('counts per address, opens a new window after a minute, and 0 turns a limit off', () => {
    const limits = new AddressLimits({
      maxConnectionsPerAddress: 0,
      maxAnonymousPerAddress: 0,
      maxNewConnectionsPerMinute: 2,
    });
    const t = 1_000_000;
    expect(limits.admit('10.0.0.1', t)).toBeUndefined();
    expect(limits.admit('10.0.0.1', t)).toBeUndefined();
    expect(limits.admit('10.0.0.1', t + 1)).toMatch(/Too many new connections/);
    expect(limits.admit('10.0.0.2', t + 1)).toBeUndefined();
    limits.sweep(t + 60_000);
    expect(limits.admit('10.0.0.1', t + 60_000)).toBeUndefined();
  });
});
