// Protocol 7 edge cases at the frame level, with a raw websocket client.
import { afterEach, describe, expect, it } from 'vitest';
import { signChannel, signUser } from './auth.ts';
import {
  APP_KEY,
  APP_SECRET,
  RawClient,
  startNode,
  waitUntil,
  type Frame,
  type TestNode,
} from './testing.ts';

const nodes: TestNode[] = [];
const clients: RawClient[] = [];

async function node(options: Parameters<typeof startNode>[0] = {}): Promise<TestNode> {
  const started = await startNode(options);
  nodes.push(started);
  return started;
}

function open(port: number, options: Parameters<typeof RawClient.open>[1] = {}): RawClient {
  const client = RawClient.open(port, options);
  clients.push(client);
  return client;
}

const isError = (code: number | null) => (frame: Frame) =>
  frame.event === 'pusher:error' && (frame.data as { code: number | null }).code === code;

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(nodes.splice(0).map(({ app }) => app.close()));
});

describe('realtime protocol frames', () => {
  it('sends connection_established with data as a JSON string and the activity timeout', async () => {
    const { port } = await node();
    const client = open(port);
    const frame = await client.next((f) => f.event === 'pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(String(frame.data))).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it.each([
    ['an unsupported protocol version', 'protocol=3&client=js', 4007],
    ['no protocol version', 'client=js&version=8.6.0', 4008],
    ['a malformed protocol version', 'protocol=seven', 4006],
  ])('refuses %s', async (_name, query, code) => {
    const { realtime, port } = await node();
    const client = open(port, { query });
    await client.next(isError(code));
    expect(await client.closed()).toBe(code);
    expect(realtime.stats().connections).toBe(0);
  });

  it('refuses a wrong app key with pusher:error 4001 and close code 4001', async () => {
    const { port } = await node();
    const client = open(port, { key: 'nope' });
    await client.next(isError(4001));
    expect(await client.closed()).toBe(4001);
    // A non-ASCII key is echoed in the message but kept out of the (ASCII, ≤ 123 bytes) close reason.
    const odd = open(port, { key: encodeURIComponent('🙂'.repeat(8)) });
    await odd.next(isError(4001));
    expect(await odd.closed()).toBe(4001);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { port } = await node();
    const client = open(port);
    await client.socketId();
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((f) => f.event === 'pusher:pong');
  });

  it('pings an idle client and closes it with 4201 when it does not answer', async () => {
    const { realtime, port } = await node({ activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
    const client = open(port);
    await client.socketId();
    await client.next((f) => f.event === 'pusher:ping', 3000);
    await client.next(isError(4201), 3000);
    expect(await client.closed()).toBe(4201);
    await waitUntil(() => realtime.stats().connections === 0);
  });

  it('closes with pusher:error 4009 on a frame over maxMessageBytes, and accepts one under it', async () => {
    const { port } = await node();
    const client = open(port);
    await client.socketId();
    client.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(9 * 1024) } });
    await client.next((f) => f.event === 'pusher:pong');
    client.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(11 * 1024) } });
    const error = await client.next(isError(4009));
    expect((error.data as { message: string }).message).toMatch(/exceeds 10240 bytes/);
    expect(await client.closed()).toBe(4009);
  });

  it('delivers public channel events with a top-level channel and data as a string', async () => {
    const { realtime, port } = await node();
    const client = open(port);
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'updates' } });
    const ok = await client.next((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe('updates');
    await realtime.publish('updates', 'changed', { id: 5 });
    const frame = await client.next((f) => f.event === 'changed');
    expect(frame).toEqual({ event: 'changed', channel: 'updates', data: '{"id":5}' });
  });

  it('accepts subscribe data sent as a JSON string and a valid private signature', async () => {
    const { port } = await node();
    const client = open(port);
    const socketId = await client.socketId();
    const { auth } = signChannel({
      socketId,
      channelName: 'private-user.3',
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    client.send({
      event: 'pusher:subscribe',
      data: JSON.stringify({ channel: 'private-user.3', auth }),
    });
    await client.next(
      (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'private-user.3',
    );
  });

  it('refuses a signature made for another socket or channel', async () => {
    const { port } = await node();
    const client = open(port);
    const socketId = await client.socketId();
    const other = signChannel({
      socketId: '1.2',
      channelName: 'private-user.3',
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    const wrongChannel = signChannel({
      socketId,
      channelName: 'private-user.4',
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-user.3', auth: other.auth },
    });
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-user.5', auth: wrongChannel.auth },
    });
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.6' } });
    for (const channel of ['private-user.3', 'private-user.5', 'private-user.6']) {
      const frame = await client.next(
        (f) => f.event === 'pusher:subscription_error' && f.channel === channel,
      );
      expect(frame.data).toMatchObject({ type: 'AuthError', status: 401 });
    }
  });

  it('refuses presence and encrypted channels as unsupported', async () => {
    const { port } = await node();
    const client = open(port);
    await client.socketId();
    for (const channel of ['presence-room', 'private-encrypted-room']) {
      client.send({
        event: 'pusher:subscribe',
        data: { channel, auth: 'x:y', channel_data: '{}' },
      });
      const frame = await client.next(
        (f) => f.event === 'pusher:subscription_error' && f.channel === channel,
      );
      expect(frame.data).toMatchObject({ type: 'UnsupportedChannel' });
    }
  });

  it('refuses client events without closing the connection', async () => {
    const { port } = await node();
    const client = open(port);
    await client.socketId();
    client.send({ event: 'client-typing', channel: 'private-user.1', data: {} });
    const error = await client.next(isError(null));
    expect((error.data as { message: string }).message).toMatch(/Client events are not enabled/);
    client.send({ event: 'pusher:ping', data: {} });
    await client.next((f) => f.event === 'pusher:pong');
  });

  it('answers malformed frames with pusher:error and keeps the connection', async () => {
    const { port } = await node();
    const client = open(port);
    await client.socketId();
    client.send('not json');
    await client.next(isError(null));
    expect(client.closeCode).toBeUndefined();
  });

  it('closes with 4009 on a forged pusher:signin, and refuses the user channel without sign-in', async () => {
    const { port } = await node();
    const client = open(port);
    const socketId = await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-9' } });
    await client.next(
      (f) => f.event === 'pusher:subscription_error' && f.channel === '#server-to-user-9',
    );
    const signed = signUser({
      socketId,
      userData: { id: 9 },
      appKey: APP_KEY,
      appSecret: APP_SECRET,
    });
    const forged = signed.user_data.replace('"9"', '"1"');
    client.send({ event: 'pusher:signin', data: { auth: signed.auth, user_data: forged } });
    await client.next(isError(4009));
    expect(await client.closed()).toBe(4009);
  });

  it('closes every socket with 4200 when the Fastify app closes', async () => {
    const started = await startNode();
    const client = open(started.port);
    await client.socketId();
    await started.app.close();
    await client.next(isError(4200));
    expect(await client.closed()).toBe(4200);
    expect(started.realtime.stats().connections).toBe(0);
  });

  it('validates what the server publishes', async () => {
    const { realtime } = await node();
    await expect(realtime.publish('bad channel', 'e', {})).rejects.toThrow(/Invalid channel name/);
    await expect(realtime.publish('ok', '', {})).rejects.toThrow(/Invalid event name/);
    await expect(realtime.publish('ok', 'pusher:error', {})).rejects.toThrow(/Invalid event name/);
    await expect(realtime.publish('ok', 'e', 'x'.repeat(10 * 1024 + 1))).rejects.toThrow(
      /exceeds 10240 bytes/,
    );
  });
});
