import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** One quoted pair as stored, with its currencies' codes. */
export interface StoredPair {
  pair: string;
  from: string;
  to: string;
  mid: string;
  spreadBasisPoints: number;
}

/** The rows of the rate book: `exchange_rates` with its spreads, and each mid's history. */
export class RateBookRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Every pair, locked until the transaction ends on PostgreSQL, so that two changes on two
   * instances are judged one after the other against the book the first one left. SQLite runs
   * one transaction at a time already.
   */
  async lockedPairs(trx: Transaction<Database>): Promise<StoredPair[]> {
    let query = trx
      .selectFrom('exchange_rates as r')
      .innerJoin('currencies as f', 'f.currency_id', 'r.from_currency_id')
      .innerJoin('currencies as t', 't.currency_id', 'r.to_currency_id')
      .select([
        'r.pair as pair',
        'f.code as from',
        't.code as to',
        'r.rate as mid',
        'r.spread_bps as spreadBasisPoints',
      ])
      .orderBy('r.pair');
    if (this.engine === 'postgres') query = query.forUpdate('r');
    return query.execute();
  }

  /** Writes one pair's new mid and spread; a new mid also joins its history. */
  async write(
    trx: Transaction<Database>,
    before: StoredPair,
    after: StoredPair,
    now: string,
  ): Promise<void> {
    await trx
      .updateTable('exchange_rates')
      .set({ rate: after.mid, spread_bps: after.spreadBasisPoints, update_time: now })
      .where('pair', '=', after.pair)
      .execute();
    if (before.mid === after.mid) return;
    await trx
      .insertInto('exchange_rate_history')
      .values({ pair: after.pair, rate: after.mid, update_time: now })
      .onConflict((oc) => oc.columns(['pair', 'update_time']).doUpdateSet({ rate: after.mid }))
      .execute();
  }
}
