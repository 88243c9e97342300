import type { Clock } from '../clock.ts';

/**
 * Caches slow-changing rows (reference data, fee schedules, thresholds) for a short time, so hot
 * paths such as sending money do not re-read them on every call. Operators' changes call
 * `clear()`; other instances see them within the time to live.
 */
export class TtlCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 60_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
