import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The wallet kinds a user holds per currency (ARCHITECTURE "Money"). */
export const USER_WALLET_KINDS = ['domestic', 'cross_border', 'on_hold'] as const;

export class AssetsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  walletBalances(mainUserId: number) {
    return this.db
      .selectFrom('ledger_accounts')
      .innerJoin('currencies', 'currencies.currency_id', 'ledger_accounts.currency_id')
      .select([
        'ledger_accounts.kind',
        'ledger_accounts.balance',
        'ledger_accounts.currency_id',
        'currencies.code',
        'currencies.decimals',
      ])
      .where('ledger_accounts.owner_user_id', '=', mainUserId)
      .where('ledger_accounts.kind', 'in', [...USER_WALLET_KINDS])
      .orderBy('currencies.code')
      .execute();
  }
}
