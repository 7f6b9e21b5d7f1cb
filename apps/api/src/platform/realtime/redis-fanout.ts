// Redis pub/sub fan-out for N nodes (DESIGN §3: REDIS_URL). Every node subscribes to one Redis
// channel; a publish delivers locally at once and goes to Redis for the other nodes.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { dispatchToHandlers, type RealtimeFanout, type RealtimeMessageHandler } from './fanout.ts';
import { silentLogger, type RealtimeLogger } from './logger.ts';

export interface RedisFanoutOptions {
  redisUrl: string;
  /** Redis pub/sub channel shared by the nodes of one deployment. */
  topic?: string;
  logger?: RealtimeLogger;
  /** How long to wait for Redis at start-up before failing. */
  connectTimeoutMs?: number;
}

const envelopeSchema = z.object({
  origin: z.string(),
  channel: z.string(),
  event: z.string(),
  data: z.string(),
});

/** Connects the publisher and subscriber links, resolving once the subscription is live. */
export async function connectRedisFanout(options: RedisFanoutOptions): Promise<RealtimeFanout> {
  const topic = options.topic ?? 'turbine:realtime';
  const logger = options.logger ?? silentLogger;
  const nodeId = randomUUID();
  const handlers = new Set<RealtimeMessageHandler>();
  const redisOptions = { lazyConnect: true, connectTimeout: options.connectTimeoutMs ?? 10_000 };
  // A connection in subscriber mode cannot publish, hence two links.
  // A publish while Redis is down fails at once instead of queueing: the after-commit work awaiting it (and
  // the request behind that) never waits on Redis; local sockets already got the message (issue 23).
  const publisher = new Redis(options.redisUrl, {
    ...redisOptions,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(options.redisUrl, redisOptions);
  for (const [name, link] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    link.on('error', (err: Error) => logger.warn({ err, link: name }, 'realtime redis link error'));
  }

  subscriber.on('message', (from: string, payload: string) => {
    if (from !== topic) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = undefined;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      logger.warn({ topic }, 'realtime redis message ignored: not an envelope');
      return;
    }
    // This node already delivered its own messages when it published them.
    if (envelope.data.origin === nodeId) return;
    const { channel, event, data } = envelope.data;
    dispatchToHandlers(handlers, { channel, event, data }, (err) =>
      logger.error({ err, channel }, 'realtime delivery failed'),
    );
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(topic);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(message) {
      // Local sockets do not wait for the Redis round trip, and still get the event if Redis is down.
      dispatchToHandlers(handlers, message, (err) =>
        logger.error({ err, channel: message.channel }, 'realtime delivery failed'),
      );
      await publisher.publish(topic, JSON.stringify({ origin: nodeId, ...message }));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
