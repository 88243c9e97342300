import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { TtlCache } from './ttl-cache.ts';

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

  it('forgets a failed load', async () => {
    const cache = new TtlCache(new ManualClock());
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
