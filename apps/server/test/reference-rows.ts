import type pg from 'pg';
import { countries, countryCurrencies, currencies } from '../src/db/seed/currencies-countries.ts';
import {
  bankCodes,
  channelTypes,
  paymentChannels,
  transferTypes,
} from '../src/db/seed/channels.ts';
import { cashShops, collectionAccounts } from '../src/db/seed/collection-points.ts';
import { feeSchedules, riskThresholds } from '../src/db/seed/fees.ts';
import { starterNotices } from '../src/db/seed/notices.ts';
import { baseRates, rateHistory } from '../src/db/seed/rates.ts';

/** Each reference table with the number of rows the seed loads into an empty database. */
export function seededRowCounts(): Record<string, number> {
  return {
    currencies: currencies.length,
    countries: countries.length,
    country_currencies: countryCurrencies.length,
    payment_channels: paymentChannels.length,
    channel_types: channelTypes.length,
    transfer_types: transferTypes.length,
    bank_codes: bankCodes.length,
    collection_accounts: collectionAccounts.length,
    cash_shops: cashShops.length,
    notices: starterNotices.length,
    fee_schedules: feeSchedules('').length,
    app_settings: riskThresholds('').length,
    exchange_rates: baseRates.length,
    exchange_rate_history: baseRates
      .map((base) => rateHistory(base.pair, base.rate, new Date()).length)
      .reduce((a, b) => a + b, 0),
  };
}

/** The same tables' row counts as they are in a database. */
export async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(seededRowCounts())) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
