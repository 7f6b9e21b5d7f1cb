import type { NodeCache } from '../cluster/node-caches.ts';

/** Taken before a database read whose answer will be cached: see `ActorCache.set`. */
export interface CacheTicket {
  generation: number;
  readAt: number;
}

/**
 * A per-node cache of authenticated sessions (and company scopes) for a very short time (SESSION_CACHE_MS,
 * default 1 s), so a burst of reads by one session costs one database round trip (DESIGN §10 API budget).
 *
 * Correctness (decisions 008 and 112): every write request clears this cache on this node and, through
 * `NodeCaches`, on every other node before its response is sent. An answer read before a clear is never
 * cached after it (the ticket's generation), and its time to live counts from the read's start, so no node
 * serves anything older than the TTL even when an invalidation is lost.
 */
export class ActorCache<T> implements NodeCache {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private generation = 0;
  private enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value for a key, if still fresh. */
  get(key: string): T | undefined {
    if (this.ttlMs <= 0 || !this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before the read whose answer `set` will cache. */
  ticket(): CacheTicket {
    return { generation: this.generation, readAt: Date.now() };
  }

  /**
   * Caches a value read since `ticket` (default: now), unless the cache was cleared meanwhile; the oldest
   * entry goes when the cache is full.
   */
  set(key: string, value: T, ticket: CacheTicket = this.ticket()): void {
    if (this.ttlMs <= 0 || !this.enabled || ticket.generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: ticket.readAt + this.ttlMs });
  }

  /** Forgets one key. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything (after any write on any node); reads in flight are not cached. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }
}
