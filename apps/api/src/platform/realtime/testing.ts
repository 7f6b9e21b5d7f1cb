// Test support for the realtime tests: a real Fastify node on 127.0.0.1, a real pusher-js client,
// and a raw `ws` client for the frames pusher-js would never send.
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher, { type Options } from 'pusher-js';
import { WebSocket } from 'ws';
import { signChannel, signUser } from './auth.ts';
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server.ts';

export const APP_KEY = 'test-key';
export const APP_SECRET = 'test-secret';

export interface TestNode {
  app: FastifyInstance;
  realtime: RealtimeServer;
  port: number;
}

/** Starts Fastify with the realtime server and an ordinary route, listening on a free port. */
export async function startNode(options: Partial<RealtimeServerOptions> = {}): Promise<TestNode> {
  const app = Fastify({ logger: false });
  const realtime = createRealtimeServer({ appKey: APP_KEY, appSecret: APP_SECRET, ...options });
  realtime.attach(app);
  app.get('/health', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('Fastify did not listen on TCP');
  return { app, realtime, port: address.port };
}

/** A pusher-js client configured as the web app does, signing channels with signChannel. */
export function createPusher(
  port: number,
  overrides: Partial<Options> & { key?: string; userId?: string } = {},
): Pusher {
  const { key = APP_KEY, userId = '7', ...options } = overrides;
  return new Pusher(key, {
    cluster: 'local', // required by pusher-js even with wsHost (STACK-NOTES)
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          signChannel({ socketId, channelName, appKey: APP_KEY, appSecret: APP_SECRET }),
        ),
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) =>
        callback(
          null,
          signUser({ socketId, userData: { id: userId }, appKey: APP_KEY, appSecret: APP_SECRET }),
        ),
    },
    ...options,
  });
}

/** Resolves with the socket id once pusher-js reports `connected`. */
export function connected(pusher: Pusher, timeoutMs = 5000): Promise<string> {
  return withTimeout(
    new Promise<string>((resolve) => {
      if (pusher.connection.state === 'connected') resolve(pusher.connection.socket_id);
      pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    }),
    timeoutMs,
    'pusher-js did not connect',
  );
}

/** Rejects when the promise does not settle in time, so a broken server fails instead of hanging. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** A decoded server frame. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw websocket client that records every frame and the close code. */
export class RawClient {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;
  error: Error | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      this.frames.push(JSON.parse(raw.toString('utf8')) as Frame);
      this.notify();
    });
    ws.on('error', (error: Error) => {
      // Recorded, not thrown: a test then fails on what it awaited, with this error to read.
      this.error = error;
      this.notify();
    });
    ws.on('close', (code: number) => {
      this.closeCode = code;
      this.notify();
    });
  }

  /** Opens `/app/{key}` with the query pusher-js sends, unless given another. */
  static open(
    port: number,
    { key = APP_KEY, query = 'protocol=7&client=js&version=8.6.0' } = {},
  ): RawClient {
    return new RawClient(new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Waits for the first recorded frame matching the predicate. */
  async next(predicate: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    return withTimeout(
      this.until(() => this.frames.find(predicate)),
      timeoutMs,
      'expected frame not received',
    );
  }

  /** Waits for the socket to close and returns the close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    return withTimeout(
      this.until(() => this.closeCode),
      timeoutMs,
      'socket not closed',
    );
  }

  /** The socket id from pusher:connection_established (data is a JSON string). */
  async socketId(): Promise<string> {
    const frame = await this.next((f) => f.event === 'pusher:connection_established');
    return (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
  }

  close(): void {
    this.ws.close();
  }

  private async until<T>(read: () => T | undefined): Promise<T> {
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** Polls until the check holds, for server-side effects the client is not told about. */
export async function waitUntil(
  check: () => boolean,
  timeoutMs = 5000,
  message = 'condition not met',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${message} within ${timeoutMs} ms`);
    await sleep(10);
  }
}
