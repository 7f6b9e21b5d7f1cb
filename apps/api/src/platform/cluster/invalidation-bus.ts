// Cross-node cache invalidation over Redis pub/sub with acknowledgement (decision 112). A node that
// commits a write clears its own caches, publishes one message, and waits until every other subscribed
// node has cleared its caches and acknowledged, so the response goes out only once no node can serve
// what the write changed.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RealtimeLogger } from '../realtime/logger.ts';

export interface InvalidationBusOptions {
  redisUrl: string;
  /** The deployment's Redis prefix (platform/cluster/redis-prefix.ts). */
  prefix: string;
  logger: RealtimeLogger;
  /** Clears every per-node cache of this node (synchronously). */
  onInvalidate: () => void;
  /** The link to the other nodes went down (false) or is live again (true): caches must not be used while down. */
  onLinkChange: (up: boolean) => void;
  /**
   * How long a broadcast waits for acknowledgements. Past it, the wait continues to this bound anyway:
   * with a cache time to live no longer than it, whatever another node cached before the write has expired.
   */
  ackTimeoutMs: number;
  connectTimeoutMs?: number;
}

export interface BroadcastResult {
  /** Other nodes subscribed when the message was published. */
  nodes: number;
  acknowledged: number;
  ms: number;
  timedOut: boolean;
}

export interface InvalidationBus {
  nodeId: string;
  /** Tells every other node to clear its caches; resolves once all have acknowledged (or the bound passed). */
  broadcast(): Promise<BroadcastResult>;
  close(): Promise<void>;
}

interface Pending {
  expected: number | null;
  acknowledged: number;
  done: () => void;
}

/** Connects the two links and resolves once this node's subscription is live. */
export async function connectInvalidationBus(
  options: InvalidationBusOptions,
): Promise<InvalidationBus> {
  const { prefix, logger } = options;
  const nodeId = randomUUID();
  const channel = `${prefix}:invalidate`;
  const ackChannel = (node: string) => `${prefix}:invalidate:ack:${node}`;
  const redisOptions = { lazyConnect: true, connectTimeout: options.connectTimeoutMs ?? 10_000 };
  // Named, so an operator (and the test) can tell the links apart in CLIENT LIST.
  const publisher = new Redis(options.redisUrl, {
    ...redisOptions,
    connectionName: `${prefix}:invalidate:pub:${nodeId}`,
  });
  const subscriber = new Redis(options.redisUrl, {
    ...redisOptions,
    connectionName: `${prefix}:invalidate:sub:${nodeId}`,
  });
  const pending = new Map<number, Pending>();
  let sequence = 0;
  let up = false;
  let closing = false;
  let probeId = '';

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    options.onLinkChange(value);
  };
  for (const [name, link] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    link.on('error', (err: Error) =>
      logger.warn({ err, link: name }, 'invalidation redis link error'),
    );
  }
  // While the subscriber is disconnected this node cannot hear invalidations: its caches stay off until a
  // probe sent after reconnecting comes back through its own subscription.
  subscriber.on('close', () => setUp(false));
  const probe = () => {
    if (closing || up) return;
    probeId = randomUUID();
    publisher
      .publish(channel, JSON.stringify({ origin: nodeId, probe: probeId }))
      .catch((err: unknown) => logger.debug({ err }, 'invalidation probe failed'));
  };
  subscriber.on('ready', probe);
  // ioredis resubscribes after 'ready': probe again until the subscription answers.
  const prober = setInterval(probe, 250);
  prober.unref();

  subscriber.on('message', (from: string, payload: string) => {
    if (from === ackChannel(nodeId)) {
      const entry = pending.get(Number(payload));
      if (!entry) return;
      entry.acknowledged++;
      if (entry.expected !== null && entry.acknowledged >= entry.expected) entry.done();
      return;
    }
    if (from !== channel) return;
    let message: { origin?: unknown; id?: unknown; probe?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.origin === nodeId) {
      if (message.probe === probeId) setUp(true);
      return;
    }
    if (typeof message.origin !== 'string' || typeof message.id !== 'number') return;
    options.onInvalidate();
    publisher
      .publish(ackChannel(message.origin), String(message.id))
      .catch((err: unknown) => logger.warn({ err }, 'invalidation acknowledgement failed'));
  });

  const live = new Promise<void>((resolve) => {
    const check = () => (up ? resolve() : setTimeout(check, 5).unref());
    check();
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel, ackChannel(nodeId));
    // 'ready' may have fired before the subscription: probe again now that it is live.
    probe();
    await live;
  } catch (error) {
    clearInterval(prober);
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    nodeId,
    async broadcast() {
      const started = performance.now();
      const id = ++sequence;
      let timer: NodeJS.Timeout | undefined;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const entry: Pending = { expected: null, acknowledged: 0, done: () => finish() };
      pending.set(id, entry);
      let timedOut = false;
      try {
        try {
          // PUBLISH answers how many subscribers received it: every node of the deployment, this one included.
          const receivers = await publisher.publish(
            channel,
            JSON.stringify({ origin: nodeId, id }),
          );
          entry.expected = Math.max(0, receivers - 1);
          if (entry.acknowledged >= entry.expected) finish();
        } catch (err) {
          logger.warn({ err }, 'invalidation not published: waiting out the cache time instead');
          entry.expected = Number.POSITIVE_INFINITY;
        }
        await Promise.race([
          finished,
          new Promise<void>((resolve) => {
            timer = setTimeout(() => {
              timedOut = true;
              resolve();
            }, options.ackTimeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
        pending.delete(id);
      }
      const result = {
        nodes: entry.expected === Number.POSITIVE_INFINITY ? 0 : (entry.expected ?? 0),
        acknowledged: entry.acknowledged,
        ms: performance.now() - started,
        timedOut,
      };
      if (timedOut)
        logger.warn(result, 'cache invalidation not acknowledged by every node in time');
      return result;
    },
    async close() {
      closing = true;
      clearInterval(prober);
      for (const entry of pending.values()) entry.done();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
