// A real pusher-js client against a test server, authorised the way the web app is: the channel
// auth request goes to POST /broadcasting/auth with the session cookie and the X-XSRF-TOKEN header.
import Pusher from 'pusher-js';
import { withTimeout } from '../src/platform/realtime/testing.ts';
import type { TestClient } from './client.ts';

/** What a pusher-js client needs of a server: where it listens and its public key. */
export interface RealtimeEndpoint {
  baseUrl: string;
  config: { PUSHER_APP_KEY: string };
}

/** Posts the form pusher-js would post to the auth endpoint, through the signed-in test client. */
export async function authorizeChannel(
  client: TestClient,
  socketId: string,
  channelName: string,
  path = '/broadcasting/auth',
): Promise<Response> {
  const form = new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString();
  return client.request('POST', path, undefined, {
    raw: Buffer.from(form),
    contentType: 'application/x-www-form-urlencoded',
  });
}

/** A pusher-js client on the server's /app/{key}, authorising channels through the API as `client`. */
export function apiPusher(server: RealtimeEndpoint, client: TestClient): Pusher {
  const url = new URL(server.baseUrl);
  return new Pusher(server.config.PUSHER_APP_KEY, {
    cluster: 'local', // required by pusher-js even with wsHost
    wsHost: url.hostname,
    wsPort: Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorizeChannel(client, socketId, channelName)
          .then(async (res) => {
            if (!res.ok) return callback(new Error(`channel auth answered ${res.status}`), null);
            callback(null, (await res.json()) as { auth: string });
          })
          .catch((error: unknown) =>
            callback(error instanceof Error ? error : new Error(String(error)), null),
          );
      },
    },
  });
}

/** Subscribes and resolves once the server confirmed the subscription. */
export function subscribed(pusher: Pusher, channel: string, timeoutMs = 5000): Promise<void> {
  const subscription = pusher.subscribe(channel);
  return withTimeout(
    new Promise<void>((resolve, reject) => {
      subscription.bind('pusher:subscription_succeeded', () => resolve());
      subscription.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`subscription failed: ${JSON.stringify(error)}`)),
      );
    }),
    timeoutMs,
    `subscription to ${channel} not confirmed`,
  );
}

/** Resolves with the data of the first `event` on the channel that satisfies the predicate. */
export function nextEvent<T>(
  pusher: Pusher,
  channel: string,
  event: string,
  predicate: (data: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  const subscription = pusher.channel(channel) ?? pusher.subscribe(channel);
  return withTimeout(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        if (!predicate(data)) return;
        subscription.unbind(event, handler);
        resolve(data);
      };
      subscription.bind(event, handler);
    }),
    timeoutMs,
    `${event} not received on ${channel}`,
  );
}
