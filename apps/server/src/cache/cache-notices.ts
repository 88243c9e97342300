import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { StatementCondition, StatementRider } from '../db/statement-rider.ts';

/**
 * What the in-process caches hold that can change: reference data and exchange rates, fee
 * schedules, risk thresholds, approval policies, what a send reads of its recipient
 * (docs/scaling.md lists every cache).
 */
export type CacheTopic = 'reference' | 'pricing' | 'risk' | 'approvals' | 'payees';

/** PostgreSQL's notification channel for cache topics. */
export const CACHE_CHANNEL = 'pesa_cache';

/**
 * Tells every app instance on the database to forget a cache when one of them changes what it
 * holds, so that no instance answers with a value another has replaced.
 */
export interface CacheNotices {
  /**
   * Whether a cache may keep what it reads. False while a change made elsewhere could go unheard
   * (PostgreSQL: before the listening connection is up, and while it is down); then every read
   * goes to the database.
   */
  readonly heard: boolean;
  /** Calls `forget` when `topic` changes here or on another instance, or may have unheard. */
  on(topic: CacheTopic, forget: () => void): void;
  /** Forgets `topic` in this process at once, and tells every other instance to. */
  announce(topic: CacheTopic): Promise<void>;
  /**
   * Calls `onNotice` for every notice on another module's `channel` (live events), on the same
   * listening connection, and after each (re)connection, since notices may have been missed.
   */
  onChannel(channel: string, onNotice: () => void): void;
  /**
   * PostgreSQL: reads every topic's generation inside the statement that authenticates a call (a
   * session's read, an API key's), and forgets each topic raised since the last reading before
   * the call goes on: a call whose check starts after a change was announced never reads that
   * topic's old copy, whenever the notice itself arrives. It has no CTEs and no values.
   */
  readonly generationsRider?: StatementRider<void>;
  /**
   * PostgreSQL: true in a statement while every topic's generation is still the one this
   * instance last read: nothing its caches hold now was replaced since (a send on a kept sign-in,
   * which reads no generations first, confirms it in its own statement: plugins/kept-auth.ts).
   * Taken before the caches are used, so a topic raised while they are in use counts.
   */
  generationsUnchanged?(): StatementCondition;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<string, Array<() => void>>();

  add(topic: string, forget: () => void): void {
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), forget]);
  }

  forget(topic: string): void {
    for (const forget of this.byTopic.get(topic) ?? []) forget();
  }

  forgetAll(): void {
    for (const topic of this.byTopic.keys()) this.forget(topic);
  }

  get empty(): boolean {
    return this.byTopic.size === 0;
  }
}

/** SQLite: one process serves the file (docs/operations.md), so there is nobody else to tell. */
export function processCacheNotices(): CacheNotices {
  const listeners = new Listeners();
  return {
    heard: true,
    on: (topic, forget) => listeners.add(topic, forget),
    announce: async (topic) => listeners.forget(topic),
    onChannel: () => {},
    close: async () => {},
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** How long an announcement waits for its own echo at most (the notice is sent regardless). */
const ECHO_WAIT_MS = 1_000;

/**
 * Raises the topic's generation and sends the notice in one statement, so the notice goes out
 * only with the raised generation (both at its commit).
 */
export const ANNOUNCE_SQL = `WITH raised AS (
  INSERT INTO cache_generations (topic, generation) VALUES ($1, 1)
  ON CONFLICT (topic) DO UPDATE SET generation = cache_generations.generation + 1
  RETURNING generation
) SELECT pg_notify('${CACHE_CHANNEL}', $2) FROM raised`;

/**
 * PostgreSQL: `NOTIFY pesa_cache, '<topic> <tag>'` after a change, and one connection per
 * instance that LISTENs (outside the pool, which it would otherwise hold a connection of for
 * good). It connects when the first cache registers.
 *
 * At the notifying statement's commit PostgreSQL signals every listening session, and each sends
 * the notice to its instance at once. The announcing instance then waits until its own listening
 * connection has received the notice (its tag tells it apart) before it answers its caller: by
 * then the other instances' connections, signalled at the same moment, have had theirs, so the
 * next request to any of them finds the cache forgotten (cross-instance.test.ts).
 *
 * While the connection is down (and until it first is up) `heard` is false and the caches read
 * through; each loss and each new connection forget everything, since notices may have been
 * missed in between.
 *
 * The notice is fast but not certain to be handled before a request on another instance reads
 * its cache (its reply from the database and the notice can arrive in the same turn of the event
 * loop). So every change also raises its topic's generation, and every authenticated call reads
 * the generations with its session or API key (`generationsRider`) and forgets what was raised
 * before going on.
 */
export class PostgresCacheNotices implements CacheNotices {
  private readonly listeners = new Listeners();
  /** The listening connection, from its creation until it is lost. */
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RECONNECT_FIRST_MS;
  private closed = false;
  /** Announcements of this instance waiting for their echo, by tag. */
  private readonly echoes = new Map<string, () => void>();
  /** Other modules' channels on this connection (onChannel). */
  private readonly channels = new Map<string, () => void>();
  heard = false;
  /** The last generation read of each topic (`generationsRider`). */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly url: string,
    /** Runs `ANNOUNCE_SQL` with the topic and the notice's payload on the app's pool. */
    private readonly raiseAndNotify: (topic: CacheTopic, payload: string) => Promise<void>,
  ) {}

  readonly generationsRider: StatementRider<void> = {
    sql: () => ({
      ctes: '',
      result: '(SELECT json_object_agg(topic, generation) FROM cache_generations)',
    }),
    values: [],
    read: async (value) => this.observe(value),
  };

  generationsUnchanged(): StatementCondition {
    const known = JSON.stringify(Object.fromEntries(this.generations));
    return {
      sql: (first) =>
        `(SELECT coalesce(jsonb_object_agg(topic, generation), '{}') FROM cache_generations) = $${first}::jsonb`,
      values: [known],
    };
  }

  /** Forgets each topic whose generation is above the last one read. */
  private observe(value: unknown): void {
    if (!value || typeof value !== 'object') return;
    for (const [topic, raw] of Object.entries(value)) {
      const generation = Number(raw);
      if (generation <= (this.generations.get(topic) ?? 0)) continue;
      this.generations.set(topic, generation);
      this.listeners.forget(topic);
    }
  }

  on(topic: CacheTopic, forget: () => void): void {
    const first = this.listeners.empty;
    this.listeners.add(topic, forget);
    if (first) void this.connect();
  }

  onChannel(channel: string, onNotice: () => void): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
    this.channels.set(channel, onNotice);
    if (this.heard) void this.client?.query(`LISTEN ${channel}`).catch(() => {});
    else void this.connect();
  }

  async announce(topic: CacheTopic): Promise<void> {
    this.listeners.forget(topic);
    const tag = randomBytes(6).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.echoes.set(tag, resolve);
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    try {
      await this.raiseAndNotify(topic, `${topic} ${tag}`);
      // Without a listening connection no echo comes; the other instances read through too.
      if (this.heard) await echoed;
    } finally {
      clearTimeout(timer);
      this.echoes.delete(tag);
    }
  }

  private async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (message) => {
      this.channels.get(message.channel)?.();
      if (message.channel !== CACHE_CHANNEL || !message.payload) return;
      const [topic = '', tag = ''] = message.payload.split(' ');
      this.listeners.forget(topic);
      this.echoes.get(tag)?.();
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.client !== client) return;
    this.retryMs = RECONNECT_FIRST_MS;
    // Whatever changed while nobody listened is forgotten now.
    this.listeners.forgetAll();
    this.heard = true;
    for (const onNotice of this.channels.values()) onNotice();
  }

  /** The connection failed or ended: read through, forget everything, try again later. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.heard) this.listeners.forgetAll();
    this.heard = false;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RECONNECT_MAX_MS, this.retryMs * 2);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heard = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
