/**
 * A per-node cache of authenticated sessions for a very short time (SESSION_CACHE_MS, default 1 s), so a
 * burst of reads by one session costs one database round trip (DESIGN §10 API budget).
 *
 * Correctness: every write request (any method but GET/HEAD/OPTIONS) clears the whole cache on this node
 * when it completes, so a change made here (logout, role change, password change) is seen by the very next
 * request. Another node may serve a stale actor for at most the TTL. docs/decisions/008-actor-cache.md.
 */
export class ActorCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value for a key, if still fresh. */
  get(key: string): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Caches a value; the oldest entry goes when the cache is full. */
  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  /** Forgets one key. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything (after any write on this node). */
  clear(): void {
    this.entries.clear();
  }
}
