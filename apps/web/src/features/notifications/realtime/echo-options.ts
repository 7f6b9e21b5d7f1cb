import { readXsrfToken } from '../../../app/base-query.ts';

/** What GET /broadcasting/config answers: the deployment's public app key and a nominal cluster. */
export interface RealtimeConfig {
  key: string;
  cluster: string;
}

/** §9 realtime defaults (milliseconds). */
export const realtimeTimeouts = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/** The Echo options without the Pusher class, so that they can be built and tested without loading it. */
export interface EchoSettings {
  broadcaster: 'pusher';
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: ['ws', 'wss'];
  disableStats: true;
  activityTimeout: number;
  pongTimeout: number;
  unavailableTimeout: number;
  withoutInterceptors: true;
  channelAuthorization: {
    endpoint: string;
    transport: 'ajax';
    headersProvider: () => Record<string, string>;
  };
}

type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/**
 * Echo + pusher-js against the API's own Pusher-protocol server on the page's host and port
 * (decision 050, STACK-NOTES): a cluster is required by pusher-js but unused with wsHost.
 */
export function echoSettings(
  config: RealtimeConfig,
  page: PageLocation = window.location,
): EchoSettings {
  const port = Number(page.port);
  return {
    broadcaster: 'pusher',
    key: config.key,
    cluster: config.cluster,
    wsHost: page.hostname,
    wsPort: port || 80,
    wssPort: port || 443,
    forceTLS: page.protocol === 'https:',
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    ...realtimeTimeouts,
    // Echo registers axios/jQuery/Vue/Turbo hooks by default; this app uses none of them.
    withoutInterceptors: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      // Read at each request: the XSRF-TOKEN cookie is reissued at sign-in. Echo's csrfToken option
      // sends X-CSRF-TOKEN, which this API does not read.
      headersProvider: () => {
        const headers: Record<string, string> = { Accept: 'application/json' };
        const token = readXsrfToken();
        if (token) headers['X-XSRF-TOKEN'] = token;
        return headers;
      },
    },
  };
}

/**
 * Follows pusher-js state changes: reports each state, and calls `onReconnected` when the connection
 * comes back after a drop (not on the first connect), when pushes may have been missed (§7: GET /user
 * is refetched on reconnect; the list too, as delivery is at most once).
 */
export function trackConnectionState(onState: (state: string) => void, onReconnected: () => void) {
  let wasConnected = false;
  return ({ current }: { previous?: string; current: string }) => {
    onState(current);
    if (current !== 'connected') return;
    if (wasConnected) onReconnected();
    wasConnected = true;
  };
}
