import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { TtlCache } from './ttl-cache.ts';
import type { CacheNotices, CacheTopic } from './cache-notices.ts';

/** Notices as another instance would send them, and a listening connection that can drop. */
function fakeNotices() {
  const forgets: Array<[CacheTopic, () => void]> = [];
  const notices: CacheNotices & { heard: boolean; fromElsewhere(topic: CacheTopic): void } = {
    heard: true,
    on: (topic, forget) => void forgets.push([topic, forget]),
    announce: async (topic) => notices.fromElsewhere(topic),
    fromElsewhere: (topic) => forgets.filter(([t]) => t === topic).forEach(([, f]) => f()),
    onChannel: () => {},
    close: async () => {},
  };
  return notices;
}

describe('TtlCache', () => {
  it('loads once within the time to live, again after it, and after clear', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache(clock, 1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(1000);
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps at most its number of keys, forgetting the oldest first', async () => {
    const cache = new TtlCache(new ManualClock(), 1000, undefined, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('forgets a failed load', async () => {
    const cache = new TtlCache(new ManualClock());
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('forgets when another instance announces a change of its topic', async () => {
    const notices = fakeNotices();
    const cache = TtlCache.shared(new ManualClock(), notices, 'pricing');
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('fees', load)).toBe(1);
    notices.fromElsewhere('risk');
    expect(await cache.get('fees', load)).toBe(1);
    notices.fromElsewhere('pricing');
    expect(await cache.get('fees', load)).toBe(2);
    await cache.changed();
    expect(await cache.get('fees', load)).toBe(3);
  });

  it('keeps nothing while notices could go unheard', async () => {
    const notices = fakeNotices();
    notices.heard = false;
    const cache = TtlCache.shared(new ManualClock(), notices, 'pricing');
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('fees', load)).toBe(1);
    expect(await cache.get('fees', load)).toBe(2);
    notices.heard = true;
    expect(await cache.get('fees', load)).toBe(3);
    expect(await cache.get('fees', load)).toBe(3);
  });
});
