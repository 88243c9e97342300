import type { LiveEventRow, LiveEventsRepository } from './live-events.repository.ts';
import { READ_LIMIT } from './live-events.repository.ts';

type Listener = (row: LiveEventRow) => void;

export interface FeedTiming {
  /** How often the feed reads while someone listens, whether woken or not (a safety net). */
  pollMs: number;
  /**
   * How long a missing id is waited for before it is taken as rolled back. On PostgreSQL ids are
   * taken at insert, so a transaction that commits later than a younger one leaves a gap for a
   * moment; its event is told when it commits, up to this long after.
   */
  gapWaitMs: number;
}

/**
 * One per app instance: reads new live_events rows when woken (PostgreSQL: the `pesa_live`
 * notice every instance hears at a commit; SQLite: a publish in this process) or on its poll,
 * and tells every listener each row once. It keeps a cursor below which every id was told, and
 * the ids told above it, so an event whose transaction commits after a younger one is still told.
 */
export class LiveEventFeed {
  private readonly listeners = new Set<Listener>();
  /** Every id up to this one has been told (or waited for long enough). */
  private cursor: number | null = null;
  private readonly told = new Set<number>();
  private readonly missingSince = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly repo: LiveEventsRepository,
    private readonly timing: FeedTiming,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts telling `listener` of every new row; the returned function stops it. */
  async subscribe(listener: Listener): Promise<() => void> {
    if (this.cursor === null) this.cursor = await this.repo.latestId();
    this.listeners.add(listener);
    this.timer ??= setInterval(() => this.wake(), this.timing.pollMs);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0 || !this.timer) return;
      clearInterval(this.timer);
      this.timer = null;
      // The next first listener starts from the newest row, not from where this one stopped.
      this.cursor = null;
      this.told.clear();
      this.missingSince.clear();
    };
  }

  /** Reads what is new; a wake during a read reads again after it. */
  wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readUntilQuiet().finally(() => (this.reading = null));
  }

  /** Resolves once the read under way (if any) is done: tests wait for states, not time. */
  async settled(): Promise<void> {
    while (this.reading) await this.reading;
  }

  close(): void {
    this.listeners.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async readUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.readOnce()) this.again = true;
      } catch {
        // The database briefly away: the next wake or poll reads again.
        return;
      }
    } while (this.again);
  }

  /** One read; true when it was full and more may be waiting. */
  private async readOnce(): Promise<boolean> {
    if (this.cursor === null || this.listeners.size === 0) return false;
    const rows = await this.repo.after(this.cursor);
    for (const row of rows) {
      const id = Number(row.id);
      if (this.told.has(id)) continue;
      this.told.add(id);
      this.missingSince.delete(id);
      for (const listener of this.listeners) listener({ ...row, id });
    }
    this.advance();
    return rows.length === READ_LIMIT;
  }

  private advance(): void {
    const highest = Math.max(0, ...this.told);
    let next = this.cursor! + 1;
    while (next <= highest) {
      if (!this.told.delete(next)) {
        const since = this.missingSince.get(next) ?? this.now();
        if (this.now() - since < this.timing.gapWaitMs) {
          this.missingSince.set(next, since);
          return;
        }
        this.missingSince.delete(next);
      }
      this.cursor = next;
      next += 1;
    }
  }
}
