// Pusher Channels protocol 7: wire frames, error codes and channel naming rules.
// Reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
import { z } from 'zod';

/** Protocol versions this server speaks; pusher-js 8 and laravel-echo send 7. */
export const SUPPORTED_PROTOCOLS: readonly number[] = [5, 6, 7];

/**
 * Close and error codes. The range tells the client what to do next:
 * 4000-4099 do not reconnect unchanged, 4100-4199 reconnect after a back-off,
 * 4200-4299 reconnect at once.
 */
export const PusherCode = {
  /** The app key in the URL is not this server's. */
  AppDoesNotExist: 4001,
  /** The `version` query parameter is not a version string. */
  InvalidVersionFormat: 4006,
  /** The `protocol` query parameter names a version this server does not speak. */
  UnsupportedProtocol: 4007,
  /** No `protocol` query parameter. */
  NoProtocolVersion: 4008,
  /** Authentication failed (sign-in) or the client broke a limit (oversize frame). */
  Unauthorized: 4009,
  /** The client cannot keep up with what it is sent (slow consumer): back off, then reconnect. */
  OverCapacity: 4100,
  /** The server is shutting down: reconnect now, another node will take the connection. */
  ReconnectImmediately: 4200,
  /** The client did not answer pusher:ping within the pong timeout. */
  PongNotReceived: 4201,
} as const;

export type PusherCode = (typeof PusherCode)[keyof typeof PusherCode];

/** Characters the protocol allows in a channel name, and its length limit. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]+$/;
export const MAX_CHANNEL_NAME_LENGTH = 164;
/** pusher-js subscribes to this channel itself after pusher:signin; only the signed-in user may. */
export const USER_CHANNEL_PREFIX = '#server-to-user-';

/** True when `name` is a channel name a client may subscribe to or the server may publish on. */
export function isValidChannelName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_CHANNEL_NAME_LENGTH) return false;
  const body = name.startsWith(USER_CHANNEL_PREFIX) ? name.slice(USER_CHANNEL_PREFIX.length) : name;
  return body.length > 0 && CHANNEL_NAME_PATTERN.test(body);
}

/** The kind of channel, decided by its prefix as in the Pusher protocol. */
export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'user';

/** Classifies a channel name by its prefix. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith(USER_CHANNEL_PREFIX)) return 'user';
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

// Inbound frames. Unknown keys are ignored (clients add their own) and `data` is either an object
// or a JSON string depending on the client, so both are accepted.
export const inboundFrameSchema = z.object({
  event: z.string().min(1).max(200),
  channel: z.string().optional(),
  data: z.unknown().optional(),
});
export type InboundFrame = z.infer<typeof inboundFrameSchema>;

export const subscribeDataSchema = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
});
export type SubscribeData = z.infer<typeof subscribeDataSchema>;

export const unsubscribeDataSchema = z.object({ channel: z.string() });

export const signinDataSchema = z.object({ auth: z.string(), user_data: z.string() });
export type SigninData = z.infer<typeof signinDataSchema>;

/** Decodes `data` that a client may have sent as an object or as a JSON string. */
export function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

// Outbound frames. Per protocol 7, `data` of connection and channel events is a JSON *string*;
// pusher:error and pusher:pong carry an object, as in the protocol's own examples.

/** The handshake frame, sent once the connection is accepted. */
export function connectionEstablishedFrame(
  socketId: string,
  activityTimeoutSeconds: number,
): string {
  const data = JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds });
  return JSON.stringify({ event: 'pusher:connection_established', data });
}

/** A pusher:error frame; `code` is null for errors that do not end the connection. */
export function errorFrame(code: PusherCode | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export const PING_FRAME = JSON.stringify({ event: 'pusher:ping', data: {} });
export const PONG_FRAME = JSON.stringify({ event: 'pusher:pong', data: {} });

/** A websocket close reason: at most 123 bytes (RFC 6455), so kept to printable ASCII. */
export function closeReason(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 123);
}

/** Confirms a subscription; pusher-js then emits pusher:subscription_succeeded on the channel. */
export function subscriptionSucceededFrame(channel: string): string {
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
}

/** Why a subscription was refused; pusher-js emits it on the channel, as it does for auth failures. */
export interface SubscriptionError {
  type: 'AuthError' | 'InvalidChannel' | 'UnsupportedChannel' | 'LimitReached';
  error: string;
  status: number;
}

/** Refuses a subscription without closing the connection (other channels keep working). */
export function subscriptionErrorFrame(channel: string, error: SubscriptionError): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: error });
}

/** Confirms pusher:signin; pusher-js reads `user_data` back and subscribes to its user channel. */
export function signinSuccessFrame(userData: string): string {
  return JSON.stringify({
    event: 'pusher:signin_success',
    data: JSON.stringify({ user_data: userData }),
  });
}

/** A server event on a channel; `data` is already a string (JSON or plain text). */
export function channelEventFrame(channel: string, event: string, data: string): string {
  return JSON.stringify({ event, channel, data });
}
