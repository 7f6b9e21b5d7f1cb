// Realtime clients of the benches (realtime.bench.ts, outbox.bench.ts): raw `ws` sockets subscribed to
// private channels with valid signatures, opened in batches, and a real pusher-js client.
import { performance } from 'node:perf_hooks';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { signChannel } from '../apps/api/src/platform/realtime/index.ts';

/** Where the clients connect: a Pusher-protocol server on loopback and its app credentials. */
export interface RealtimeTarget {
  port: number;
  appKey: string;
  appSecret: string;
}

/** A frame a client received with the `performance.now()` of its receipt. */
export interface ReceivedFrame {
  event: string;
  channel?: string;
  data?: string;
}

export type FrameListener = (frame: ReceivedFrame, receivedAt: number) => void;

/** p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/**
 * Opens one raw client and subscribes it to `channels` with valid auth; `onFrame` sees every other
 * frame (the messages under test), timed on receipt.
 */
export function connectClient(
  target: RealtimeTarget,
  channels: string[],
  onFrame: FrameListener,
): Promise<WebSocket> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${target.port}/app/${target.appKey}?protocol=7&client=bench&version=1`,
  );
  return new Promise((resolve, reject) => {
    let pending = channels.length;
    ws.on('error', reject);
    ws.on('message', (raw: Buffer) => {
      const received = performance.now();
      const frame = JSON.parse(raw.toString('utf8')) as ReceivedFrame;
      if (frame.event === 'pusher:connection_established' && frame.data !== undefined) {
        const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
        for (const channelName of channels) {
          const { auth } = signChannel({
            socketId,
            channelName,
            appKey: target.appKey,
            appSecret: target.appSecret,
          });
          ws.send(
            JSON.stringify({ event: 'pusher:subscribe', data: { channel: channelName, auth } }),
          );
        }
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        pending -= 1;
        if (pending === 0) resolve(ws);
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (frame.event === 'pusher:subscription_error') {
        reject(new Error(`subscription refused: ${raw.toString('utf8')}`));
      } else onFrame(frame, received);
    });
  });
}

/** Opens `count` clients, `batch` at a time; client `i` subscribes to `channelsOf(i)`. */
export async function connectClients(
  target: RealtimeTarget,
  count: number,
  channelsOf: (index: number) => string[],
  onFrame: FrameListener,
  batch = 250,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, k) => first + k);
    sockets.push(
      ...(await Promise.all(indexes.map((i) => connectClient(target, channelsOf(i), onFrame)))),
    );
  }
  return sockets;
}

/** A real pusher-js client whose private channels are signed locally, as the auth route would. */
export function pusherClient(target: RealtimeTarget): Pusher {
  return new Pusher(target.appKey, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: target.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          signChannel({
            socketId,
            channelName,
            appKey: target.appKey,
            appSecret: target.appSecret,
          }),
        ),
    },
  });
}
