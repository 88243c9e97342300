import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * PostgreSQL: a function that fails the statement calling it, so that a send written outside a
 * transaction (its order and its hold in one statement, docs/scaling.md) is undone whole when
 * its entry is refused, as a transaction's rollback undoes it (ledger/postgres-entry.ts). Given
 * the short account's key: SQLSTATE `PB001`, the key as the detail. Given null (an entry found
 * partly applied, which must never commit): `PB002`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function pesa_refuse_entry(short_account text) returns integer
language plpgsql as $$
begin
  if short_account is null then
    raise exception 'ledger entry partly applied' using errcode = 'PB002';
  end if;
  raise exception 'insufficient funds in %', short_account
    using errcode = 'PB001', detail = short_account;
end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
