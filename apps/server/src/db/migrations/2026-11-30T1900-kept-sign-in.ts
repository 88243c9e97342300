import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * PostgreSQL: the refusal of a send made on a kept sign-in (plugins/kept-auth.ts). The send's one
 * statement confirms, before it locks anything, that the sign-in it was made on still holds and
 * that the submission is no repeat; otherwise this function fails the statement, so nothing of it
 * is written. Not confirmed (the session revoked, the user or the caches changed, or an account
 * still to open): SQLSTATE `PB003`, and the instance answers on a full read instead. A repeat
 * within the duplicate guard's window: `PB004`, answered 601.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function pesa_confirm_kept(confirmed boolean, repeated integer) returns boolean
language plpgsql as $$
begin
  if confirmed is not true then
    raise exception 'kept sign-in not confirmed' using errcode = 'PB003';
  end if;
  if repeated = 1 then
    raise exception 'repeated submission' using errcode = 'PB004';
  end if;
  return true;
end $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
