import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Read-only access to the seeded reference data. */
export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  countries() {
    return this.db
      .selectFrom('countries')
      .innerJoin('currencies', 'currencies.currency_id', 'countries.currency_id')
      .select([
        'countries.country_id',
        'countries.iso2',
        'countries.name_en',
        'countries.name_zh',
        'countries.currency_id',
        'countries.timezone',
        'countries.phone_example',
        'currencies.code as currency_code',
      ])
      .orderBy('countries.sort')
      .execute();
  }

  /** Every country row with all its columns. */
  countryRows() {
    return this.db.selectFrom('countries').selectAll().execute();
  }

  currencies() {
    return this.db.selectFrom('currencies').selectAll().orderBy('code').execute();
  }

  currenciesOfCountry(countryId: number) {
    return this.db
      .selectFrom('country_currencies')
      .innerJoin('currencies', 'currencies.currency_id', 'country_currencies.currency_id')
      .selectAll('currencies')
      .where('country_currencies.country_id', '=', countryId)
      .orderBy('currencies.code')
      .execute();
  }

  channelTypes(countryId: number) {
    return this.db
      .selectFrom('channel_types')
      .select(['type', 'channel_type'])
      .where('country_id', '=', countryId)
      .orderBy('type')
      .orderBy('channel_type')
      .execute();
  }

  channels(filter: { countryId?: number; scope?: number }) {
    let query = this.db
      .selectFrom('payment_channels')
      .innerJoin('currencies', 'currencies.currency_id', 'payment_channels.currency_id')
      .selectAll('payment_channels')
      .select('currencies.code as currency_code');
    if (filter.countryId !== undefined)
      query = query.where('payment_channels.country_id', '=', filter.countryId);
    if (filter.scope !== undefined)
      query = query.where('payment_channels.scope', '=', filter.scope);
    return query.orderBy('payment_channels.sort').execute();
  }

  transferTypes() {
    return this.db.selectFrom('transfer_types').selectAll().orderBy('sort').execute();
  }

  /** Every country's bank codes, by name. */
  bankCodes() {
    return this.db.selectFrom('bank_codes').selectAll().orderBy('name').execute();
  }

  collectionAccounts(countryId: number, currencyId: number) {
    return this.db
      .selectFrom('collection_accounts')
      .selectAll()
      .where('country_id', '=', countryId)
      .where('currency_id', '=', currencyId)
      .orderBy('pay_type')
      .execute();
  }

  cashShops(countryId: number, currencyId: number) {
    return this.db
      .selectFrom('cash_shops')
      .selectAll()
      .where('country_id', '=', countryId)
      .where('currency_id', '=', currencyId)
      .orderBy('sort')
      .execute();
  }

  currentRates() {
    return this.db.selectFrom('exchange_rates').selectAll().orderBy('pair').execute();
  }

  rateHistory(pair: string, since: string) {
    return this.db
      .selectFrom('exchange_rate_history')
      .select(['pair', 'rate', 'update_time'])
      .where('pair', '=', pair)
      .where('update_time', '>=', since)
      .orderBy('update_time')
      .execute();
  }
}
