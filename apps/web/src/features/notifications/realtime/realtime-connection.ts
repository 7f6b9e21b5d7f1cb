import type { EchoConnection, EchoHandlers } from './echo-connection.ts';
import { realtimeTimeouts, type RealtimeConfig } from './echo-options.ts';

let configRequest: Promise<RealtimeConfig> | null = null;

/** GET /broadcasting/config, read once per page; a failure is forgotten so that the next try asks again. */
export function loadRealtimeConfig(): Promise<RealtimeConfig> {
  configRequest ??= fetch('/broadcasting/config', {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /broadcasting/config answered ${res.status}`);
      return (await res.json()) as RealtimeConfig;
    })
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

let active: { stop: () => void } | null = null;

/**
 * Connects the signed-in user's realtime channel, replacing any previous connection. Echo and
 * pusher-js are imported here, on demand. Until the config can be read the state is unavailable and
 * the attempt is repeated after the unavailable timeout, as pusher-js itself does.
 */
export function startRealtime(userId: number, handlers: EchoHandlers): () => void {
  active?.stop();
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connection: EchoConnection | null = null;

  const open = async () => {
    handlers.onState('connecting');
    try {
      const config = await loadRealtimeConfig();
      const { openEchoConnection } = await import('./echo-connection.ts');
      if (!stopped) connection = openEchoConnection(config, userId, handlers);
    } catch {
      if (stopped) return;
      handlers.onState('unavailable');
      retry = setTimeout(() => void open(), realtimeTimeouts.unavailableTimeout);
    }
  };
  void open();

  const session = {
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(retry);
      connection?.disconnect();
      if (active === session) active = null;
      handlers.onState('disconnected');
    },
  };
  active = session;
  return session.stop;
}

/** Drops the realtime connection, if any (§4: on logout and on the 401 forced logout). */
export function dropRealtimeConnection(): void {
  active?.stop();
}
