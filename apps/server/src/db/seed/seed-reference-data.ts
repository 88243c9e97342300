import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../schema.ts';
import { countries, countryCurrencies, currencies } from './currencies-countries.ts';
import { bankCodes, channelTypes, paymentChannels, transferTypes } from './channels.ts';
import { baseRates, seededHistory } from './rates.ts';
import { starterNotices } from './notices.ts';
import { feeSchedules, riskThresholds } from './fees.ts';
import { cashShops, collectionAccounts } from './collection-points.ts';

const DAY = 86_400_000;

/**
 * Loads reference data at every start. Each insert skips rows that already exist, so restarts
 * and concurrent instances are harmless and operator edits are never overwritten.
 */
export async function seedReferenceData(db: Kysely<Database>, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('currencies')
      .values(currencies)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('countries')
      .values(countries)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('country_currencies')
      .values(countryCurrencies)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('payment_channels')
      .values(paymentChannels)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('channel_types')
      .values(channelTypes)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('transfer_types')
      .values(transferTypes)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('bank_codes')
      .values(bankCodes)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('collection_accounts')
      .values(collectionAccounts)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('cash_shops')
      .values(cashShops)
      .onConflict((c) => c.doNothing())
      .execute();
    const notices = starterNotices.map(({ daysAgo, ...n }) => ({
      ...n,
      publish_time: new Date(now.getTime() - daysAgo * DAY).toISOString(),
      status: 0,
    }));
    await trx
      .insertInto('notices')
      .values(notices)
      .onConflict((c) => c.doNothing())
      .execute();
    const stamp = now.toISOString();
    await trx
      .insertInto('fee_schedules')
      .values(feeSchedules(stamp))
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('app_settings')
      .values(riskThresholds(stamp))
      .onConflict((c) => c.doNothing())
      .execute();
  });
  await seedRates(db, now);
}

/**
 * Each pair's current rate and its history, in one transaction per pair that starts by inserting
 * the rate: of instances seeding at the same moment (each with its own clock, so with its own
 * history) the first to insert writes the history, and the others' inserts wait for its commit,
 * find the rate and write nothing.
 */
async function seedRates(db: Kysely<Database>, now: Date): Promise<void> {
  for (const base of baseRates) {
    const existing = await db
      .selectFrom('exchange_rates')
      .select('pair')
      .where('pair', '=', base.pair)
      .executeTakeFirst();
    if (existing) continue;
    const history = seededHistory(base.pair, now);
    const last = history[history.length - 1]!;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('exchange_rates')
        .values({
          pair: base.pair,
          from_currency_id: base.from,
          to_currency_id: base.to,
          rate: last.rate,
          update_time: last.time.toISOString(),
        })
        .onConflict((c) => c.doNothing())
        .returning('pair')
        .executeTakeFirst();
      if (!inserted) return;
      // Chunked because SQLite limits the number of bound parameters per statement.
      for (let i = 0; i < history.length; i += 200) {
        const chunk = history
          .slice(i, i + 200)
          .map((p) => ({ pair: base.pair, rate: p.rate, update_time: p.time.toISOString() }));
        await trx
          .insertInto('exchange_rate_history')
          .values(chunk)
          .onConflict((c) => c.doNothing())
          .execute();
      }
    });
  }
}
