import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

const HOUR_MS = 3_600_000;

/**
 * A count per key in the current hour, in the same database table as the per-address limits, so
 * it holds across every app instance: one conditional upsert per use, which concurrent calls
 * cannot both slip past.
 */
export class HourlyAccountLimit {
  private readonly store: { incr: InstanceType<ReturnType<typeof databaseRateLimitStore>>['incr'] };

  constructor(
    db: Kysely<Database>,
    clock: Clock,
    bucketPrefix: string,
    readonly max: number,
  ) {
    const Store = databaseRateLimitStore(db, clock);
    this.store = new Store(undefined, `${bucketPrefix} `);
  }

  /** Counts one use of `key`; false when the hour's uses were already used up. */
  take(key: string): Promise<boolean> {
    return new Promise((resolve, reject) =>
      this.store.incr(
        key,
        (error, result) => (error ? reject(error) : resolve((result?.current ?? 0) <= this.max)),
        HOUR_MS,
      ),
    );
  }
}
