import type { BroadcastResult, InvalidationBus } from './invalidation-bus.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` on a POST that changes nothing (channel authorisation, a rating preview): its answer does
     * not clear every node's caches (decision 112). Any other write does.
     */
    writes?: false;
  }
}

/** A per-node cache the platform clears on every write, here and on every other node (decision 112). */
export interface NodeCache {
  clear(): void;
  /** Off while this node cannot hear other nodes' invalidations: every read goes to the database. */
  setEnabled(enabled: boolean): void;
}

/**
 * Every per-node cache of one app (sessions, company scopes, risk lists...). A write request calls
 * `invalidate()` before its response is sent: this node's caches are cleared and, with Redis, every other
 * node's too, acknowledged, before the response leaves (decision 112; decision 008 for one node).
 */
export class NodeCaches {
  private readonly caches = new Set<NodeCache>();
  private bus: InvalidationBus | undefined;
  private enabled = true;

  /** Adds a cache (enabled or not as the others are) and returns it. */
  register<T extends NodeCache>(cache: T): T {
    this.caches.add(cache);
    cache.setEnabled(this.enabled);
    return cache;
  }

  /** Clears this node's caches only (an invalidation received from another node). */
  clearLocal(): void {
    for (const cache of this.caches) cache.clear();
  }

  /** The link to the other nodes is down (caches off and cleared) or live again (caches on, empty). */
  setLinkUp(up: boolean): void {
    this.enabled = up;
    for (const cache of this.caches) {
      cache.clear();
      cache.setEnabled(up);
    }
  }

  /** Cross-node invalidation from now on (REDIS_URL set). */
  attachBus(bus: InvalidationBus): void {
    this.bus = bus;
  }

  /** Clears every cache on this node and on every other node; resolves once they have acknowledged. */
  async invalidate(): Promise<BroadcastResult | null> {
    this.clearLocal();
    return this.bus ? this.bus.broadcast() : null;
  }
}
