import type { Clock } from '../clock.ts';
import type { CacheNotices, CacheTopic } from './cache-notices.ts';

/**
 * Caches slow-changing rows (reference data, fee schedules, thresholds) for a short time, so hot
 * paths such as sending money do not re-read them on every call.
 *
 * With `shared`, the cache is one instance's copy of data every instance reads: a change calls
 * `changed()`, which forgets it here and, through the database, on every other instance
 * (cache-notices.ts), and while such notices could go unheard nothing is kept. Without it, the
 * cache holds what only changes with a release (the seeded reference data).
 */
export const DEFAULT_TTL_MS = 60_000;
/** Keys kept at most; past it the oldest goes first (a cache per recipient grows with use). */
export const DEFAULT_MAX_ENTRIES = 20_000;

export class TtlCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = DEFAULT_TTL_MS,
    private readonly shared?: { notices: CacheNotices; topic: CacheTopic },
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {
    shared?.notices.on(shared.topic, () => this.clear());
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.shared && !this.shared.notices.heard) return load();
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    // Deleted first, so a reloaded key counts as the newest.
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets one key here only (a value not worth keeping, such as a miss). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** A cache of data an operator changes, kept coherent over instances by `notices`. */
  static shared(clock: Clock, notices: CacheNotices, topic: CacheTopic): TtlCache {
    return new TtlCache(clock, DEFAULT_TTL_MS, { notices, topic });
  }

  /** After a change of what this cache holds: forgotten here and on every other instance. */
  async changed(): Promise<void> {
    this.clear();
    if (this.shared) await this.shared.notices.announce(this.shared.topic);
  }
}
