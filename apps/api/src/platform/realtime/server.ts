// The Pusher-protocol websocket server (DESIGN §7): `/app/{key}` on the API's own Fastify port.
import { randomInt } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AddressLimits, type AddressLimitOptions } from './address-limits.ts';
import { ChannelRegistry } from './channels.ts';
import { RealtimeConnection, type ConnectionEnv } from './connection.ts';
import { createInProcessFanout, type RealtimeFanout, type RealtimeMessage } from './fanout.ts';
import { silentLogger, type RealtimeLogger } from './logger.ts';
import {
  channelEventFrame,
  closeReason,
  connectionEstablishedFrame,
  errorFrame,
  isValidChannelName,
  PING_FRAME,
  PusherCode,
  SUPPORTED_PROTOCOLS,
  USER_CHANNEL_PREFIX,
} from './protocol.ts';

export interface RealtimeServerOptions {
  appKey: string;
  appSecret: string;
  /** Idle seconds before the server pings a client; also announced to it (spec §9: 120). */
  activityTimeoutSeconds?: number;
  /** Seconds a pinged client has to answer before it is closed with 4201 (spec §9: 30). */
  pongTimeoutSeconds?: number;
  /** Largest client frame and largest published `data`, in bytes (Pusher: 10 KB). */
  maxMessageBytes?: number;
  maxChannelsPerConnection?: number;
  /** Unsent bytes per socket before it is dropped as a slow consumer (4100). */
  maxBufferedBytes?: number;
  /** How long close() waits for clients to acknowledge before cutting them off. */
  closeGraceMs?: number;
  /** Per-address socket limits (address-limits.ts); each defaults to DEFAULT_ADDRESS_LIMITS, 0 = none. */
  addressLimits?: AddressLimitOptions;
  /** Defaults to an in-process fan-out that close() then closes too; a given one is the caller's. */
  fanout?: RealtimeFanout;
  logger?: RealtimeLogger;
}

export interface RealtimeStats {
  connections: number;
  channels: number;
  subscriptions: number;
}

export interface RealtimeServer {
  /**
   * Registers GET /app/:key (websocket) on the app; call before the app is ready. `routeConfig`
   * becomes the route's `config` (the API declares it public to its guard).
   */
  attach(app: FastifyInstance, options?: { routeConfig?: FastifyContextConfig }): void;
  /** Delivers an event to every socket subscribed to `channel` on every node. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Delivers an event to the sockets signed in (pusher:signin) as this user, on every node. */
  publishToUser(userId: string | number, event: string, data: unknown): Promise<void>;
  /** Closes every socket with 4200 (reconnect now) and stops the timers. Idempotent. */
  close(): Promise<void>;
  stats(): RealtimeStats;
}

const MAX_EVENT_NAME_LENGTH = 200;

/** Creates the realtime server; nothing listens until attach() and the app's listen(). */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  if (!options.appKey || !options.appSecret)
    throw new Error('Realtime server needs appKey and appSecret');
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
  if (!Number.isInteger(activityTimeoutSeconds) || activityTimeoutSeconds < 1) {
    // pusher-js refuses a handshake whose activity_timeout is 0 or missing.
    throw new Error('activityTimeoutSeconds must be a positive integer');
  }
  const activityMs = activityTimeoutSeconds * 1000;
  const pongMs = (options.pongTimeoutSeconds ?? 30) * 1000;
  const maxMessageBytes = options.maxMessageBytes ?? 10 * 1024;
  const closeGraceMs = options.closeGraceMs ?? 2000;
  const logger = options.logger ?? silentLogger;
  const ownsFanout = options.fanout === undefined;
  const fanout = options.fanout ?? createInProcessFanout(logger);
  const registry = new ChannelRegistry<RealtimeConnection>();
  const connections = new Map<string, RealtimeConnection>();
  const addressLimits = new AddressLimits(options.addressLimits);
  const env: ConnectionEnv = {
    appKey: options.appKey,
    appSecret: options.appSecret,
    maxMessageBytes,
    maxChannelsPerConnection: options.maxChannelsPerConnection ?? 100,
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    channels: registry,
    logger,
    onAuthenticated: (connection) => addressLimits.authenticated(connection.address),
  };
  let attached = false;
  let closePromise: Promise<void> | undefined;

  const deliverLocal = (message: RealtimeMessage): void => {
    registry.deliver(
      message.channel,
      channelEventFrame(message.channel, message.event, message.data),
    );
  };
  const unsubscribeFanout = fanout.subscribe(deliverLocal);

  // One sweep for all sockets instead of a timer per socket; its period bounds the timeout error.
  const sweepMs = Math.max(100, Math.min(5000, Math.floor(Math.min(activityMs, pongMs) / 4)));
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) {
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt >= pongMs)
          connection.close(PusherCode.PongNotReceived, 'Pong reply not received');
      } else if (now - connection.lastActivityAt >= activityMs) {
        connection.pingSentAt = now;
        connection.send(PING_FRAME);
      }
    }
    addressLimits.sweep(now);
  }, sweepMs);
  sweep.unref();

  function newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      if (!connections.has(id)) return id;
    }
  }

  /** Why this upgrade is refused before the handshake, or undefined to accept it. */
  function handshakeRefusal(
    key: string,
    protocol: string | undefined,
  ): [PusherCode, string] | undefined {
    if (closePromise)
      return [PusherCode.ReconnectImmediately, 'Server is shutting down; reconnect'];
    if (key !== options.appKey)
      return [PusherCode.AppDoesNotExist, `App key ${key.slice(0, 64)} does not exist`];
    if (protocol === undefined)
      return [PusherCode.NoProtocolVersion, 'No protocol version supplied'];
    if (!/^\d{1,3}$/.test(protocol))
      return [PusherCode.InvalidVersionFormat, 'Invalid protocol version format'];
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) {
      return [PusherCode.UnsupportedProtocol, `Unsupported protocol version ${protocol}`];
    }
    return undefined;
  }

  function accept(ws: WebSocket, key: string, protocol: string | undefined, address: string): void {
    const handshake = handshakeRefusal(key, protocol);
    // A well-formed handshake counts against its address; a limit answers 4100 (back off, then retry).
    const limited = handshake ? undefined : addressLimits.admit(address);
    const refusal =
      handshake ?? (limited ? ([PusherCode.OverCapacity, limited] as const) : undefined);
    if (refusal) {
      if (limited) logger.debug({ address }, 'realtime connection refused: address limit');
      ws.send(errorFrame(...refusal));
      ws.close(refusal[0], closeReason(refusal[1]));
      return;
    }
    const connection = new RealtimeConnection(newSocketId(), ws, env, address);
    connections.set(connection.socketId, connection);
    ws.on('message', (raw, isBinary) => connection.onMessage(raw, isBinary));
    ws.on('close', () => {
      connection.detach();
      connections.delete(connection.socketId);
      addressLimits.closed(address, !connection.authenticated);
    });
    connection.send(connectionEstablishedFrame(connection.socketId, activityTimeoutSeconds));
  }

  const server: RealtimeServer = {
    attach(app, attachOptions = {}) {
      if (attached) throw new Error('Realtime server is already attached');
      attached = true;
      // Encapsulated, so the websocket hooks only apply to this route. If the app registered
      // @fastify/websocket itself (before this), reuse it: two upgrade listeners would both answer.
      void app.register(async (instance) => {
        // Before the plugin's own preClose, so clients get 4200 rather than a bare close.
        instance.addHook('preClose', async () => server.close());
        if (!instance.hasDecorator('websocketServer')) {
          // Frames above maxMessageBytes get a pusher:error; far larger ones are cut by ws (1009).
          await instance.register(fastifyWebsocket, {
            options: { maxPayload: Math.max(64 * 1024, maxMessageBytes * 4) },
          });
        }
        instance.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
          '/app/:key',
          { websocket: true, config: attachOptions.routeConfig ?? {} },
          (ws, request) => accept(ws, request.params.key, request.query.protocol, request.ip),
        );
      });
    },

    async publish(channel, event, data) {
      if (!isValidChannelName(channel))
        throw new RangeError(`Invalid channel name: ${channel.slice(0, 200)}`);
      // pusher:* and pusher_internal:* are protocol events: a server event by that name would
      // be taken for one by the client.
      if (event.length === 0 || event.length > MAX_EVENT_NAME_LENGTH || event.startsWith('pusher'))
        throw new RangeError('Invalid event name');
      const payload = typeof data === 'string' ? data : JSON.stringify(data ?? null);
      if (Buffer.byteLength(payload) > maxMessageBytes) {
        throw new RangeError(`Event data exceeds ${maxMessageBytes} bytes`);
      }
      await fanout.publish({ channel, event, data: payload });
    },

    async publishToUser(userId, event, data) {
      await server.publish(USER_CHANNEL_PREFIX + String(userId), event, data);
    },

    close() {
      closePromise ??= (async () => {
        clearInterval(sweep);
        unsubscribeFanout();
        const closing = [...connections.values()].map((connection) =>
          connection.closeAndWait(
            PusherCode.ReconnectImmediately,
            'Server is shutting down; reconnect',
            closeGraceMs,
          ),
        );
        await Promise.all(closing);
        if (ownsFanout) await fanout.close();
        logger.info({ closed: closing.length }, 'realtime server closed');
      })();
      return closePromise;
    },

    stats() {
      return {
        connections: connections.size,
        channels: registry.channels,
        subscriptions: registry.subscriptions,
      };
    },
  };
  return server;
}
