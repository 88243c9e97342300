import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The live-event type an operator action records (operators.repository.ts). */
export const OPS_EVENT = 'ops';

/** One decision or change an operator made, as the console's live stream tells it. */
export interface OpsEvent {
  id: number;
  action: string;
  /** The action as the console names it (a company's KYC decision is its KYB one). */
  shownAction: string;
  target: string;
  /** The target by account or order number, username or code (never an internal id). */
  targetView: { kind: string; label: string };
  operator: string;
  time: string;
}

/** Names actions and targets as the audit trail does (OperatorAuditService.describe). */
export type DescribeAuditRows = (
  rows: ReadonlyArray<{ action: string; target: string }>,
) => Promise<Array<{ shownAction: string; targetView: { kind: string; label: string } }>>;

/** What every open console is told at once: the new events and the queues' counts after them. */
export interface OpsEventBatch {
  events: OpsEvent[];
  counts: Record<string, number>;
}

type Listener = (batch: OpsEventBatch) => void;

/**
 * The app's live-event feed (modules/live-events): every operator action also records an `ops`
 * live event, so consoles hear of it by the same table and LISTEN/NOTIFY as customers' browsers.
 */
export interface LiveFeed {
  subscribe(listener: (event: { type: string }) => void): Promise<() => void>;
}

/** Sign-in steps are audited too, but they change no queue: consoles are not told of them. */
const SIGN_IN_ACTIONS = new Set([
  'loginPassword',
  'loginFailed',
  'loginLocked',
  'login',
  'logout',
  'totpEnrolStart',
  'totpEnrolled',
  'totpFailed',
]);

/**
 * The console's live feed: every operator action is an operator_audit row, written in the same
 * call that makes it, followed by an `ops` live event. While at least one console listens, each
 * such event (told on every app instance by the live-event feed) reads the audit rows newer than
 * the last it saw, so a decision made on any instance reaches consoles on every instance.
 */
export class OpsEventFeed {
  private readonly listeners = new Set<Listener>();
  private lastId: number | null = null;
  private stopLive: (() => void) | null = null;
  private reading = false;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly counts: () => Promise<Record<string, number>>,
    private readonly live: LiveFeed,
    private readonly describe: DescribeAuditRows,
  ) {}

  /** Starts telling `listener` of new events; the returned function stops it. */
  async subscribe(listener: Listener): Promise<() => void> {
    if (this.lastId === null) this.lastId = await this.latestId();
    this.listeners.add(listener);
    this.stopLive ??= await this.live.subscribe((event) => {
      if (event.type === OPS_EVENT) void this.read();
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.stopLive) {
        this.stopLive();
        this.stopLive = null;
        // The next first listener starts from the newest row, not from where this one stopped.
        this.lastId = null;
      }
    };
  }

  close(): void {
    this.listeners.clear();
    this.stopLive?.();
    this.stopLive = null;
  }

  /** Reads what is new since the last read and tells every listener (one read at a time). */
  async read(): Promise<void> {
    if (this.reading) {
      // Another action while reading: read again after, so that it is not left for the next.
      this.again = true;
      return;
    }
    if (this.lastId === null) return;
    this.reading = true;
    try {
      const rows = await this.db
        .selectFrom('operator_audit as a')
        .leftJoin('operators as o', 'o.id', 'a.operator_id')
        .select(['a.id', 'a.action', 'a.target', 'a.create_time', 'o.username'])
        .where('a.id', '>', this.lastId)
        .orderBy('a.id')
        .limit(200)
        .execute();
      if (rows.length === 0) return;
      this.lastId = Number(rows[rows.length - 1]!.id);
      const told = rows.filter((row) => !SIGN_IN_ACTIONS.has(row.action));
      if (told.length === 0 || this.listeners.size === 0) return;
      const described = await this.describe(told);
      const events = told.map((row, i) => ({
        id: Number(row.id),
        action: row.action,
        ...described[i]!,
        target: row.target,
        operator: row.username ?? '',
        time: row.create_time,
      }));
      const batch = { events, counts: await this.counts() };
      for (const listener of this.listeners) listener(batch);
    } catch {
      // A failed read (the database briefly away) is tried again on the next tick.
    } finally {
      this.reading = false;
    }
    if (this.again) {
      this.again = false;
      await this.read();
    }
  }

  private async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('operator_audit')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }
}
