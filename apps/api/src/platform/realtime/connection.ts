// One client socket: its subscriptions, its signed-in user and the protocol 7 events it may send.
import type { RawData, WebSocket } from 'ws';
import { verifyChannelAuth, verifyUserAuth } from './auth.ts';
import type { ChannelRegistry } from './channels.ts';
import type { RealtimeLogger } from './logger.ts';
import {
  channelKind,
  closeReason,
  decodeData,
  errorFrame,
  inboundFrameSchema,
  isValidChannelName,
  PONG_FRAME,
  PusherCode,
  signinDataSchema,
  signinSuccessFrame,
  subscribeDataSchema,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
  unsubscribeDataSchema,
  USER_CHANNEL_PREFIX,
  type SubscribeData,
  type SubscriptionError,
} from './protocol.ts';
import { rawByteLength, rawToText, readUserId } from './raw-data.ts';

/** What every connection of one server shares. */
export interface ConnectionEnv {
  appKey: string;
  appSecret: string;
  maxMessageBytes: number;
  maxChannelsPerConnection: number;
  /** Unsent bytes allowed to pile up for one socket before it is dropped as a slow consumer. */
  maxBufferedBytes: number;
  channels: ChannelRegistry<RealtimeConnection>;
  logger: RealtimeLogger;
  /** Called once, when the socket first signs in or joins a signed channel (per-address limits). */
  onAuthenticated?(connection: RealtimeConnection): void;
}

/** A connected client socket speaking protocol 7. */
export class RealtimeConnection {
  readonly subscriptions = new Set<string>();
  /** Set by a valid pusher:signin. */
  userId: string | undefined;
  lastActivityAt = Date.now();
  /** When the server pinged an idle client; cleared by any frame from it. */
  pingSentAt: number | undefined;
  /** False until the socket signs in or joins a private channel with a valid signature. */
  authenticated = false;
  private closing = false;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly env: ConnectionEnv,
    /** The client's address (request.ip), for the per-address limits. */
    readonly address = '',
  ) {}

  private markAuthenticated(): void {
    if (this.authenticated) return;
    this.authenticated = true;
    this.env.onAuthenticated?.(this);
  }

  /** Sends a serialised frame, dropping the client if it cannot keep up. */
  send(frame: string): void {
    if (this.closing || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.env.maxBufferedBytes) {
      // A consumer this far behind would hold memory for every event; it reconnects after a back-off.
      this.close(PusherCode.OverCapacity, 'Client too slow: too many unsent messages');
      return;
    }
    this.ws.send(frame);
  }

  /** Sends pusher:error with the code, then closes the socket with the same code. */
  close(code: PusherCode, message: string): void {
    if (this.closing) return;
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(errorFrame(code, message));
    this.closing = true;
    this.detach();
    this.ws.close(code, closeReason(message));
  }

  /** Closes like close(), resolving once the client acknowledged or the grace period ran out. */
  async closeAndWait(code: PusherCode, message: string, graceMs: number): Promise<void> {
    if (this.ws.readyState === this.ws.CLOSED) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, graceMs);
      this.ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.close(code, message);
    });
  }

  /** Leaves every channel; called when the socket closes. */
  detach(): void {
    for (const channel of this.subscriptions) this.env.channels.remove(channel, this);
    this.subscriptions.clear();
  }

  /** Handles one inbound websocket message. */
  onMessage(raw: RawData, isBinary: boolean): void {
    // Any frame proves the client is alive (protocol: activity resets the ping timer).
    this.lastActivityAt = Date.now();
    this.pingSentAt = undefined;
    const size = rawByteLength(raw);
    if (size > this.env.maxMessageBytes) {
      this.close(
        PusherCode.Unauthorized,
        `Message of ${size} bytes exceeds ${this.env.maxMessageBytes} bytes`,
      );
      return;
    }
    if (isBinary) {
      this.send(errorFrame(null, 'Binary frames are not supported'));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(rawToText(raw));
    } catch {
      json = undefined;
    }
    const frame = inboundFrameSchema.safeParse(json);
    if (!frame.success) {
      this.send(errorFrame(null, 'Invalid message: expected JSON with an event name'));
      return;
    }
    this.dispatch(frame.data.event, decodeData(frame.data.data));
  }

  private dispatch(event: string, data: unknown): void {
    switch (event) {
      case 'pusher:ping':
        this.send(PONG_FRAME);
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(data);
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(data);
        return;
      case 'pusher:signin':
        this.signin(data);
        return;
      default:
        // Client events are not implemented: the platform's channels carry server events only.
        this.send(
          errorFrame(
            null,
            event.startsWith('client-')
              ? 'Client events are not enabled on this server'
              : `Unsupported event: ${event}`,
          ),
        );
    }
  }

  private subscribe(data: unknown): void {
    const parsed = subscribeDataSchema.safeParse(data);
    if (!parsed.success) {
      this.send(errorFrame(null, 'pusher:subscribe needs data.channel'));
      return;
    }
    const { channel } = parsed.data;
    const refusal = this.refusal(parsed.data);
    if (refusal) {
      this.env.logger.debug(
        { socketId: this.socketId, channel, reason: refusal.type },
        'realtime subscription refused',
      );
      this.send(subscriptionErrorFrame(channel, refusal));
      return;
    }
    if (!this.subscriptions.has(channel)) {
      this.subscriptions.add(channel);
      this.env.channels.add(channel, this);
    }
    if (channelKind(channel) !== 'public') this.markAuthenticated();
    // Re-subscribing is confirmed again, as pusher-js may resend after a reconnect race.
    this.send(subscriptionSucceededFrame(channel));
  }

  /** Why this connection may not join the channel, or undefined when it may. */
  private refusal({ channel, auth }: SubscribeData): SubscriptionError | undefined {
    if (!isValidChannelName(channel)) {
      return {
        type: 'InvalidChannel',
        error: `Invalid channel name: ${channel.slice(0, 200)}`,
        status: 400,
      };
    }
    if (
      !this.subscriptions.has(channel) &&
      this.subscriptions.size >= this.env.maxChannelsPerConnection
    ) {
      const error = `A connection may subscribe to at most ${this.env.maxChannelsPerConnection} channels`;
      return { type: 'LimitReached', error, status: 429 };
    }
    const { appKey, appSecret } = this.env;
    switch (channelKind(channel)) {
      case 'public':
        return undefined;
      case 'private':
        if (
          auth !== undefined &&
          verifyChannelAuth({
            appKey,
            appSecret,
            socketId: this.socketId,
            channelName: channel,
            auth,
          })
        ) {
          return undefined;
        }
        return { type: 'AuthError', error: `Invalid signature for ${channel}`, status: 401 };
      case 'user':
        if (this.userId !== undefined && channel === USER_CHANNEL_PREFIX + this.userId)
          return undefined;
        return {
          type: 'AuthError',
          error: 'Sign in as this user before subscribing to its channel',
          status: 401,
        };
      case 'presence':
      case 'encrypted':
        return {
          type: 'UnsupportedChannel',
          error: 'Presence and encrypted channels are not supported',
          status: 501,
        };
    }
  }

  private unsubscribe(data: unknown): void {
    const parsed = unsubscribeDataSchema.safeParse(data);
    if (!parsed.success) {
      this.send(errorFrame(null, 'pusher:unsubscribe needs data.channel'));
      return;
    }
    if (this.subscriptions.delete(parsed.data.channel))
      this.env.channels.remove(parsed.data.channel, this);
  }

  private signin(data: unknown): void {
    const parsed = signinDataSchema.safeParse(data);
    const { appKey, appSecret } = this.env;
    const valid =
      parsed.success &&
      verifyUserAuth({
        appKey,
        appSecret,
        socketId: this.socketId,
        auth: parsed.data.auth,
        userData: parsed.data.user_data,
      });
    if (!parsed.success || !valid) {
      // The protocol closes a connection whose sign-in fails, with 4009.
      this.close(PusherCode.Unauthorized, 'Invalid pusher:signin');
      return;
    }
    const userId = readUserId(parsed.data.user_data);
    if (userId === undefined) {
      this.close(PusherCode.Unauthorized, 'pusher:signin user_data needs a string id');
      return;
    }
    if (this.userId !== undefined && this.userId !== userId) {
      // Signing in as someone else must not keep the previous user's channel.
      const previous = USER_CHANNEL_PREFIX + this.userId;
      if (this.subscriptions.delete(previous)) this.env.channels.remove(previous, this);
    }
    this.userId = userId;
    this.markAuthenticated();
    this.send(signinSuccessFrame(parsed.data.user_data));
  }
}
