import { CompiledQuery, type Transaction } from 'kysely';
import { nameStatement } from '../../db/named-statements.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A whole journal entry as one PostgreSQL statement: every round trip made while a wallet's row is
 * locked is time another send of that wallet waits, so the lock, the check, the balance changes,
 * the entry and its postings go to the server together. The accounts are locked in key order
 * (ORDER BY … FOR UPDATE locks row by row in that order), as the per-statement path takes them,
 * so concurrent entries cannot deadlock. While any account is missing nothing is locked: the
 * caller creates the missing ones (in key order) and runs the statement again, so a lock is never
 * held on one account while waiting to create or lock another that sorts before it (in the
 * per-statement path a missing account is created at its turn in key order for the same reason).
 * Balances change only if every account exists and no user-owned one would go below zero (the
 * CHECK backs that up); otherwise nothing is written and the caller learns which accounts are
 * missing, or which one is short. In READ COMMITTED a row locked here is re-read at its latest
 * committed version, which is what the check and the update use.
 */
const POST_ENTRY = `
with input as (
  select * from unnest($1::text[], $2::bigint[]) as i (account_key, delta)
), locked as materialized (
  select a.id, a.account_key, a.owner_user_id, a.balance
  from ledger_accounts a
  where a.account_key = any ($1::text[])
    and (select count(*) from ledger_accounts where account_key = any ($1::text[]))
      = cardinality($1::text[])
  order by a.account_key
  for update
), checked as materialized (
  select i.account_key, i.delta, l.id,
    l.id is not null and (l.owner_user_id = 0 or l.balance + i.delta >= 0) as ok
  from input i left join locked l on l.account_key = i.account_key
), verdict as materialized (
  select bool_and(ok) as ok from checked
), moved as (
  update ledger_accounts a set balance = a.balance + c.delta
  from checked c, verdict v
  where v.ok and a.id = c.id
  returning a.id
), entry as (
  insert into ledger_entries (entry_type, reference, description, created_by, create_time)
  select $3, $4, $5, $6, $7 from verdict where ok
  returning id
), postings as (
  insert into ledger_postings (entry_id, account_id, currency_id, amount, create_time)
  select entry.id, c.id, p.currency_id, p.amount, $7
  from entry
  cross join unnest($8::text[], $9::integer[], $10::bigint[]) with ordinality
    as p (account_key, currency_id, amount, n)
  join checked c on c.account_key = p.account_key
  order by p.n
)
select (select id from entry) as entry_id,
  (select count(*) from moved) as moved,
  array(select account_key from checked where id is null order by account_key) as missing,
  (select min(account_key) from checked where not ok) as short`;
nameStatement(POST_ENTRY);

export interface EntryToPost {
  /** Every account the entry touches, in key order, with its net change (zero allowed). */
  changes: Array<[string, bigint]>;
  postings: ReadonlyArray<{ accountKey: string; currencyId: number; amount: bigint }>;
  type: string;
  reference: string;
  description: string;
  createdBy: number;
  now: string;
}

export type PostOutcome =
  { posted: true; entryId: number } | { posted: false; missing: string[]; short: string | null };

interface Row {
  entry_id: number | null;
  moved: string;
  missing: string[];
  short: string | null;
}

export async function postEntry(
  trx: Transaction<Database>,
  entry: EntryToPost,
): Promise<PostOutcome> {
  const { rows } = await trx.executeQuery<Row>(
    CompiledQuery.raw(POST_ENTRY, [
      entry.changes.map(([key]) => key),
      entry.changes.map(([, delta]) => delta.toString()),
      entry.type,
      entry.reference,
      entry.description,
      entry.createdBy,
      entry.now,
      entry.postings.map((p) => p.accountKey),
      entry.postings.map((p) => p.currencyId),
      entry.postings.map((p) => p.amount.toString()),
    ]),
  );
  const row = rows[0]!;
  if (row.entry_id !== null) {
    // Every account moved, or the statement is wrong: never let a partial entry commit.
    if (Number(row.moved) !== entry.changes.length) throw new Error('ledger entry partly applied');
    return { posted: true, entryId: Number(row.entry_id) };
  }
  return { posted: false, missing: row.missing, short: row.short };
}
