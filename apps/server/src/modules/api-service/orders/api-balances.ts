import type { Kysely } from 'kysely';
import type { ApiMode, OpenBalanceRow } from '@pesa/contract';
import { accountTypeOf, formatMinor } from '@pesa/domain';
import { toBigInt } from '../../../db/bigint.ts';
import type { Database } from '../../../db/schema.ts';

const LIVE_KINDS = ['suspense', 'b2c', 'c2b'];
const TEST_KINDS = LIVE_KINDS.map((kind) => `test_${kind}`);

/**
 * A merchant's API account balances in one mode (live or sandbox), every account that has ever
 * moved money, ordered Suspense, B2C, then the C2B channels, and by currency.
 */
export async function apiBalances(
  db: Kysely<Database>,
  merchantUserId: number,
  mode: ApiMode,
  currencyId?: number,
): Promise<OpenBalanceRow[]> {
  let query = db
    .selectFrom('ledger_accounts as a')
    .innerJoin('currencies as c', 'c.currency_id', 'a.currency_id')
    .select(['a.kind', 'a.channel', 'a.currency_id', 'a.balance', 'c.code', 'c.decimals'])
    .where('a.owner_user_id', '=', merchantUserId)
    .where('a.kind', 'in', mode === 'test' ? TEST_KINDS : LIVE_KINDS);
  if (currencyId !== undefined) query = query.where('a.currency_id', '=', currencyId);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      accountType: accountTypeOf(row.kind, row.channel)!,
      currencyId: row.currency_id,
      currencyCode: row.code,
      balance: formatMinor(toBigInt(row.balance), row.decimals),
    }))
    .sort((a, b) => a.accountType - b.accountType || a.currencyId - b.currencyId);
}
