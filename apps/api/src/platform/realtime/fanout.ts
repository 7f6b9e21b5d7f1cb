// Fan-out carries published events to every node; each node then delivers to its own sockets.
import { silentLogger, type RealtimeLogger } from './logger.ts';

/** One server event: `data` is already serialised (JSON or plain text) so nodes never re-encode it. */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: string;
}

export type RealtimeMessageHandler = (message: RealtimeMessage) => void;

/**
 * Transport between nodes. `publish` must reach the handlers of every node, this one included;
 * delivery is at most once (like Pusher): a message published while a link is down is lost.
 */
export interface RealtimeFanout {
  publish(message: RealtimeMessage): Promise<void>;
  /** Registers a handler; the returned function removes it. */
  subscribe(handler: RealtimeMessageHandler): () => void;
  close(): Promise<void>;
}

/** Calls every handler, isolating failures so one broken node does not starve the others. */
export function dispatchToHandlers(
  handlers: Iterable<RealtimeMessageHandler>,
  message: RealtimeMessage,
  onError: (error: unknown) => void,
): void {
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * The embedded default: one process, delivery in the publisher's tick. Several realtime servers
 * in the same process may share one instance and behave like nodes behind Redis.
 */
export function createInProcessFanout(logger: RealtimeLogger = silentLogger): RealtimeFanout {
  const handlers = new Set<RealtimeMessageHandler>();
  let closed = false;
  return {
    async publish(message) {
      if (closed) throw new Error('Realtime fan-out is closed');
      dispatchToHandlers(handlers, message, (error) => {
        logger.error({ err: error, channel: message.channel }, 'realtime fan-out handler failed');
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
