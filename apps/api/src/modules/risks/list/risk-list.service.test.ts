import { describe, expect, it } from 'vitest';
import { RiskListCache } from './risk-list.service.ts';

const deferred = () => {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('RiskListCache', () => {
  it('shares one read among concurrent misses of a key and serves the answer until cleared', async () => {
    const cache = new RiskListCache(10_000);
    const d = deferred();
    let reads = 0;
    const read = () => (reads++, d.promise);
    const answers = Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    d.resolve('A');
    expect(await answers).toEqual(['A', 'A', 'A']);
    expect(await cache.get('k', async () => 'B')).toBe('A');
    expect(reads).toBe(1);
    cache.clear();
    expect(await cache.get('k', async () => 'B')).toBe('B');
  });

  it('does not keep an answer whose read started before a write', async () => {
    const cache = new RiskListCache(10_000);
    const d = deferred();
    const stale = cache.get('k', () => d.promise);
    cache.clear();
    // A read after the write does not join the one in flight.
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    d.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await cache.get('k', async () => 'again')).toBe('fresh');
  });

  it('caches nothing with a zero time to live (the API tests)', async () => {
    const cache = new RiskListCache(0);
    expect(await cache.get('k', async () => 'A')).toBe('A');
    expect(await cache.get('k', async () => 'B')).toBe('B');
  });
});

describe('RiskListCache refresh ahead', () => {
  it('serves an answer past half its time while one background read refreshes it, and never one past its time', async () => {
    let now = 1_000_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const cache = new RiskListCache(1_000);
      expect(await cache.get('k', async () => 'A')).toBe('A');
      now += 600;
      const d = deferred();
      let reads = 0;
      // Past half its time: the old answer at once, and one refresh started.
      expect(await cache.get('k', () => (reads++, d.promise))).toBe('A');
      expect(await cache.get('k', () => (reads++, d.promise))).toBe('A');
      expect(reads).toBe(1);
      d.resolve('B');
      await d.promise;
      await Promise.resolve();
      expect(await cache.get('k', async () => 'C')).toBe('B');
      // Past its whole time with no refresh: the request waits for a new read.
      now += 1_000;
      expect(await cache.get('k', async () => 'D')).toBe('D');
    } finally {
      Date.now = realNow;
    }
  });
});
