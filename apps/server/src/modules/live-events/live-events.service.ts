import type { Kysely, Transaction } from 'kysely';
import type { LiveEventType } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { LiveEventFeed, type FeedTiming } from './live-event-feed.ts';
import { LiveEventsRepository, READ_LIMIT, type LiveEventRow } from './live-events.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** PostgreSQL's notification channel: the live_events trigger notifies it at every commit. */
export const LIVE_CHANNEL = 'pesa_live';

/** The main account of operators' events: none of a customer (user ids start at 1). */
const OPERATORS = 0;

/** Events are a live nudge, not a record: a browser away longer than this reloads anyway. */
const KEEP_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Who a stream belongs to: a signed-in user and the main account they act for. */
export interface LiveAudience {
  userId: number;
  mainUserId: number;
}

/** A row as a stream sends it: its id is the SSE `id:`. */
export interface LiveEventMessage {
  id: number;
  type: string;
  data: unknown;
}

/** Whether `row` may reach `audience`: never another account's, never another member's own. */
export function reaches(row: LiveEventRow, audience: LiveAudience): boolean {
  if (row.user_id !== null) return Number(row.user_id) === audience.userId;
  return Number(row.main_user_id) === audience.mainUserId;
}

export function messageOf(row: LiveEventRow): LiveEventMessage {
  return { id: Number(row.id), type: row.type, data: JSON.parse(row.data) as unknown };
}

/**
 * Live status (docs/scaling.md, "Live status"): a change is recorded in the caller's
 * transaction, so it is told only if it commits, and every app instance's feed tells its open
 * streams once it has committed.
 */
export class LiveEventsService {
  readonly feed: LiveEventFeed;
  private readonly repo: LiveEventsRepository;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    timing: FeedTiming,
    /** Subscribes the feed to commits elsewhere (PostgreSQL's `pesa_live` notices). */
    hearCommits: (wake: () => void) => void,
  ) {
    this.repo = new LiveEventsRepository(db);
    this.feed = new LiveEventFeed(this.repo, timing);
    hearCommits(() => this.feed.wake());
  }

  /** An event for one user only (a notification of theirs). */
  publish(
    trx: Executor,
    event: { userId: number; mainUserId?: number; type: LiveEventType; data: unknown },
  ): Promise<void> {
    return this.record(trx, event.mainUserId ?? event.userId, event.userId, event.type, event.data);
  }

  /** An event for every signed-in member of a main account (an order, a balance, a bulk file). */
  publishToAccount(
    trx: Executor,
    event: { mainUserId: number; type: LiveEventType; data: unknown },
  ): Promise<void> {
    return this.record(trx, event.mainUserId, null, event.type, event.data);
  }

  /**
   * An operator action (its audit row just written): consoles on every instance read the audit
   * table (ops-event-feed.ts). Account 0 is no customer's, so no browser stream is ever told.
   */
  publishToOperators(db: Executor): Promise<void> {
    return this.record(db, OPERATORS, null, 'ops', {});
  }

  /** What `audience` missed after `lastId` (a resumed stream), oldest first. */
  async missed(audience: LiveAudience, lastId: number): Promise<LiveEventMessage[]> {
    const missed: LiveEventMessage[] = [];
    for (let after = lastId; ;) {
      const rows = await this.repo.forUserAfter(audience.mainUserId, audience.userId, after);
      missed.push(...rows.filter((row) => reaches(row, audience)).map(messageOf));
      if (rows.length < READ_LIMIT) return missed;
      after = Number(rows[rows.length - 1]!.id);
    }
  }

  /** Deletes events older than a day, now and every hour, until close(). */
  startPruning(): void {
    const prune = () =>
      void this.repo
        .deleteBefore(new Date(this.clock.now().getTime() - KEEP_MS).toISOString())
        .catch(() => {});
    prune();
    this.pruneTimer ??= setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    this.feed.close();
  }

  private async record(
    trx: Executor,
    mainUserId: number,
    userId: number | null,
    type: string,
    data: unknown,
  ): Promise<void> {
    await this.repo.insert(trx, {
      main_user_id: mainUserId,
      user_id: userId,
      type,
      data: JSON.stringify(data),
      create_time: this.clock.now().toISOString(),
    });
    // SQLite has no notice: read soon after (the commit usually lands first; the poll otherwise).
    setImmediate(() => this.feed.wake());
  }
}
