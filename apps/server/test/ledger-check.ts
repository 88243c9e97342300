import type pg from 'pg';

/**
 * What a balanced ledger shows, read straight from PostgreSQL: the balances sum to zero, every
 * entry's postings sum to zero per currency, every account's balance is the sum of its postings,
 * and no customer's account is below zero. Each list names what breaks its rule (empty when
 * none does).
 */
export async function ledgerState(client: pg.Client) {
  const query = async (text: string) => (await client.query<{ v: string }>(text)).rows;
  const [total] = await query(
    'SELECT coalesce(sum(balance::numeric), 0)::text AS v FROM ledger_accounts',
  );
  const unbalancedEntries = await query(`SELECT entry_id::text AS v FROM ledger_postings
    GROUP BY entry_id, currency_id HAVING sum(amount::numeric) <> 0`);
  const unreconciled = await query(`SELECT a.account_key AS v FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount::numeric) AS posted FROM ledger_postings
               GROUP BY account_id) p ON p.account_id = a.id
    WHERE a.balance::numeric <> coalesce(p.posted, 0)`);
  const negative = await query(
    'SELECT account_key AS v FROM ledger_accounts WHERE owner_user_id <> 0 AND balance::numeric < 0',
  );
  const names = (rows: Array<{ v: string }>) => rows.map((row) => row.v);
  return {
    total: total!.v,
    unbalancedEntries: names(unbalancedEntries),
    unreconciled: names(unreconciled),
    negative: names(negative),
  };
}

/** Every account's balance, to compare before and after calls that must move no money. */
export async function balances(client: pg.Client): Promise<Record<string, string>> {
  const { rows } = await client.query<{ account_key: string; balance: string }>(
    'SELECT account_key, balance::text AS balance FROM ledger_accounts ORDER BY account_key',
  );
  return Object.fromEntries(rows.map((row) => [row.account_key, row.balance]));
}
