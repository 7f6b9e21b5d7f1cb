import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActorCache } from './actor-cache.ts';

afterEach(() => vi.useRealTimers());

describe('ActorCache', () => {
  it('does not keep an answer read before a clear (a write committed meanwhile)', () => {
    const cache = new ActorCache<string>(1000);
    const ticket = cache.ticket();
    cache.clear();
    cache.set('s', 'stale', ticket);
    expect(cache.get('s')).toBeUndefined();
    cache.set('s', 'fresh', cache.ticket());
    expect(cache.get('s')).toBe('fresh');
  });

  it('counts the time to live from the read’s start, not from when it was stored', () => {
    vi.useFakeTimers({ now: 10_000 });
    const cache = new ActorCache<string>(1000);
    const ticket = cache.ticket();
    vi.setSystemTime(10_900);
    cache.set('s', 'v', ticket);
    expect(cache.get('s')).toBe('v');
    vi.setSystemTime(11_000);
    expect(cache.get('s')).toBeUndefined();
  });

  it('serves nothing and stores nothing while disabled (link to the other nodes down)', () => {
    const cache = new ActorCache<string>(1000);
    cache.set('s', 'v');
    cache.setEnabled(false);
    expect(cache.get('s')).toBeUndefined();
    cache.set('t', 'v');
    cache.setEnabled(true);
    expect(cache.get('t')).toBeUndefined();
  });
});
