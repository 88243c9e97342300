import type { Transaction } from 'kysely';
import {
  merchantApiAccountKeys,
  parseAccountKey,
  sandboxKey,
  storedAccountKind,
} from '@pesa/domain';
import type { Database } from '../../../db/schema.ts';

/**
 * Opens a newly approved merchant's API accounts at zero, live and sandbox, in each currency of its
 * country, so its balance call and dashboard list them from the first day. Accounts that already
 * exist (money moved before, or a second approval race) are left as they are.
 */
export async function openMerchantApiAccounts(
  trx: Transaction<Database>,
  merchantUserId: number,
  now: string,
): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select('country_id')
    .where('user_id', '=', merchantUserId)
    .executeTakeFirst();
  if (!user) return;
  const currencies = await trx
    .selectFrom('country_currencies')
    .select('currency_id')
    .where('country_id', '=', user.country_id)
    .execute();
  const live = merchantApiAccountKeys(
    merchantUserId,
    currencies.map((c) => c.currency_id),
  );
  const rows = [...live, ...live.map(sandboxKey)].map((key) => {
    const account = parseAccountKey(key);
    return {
      account_key: key,
      owner_user_id: account.ownerUserId,
      kind: storedAccountKind(account),
      currency_id: account.currencyId,
      channel: account.channel,
      balance: '0',
      create_time: now,
    };
  });
  if (rows.length === 0) return;
  await trx
    .insertInto('ledger_accounts')
    .values(rows)
    .onConflict((oc) => oc.column('account_key').doNothing())
    .execute();
}
