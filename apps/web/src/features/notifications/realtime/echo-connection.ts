// Loaded lazily after sign-in (DESIGN §10: laravel-echo and pusher-js stay out of the first route).
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { JOB_UPDATED_EVENT, type JobRunDto } from '@turbine/domain';
import { publishJobEvent } from '../../../components/job-events.ts';
import { echoSettings, trackConnectionState, type RealtimeConfig } from './echo-options.ts';

export interface EchoHandlers {
  onState: (state: string) => void;
  onReconnected: () => void;
  onNotification: (event: unknown) => void;
}

export interface EchoConnection {
  disconnect: () => void;
}

/**
 * Opens the user's private channel user.{id} and listens for Laravel's notification event (decision 050)
 * and for tracked jobs' changes (decision 106).
 */
export function openEchoConnection(
  config: RealtimeConfig,
  userId: number,
  handlers: EchoHandlers,
): EchoConnection {
  const echo = new Echo<'pusher'>({ ...echoSettings(config), Pusher });
  const { connection } = echo.connector.pusher;
  handlers.onState(connection.state);
  connection.bind('state_change', trackConnectionState(handlers.onState, handlers.onReconnected));
  const channel = `user.${userId}`;
  echo
    .private(channel)
    .notification((event: unknown) => handlers.onNotification(event))
    // Tracked jobs' progress (decision 106); the leading dot: the event name is not namespaced.
    .listen(`.${JOB_UPDATED_EVENT}`, (job: JobRunDto) => publishJobEvent(job))
    .error((error: unknown) => console.warn('Realtime subscription refused', error));
  return {
    disconnect: () => {
      connection.unbind('state_change');
      echo.leave(channel);
      echo.disconnect();
    },
  };
}
