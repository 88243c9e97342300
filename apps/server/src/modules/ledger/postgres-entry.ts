import { CompiledQuery, type Kysely } from 'kysely';
import { nameStatement } from '../../db/named-statements.ts';
import type { Database } from '../../db/schema.ts';
import type { StatementGate } from '../../db/statement-rider.ts';
import type { SelfCommittingStatement } from '../../db/pipelined-statements.ts';

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
 *
 * Each array parameter is read through a scalar subquery, `(select $1::text[])`, so that the
 * planner estimates its length the same way whether it plans for the values at hand or once for
 * any: given the arrays themselves it counts 2 elements, given a parameter it assumes 10, and that
 * made the plan kept for any values look four times as dear (cost 213 against 50). PostgreSQL then
 * planned the statement again at every execution (about 0.4 ms of the database's CPU per send,
 * more than executing it). With the same estimate both ways it keeps one plan per connection after
 * five executions (`pg_prepared_statements.generic_plans`, `ledger-plan-postgres.test.ts`).
 * Under `= any`, the cast after the subquery makes it one array value, not a subquery of rows.
 */
const entryCtes = (gate = '') => `input as (
  select * from unnest((select $1::text[]), (select $2::bigint[])) as i (account_key, delta)
), locked as materialized (
  select a.id, a.account_key, a.owner_user_id, a.balance
  from ledger_accounts a
  where ${gate}a.account_key = any ((select $1::text[])::text[])
    and (select count(*) from ledger_accounts where account_key = any ((select $1::text[])::text[]))
      = cardinality($1::text[])
  order by a.account_key
  for update
), accounts_found as materialized (
  select 1 as found where exists (select 1 from locked)
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
  cross join unnest((select $8::text[]), (select $9::integer[]), (select $10::bigint[])) with ordinality
    as p (account_key, currency_id, amount, n)
  join checked c on c.account_key = p.account_key
  order by p.n
)`;
const ENTRY_CTES = `\nwith ${entryCtes()}`;
/**
 * With a gate (StatementGate), nothing is locked until it has passed: a condition without a
 * column is a one-time filter that PostgreSQL evaluates before the scan below it.
 */
const gatedEntryCtes = (gate: string) =>
  `\nwith ${gate},\n${entryCtes('(select passed from entry_gate) and ')}`;
const ENTRY_RESULT = `(select id from entry) as entry_id,
  (select count(*) from moved) as moved,
  array(select account_key from checked where id is null order by account_key) as missing,
  (select min(account_key) from checked where not ok) as short`;
const POST_ENTRY = `${ENTRY_CTES}\nselect ${ENTRY_RESULT}`;
nameStatement(POST_ENTRY);

/** The number of the first parameter a rider's CTEs may use (the entry's take $1 to $10). */
export const RIDER_FIRST_PARAM = 11;

/**
 * A write that belongs with an entry and goes in the entry's statement (a send's order, its event
 * and its payout job, written with the send's hold), so that it costs no round trip of its own.
 * `ctes` follow the entry's and write only `from accounts_found`: a row there means every account
 * was found and locked; without it the caller creates the missing accounts and runs the statement
 * again, so the rider must not have written the first time. It does write when an account is
 * short, before the entry is refused, as a separate statement would have: the caller's
 * transaction (or savepoint) then rolls it back with the refusal. Its parameters are numbered from
 * RIDER_FIRST_PARAM, and `result` is one SQL value it returns. Both texts come from the code,
 * never from data (each is a named statement).
 */
export interface EntryRider {
  ctes: string;
  result: string;
  values: unknown[];
  /**
   * What the statement must confirm before it locks anything (a send on a kept sign-in), its
   * parameters after the rider's. A gated statement never leaves a write behind for a run again:
   * an account still to open fails it (the gate's refusal) instead of writing the rider.
   */
  gate?: StatementGate;
}

/** Statement texts per rider text. */
const withRider = new Map<string, string>();

/** SQLSTATE of `pesa_refuse_entry` for a short account (migration 2026-11-29T0520-ledger-refusal). */
const REFUSED_SHORT = 'PB001';

/**
 * `alone`: the statement runs outside a transaction (db/transaction-batcher.ts), where nothing
 * would roll back a rider written for an entry then refused, or an entry found partly applied.
 * So either fails the whole statement (`pesa_refuse_entry`). The result row is read from a
 * materialized CTE first, which writes the rider, so a repeated order number still fails on its
 * unique index before the refusal, as in a transaction. A gated statement (`EntryRider.gate`)
 * takes the same form in a transaction too, and fails as a whole also when an account is
 * missing, so that its gate's writes (the duplicate guard's record) are never left behind for
 * the statement's second run to find.
 */
function statementText(rider?: EntryRider, alone = false): string {
  if (!rider && !alone) return POST_ENTRY;
  const gate = rider?.gate?.sql(RIDER_FIRST_PARAM + rider.values.length);
  const key = `${rider?.ctes}\n${rider?.result}\n${alone}\n${gate}`;
  let text = withRider.get(key);
  if (!text) {
    const entry = gate ? gatedEntryCtes(gate) : ENTRY_CTES;
    const ctes = rider ? `${entry},\n${rider.ctes}` : entry;
    const result = `${ENTRY_RESULT}${rider ? `,\n  ${rider.result} as rider` : ''}`;
    text =
      alone || gate
        ? `${ctes},\nresult as materialized (select ${result})
select *, case${gate ? `\n  when cardinality(missing) > 0 then pesa_confirm_kept(false, 0)::integer` : ''}
  when entry_id is null and cardinality(missing) = 0 then pesa_refuse_entry(short)
  when entry_id is not null and moved <> cardinality($1::text[]) then pesa_refuse_entry(null)
end as refused
from result`
        : `${ctes}\nselect ${result}`;
    withRider.set(key, text);
    nameStatement(text);
  }
  return text;
}

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
  | { posted: true; entryId: number; rider: unknown }
  | { posted: false; missing: string[]; short: string | null };

interface Row {
  entry_id: number | null;
  moved: string;
  missing: string[];
  short: string | null;
  rider?: unknown;
}

/**
 * Posts `entry` (and its rider) in one statement, in the caller's transaction, or with `alone`
 * outside any: then the statement commits by itself, and a short account writes nothing at all;
 * `selfCommitting` then sends it (pipelined on PostgreSQL) instead of `db`.
 */
export async function postEntry(
  db: Kysely<Database>,
  entry: EntryToPost,
  rider?: EntryRider,
  alone = false,
  selfCommitting?: SelfCommittingStatement,
): Promise<PostOutcome> {
  const query = CompiledQuery.raw(statementText(rider, alone), [
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
    ...(rider?.values ?? []),
    ...(rider?.gate?.values ?? []),
  ]);
  let row: Row;
  try {
    rider?.gate?.sending();
    // Alone, the statement may share a pipelined connection (db/pipelined-statements.ts).
    row = (
      alone && selfCommitting
        ? await selfCommitting(query.sql, [...query.parameters])
        : (await db.executeQuery<Row>(query)).rows
    )[0] as Row;
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === REFUSED_SHORT) return { posted: false, missing: [], short: detail ?? null };
    throw rider?.gate?.refusal(error) ?? error;
  }
  if (row.entry_id !== null) {
    // Every account moved, or the statement is wrong: never let a partial entry commit.
    if (Number(row.moved) !== entry.changes.length) throw new Error('ledger entry partly applied');
    return { posted: true, entryId: Number(row.entry_id), rider: row.rider };
  }
  return { posted: false, missing: row.missing, short: row.short };
}
