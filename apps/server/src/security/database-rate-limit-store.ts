import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { toNumber } from '../db/bigint.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows older than this are swept; every window we use is a minute. */
const SWEEP_AGE_MS = 24 * 3_600_000;
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that keeps each counter in the database, so that the
 * per-address limits on sign-in and codes hold across every app instance on one database (the
 * plugin's own store counts in one process's memory). One upsert per limited request: a fixed
 * window that restarts once it has passed, decided inside the statement so that concurrent
 * instances never lose a hit.
 */
export function databaseRateLimitStore(db: Kysely<Database>, clock: Clock) {
  let calls = 0;

  class DatabaseRateLimitStore {
    /** The plugin passes its options first; only a route's child store has a prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      this.hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Done, timeWindow: number): void {
      this.peek(`${this.prefix}${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    /** The plugin asks for one store per limited route; each counts on its own. */
    child(routeOptions: object) {
      // At run time the plugin passes its merged route settings, with the route as routeInfo.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: string } };
      const { method, url } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(method ?? '')} ${url ?? ''} `);
    }

    private async hit(bucket: string, timeWindow: number) {
      const now = clock.now().getTime();
      const expired = sql<boolean>`rate_limit_hits.window_start + ${timeWindow} <= ${now}`;
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ bucket, window_start: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
            window_start: sql`CASE WHEN ${expired} THEN ${now} ELSE rate_limit_hits.window_start END`,
          }),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      if (++calls % SWEEP_EVERY === 0) await this.sweep(now);
      return { current: row.hits, ttl: toNumber(row.window_start) + timeWindow - now };
    }

    private async peek(bucket: string, timeWindow: number) {
      const now = clock.now().getTime();
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', 'window_start'])
        .where('bucket', '=', bucket)
        .executeTakeFirst();
      const start = row ? toNumber(row.window_start) : 0;
      if (!row || start + timeWindow <= now) return { current: 0, ttl: 0 };
      return { current: row.hits, ttl: start + timeWindow - now };
    }

    private async sweep(now: number) {
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', now - SWEEP_AGE_MS)
        .execute();
    }
  }

  return DatabaseRateLimitStore;
}
