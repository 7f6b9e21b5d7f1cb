// Signatures of the Pusher auth endpoints (/broadcasting/auth, /pusher/auth, /pusher/user-auth)
// and their verification on the websocket. HMAC-SHA256 with the app secret, hex encoded.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isValidChannelName } from './protocol.ts';

/** Socket ids are two decimal integers joined by a dot (pusher-js and the protocol). */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

export const socketIdSchema = z.string().max(41).regex(SOCKET_ID_PATTERN, 'Invalid socket id');
/** Pusher channel names are at most 164 characters (the protocol's limit). */
export const channelNameSchema = z
  .string()
  .max(164)
  .refine(isValidChannelName, 'Invalid channel name');

/** Form fields of POST /broadcasting/auth and /pusher/auth (pusher-js and Echo send them form-encoded). */
export const channelAuthBodySchema = z.object({
  socket_id: socketIdSchema,
  channel_name: channelNameSchema,
});
export type ChannelAuthBody = z.infer<typeof channelAuthBodySchema>;

/** Form fields of POST /pusher/user-auth. */
export const userAuthBodySchema = z.object({ socket_id: socketIdSchema });
export type UserAuthBody = z.infer<typeof userAuthBodySchema>;

export interface AppCredentials {
  appKey: string;
  appSecret: string;
}

export interface SignChannelInput extends AppCredentials {
  socketId: string;
  channelName: string;
  /** Presence channels only: the JSON string of `{ user_id, user_info }`, signed as given. */
  channelData?: string;
}

export interface ChannelAuth {
  auth: string;
  channel_data?: string;
}

function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Signs a channel subscription: `key:hex(HMAC-SHA256(secret, "socket_id:channel[:channel_data]"))`. */
export function signChannel(input: SignChannelInput): ChannelAuth {
  const parts = [input.socketId, input.channelName];
  if (input.channelData !== undefined) parts.push(input.channelData);
  const auth = `${input.appKey}:${hmacHex(input.appSecret, parts.join(':'))}`;
  return input.channelData === undefined ? { auth } : { auth, channel_data: input.channelData };
}

/** User data signed by /pusher/user-auth; pusher-js requires a non-empty string `id`. */
export interface SignUserInput extends AppCredentials {
  socketId: string;
  userData: { id: string | number; user_info?: Record<string, unknown>; watchlist?: string[] };
}

export interface UserAuth {
  auth: string;
  user_data: string;
}

/** Signs pusher:signin: `key:hex(HMAC-SHA256(secret, "socket_id::user::user_data"))`. */
export function signUser(input: SignUserInput): UserAuth {
  const user_data = JSON.stringify({ ...input.userData, id: String(input.userData.id) });
  const auth = `${input.appKey}:${hmacHex(input.appSecret, `${input.socketId}::user::${user_data}`)}`;
  return { auth, user_data };
}

/** Compares `auth` with the expected `key:signature` in constant time (no timing oracle). */
function authMatches(auth: string, appKey: string, expectedSignature: string): boolean {
  const separator = auth.indexOf(':');
  if (separator < 0) return false;
  const keyOk = safeEqual(auth.slice(0, separator), appKey);
  const signatureOk = safeEqual(auth.slice(separator + 1), expectedSignature);
  return keyOk && signatureOk;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // timingSafeEqual needs equal lengths; the length of a hex signature is public anyway.
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks a pusher:subscribe `auth` for a private (or presence, with channel data) channel. */
export function verifyChannelAuth(input: SignChannelInput & { auth: string }): boolean {
  const parts = [input.socketId, input.channelName];
  if (input.channelData !== undefined) parts.push(input.channelData);
  return authMatches(input.auth, input.appKey, hmacHex(input.appSecret, parts.join(':')));
}

/** Checks a pusher:signin `auth` against the `user_data` string exactly as the client sent it. */
export function verifyUserAuth(
  input: AppCredentials & { socketId: string; auth: string; userData: string },
): boolean {
  const expected = hmacHex(input.appSecret, `${input.socketId}::user::${input.userData}`);
  return authMatches(input.auth, input.appKey, expected);
}

/** The wire name of a user's notification channel (DESIGN §7); Echo calls it `user.{id}`. */
export function userChannelName(userId: string | number): string {
  return `private-user.${userId}`;
}

/**
 * Channel policy of the auth routes: a user may subscribe only to their own private user
 * channel. Echo prefixes `private-` itself, so the route receives `private-user.5` for Echo's
 * `user.5`; the bare name is not a private channel and is refused here.
 */
export function canSubscribe(userId: string | number, channelName: string): boolean {
  return channelName === userChannelName(userId);
}
