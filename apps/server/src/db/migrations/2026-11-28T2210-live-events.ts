import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './column-types.ts';

/**
 * Live status (docs/scaling.md, "Live status"): one row per change a signed-in browser is told
 * of, written in the transaction that makes the change. The increasing id is the stream's
 * `id:`, so a browser resumes from `Last-Event-ID`. Rows are kept for a bounded time (pruned by
 * the live-events module). On PostgreSQL a statement-level trigger notifies `pesa_live` at the
 * commit of any insert, so every instance's listener reads the new rows without the writer
 * spending a statement on it (a send's hot path counts round trips).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('live_events'))
    /** The main account the event belongs to: every signed-in member of it may be told. */
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    /** Set when only this user (one member) is told, e.g. a notification of theirs. */
    .addColumn('user_id', 'integer')
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    /** JSON; small (ids and statuses, never balances): the browser refetches what it shows. */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('create_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_events_account_idx')
    .on('live_events')
    .columns(['main_user_id', 'id'])
    .execute();
  if (!isPostgres(db)) return;
  await sql`create function pesa_live_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('pesa_live', '');
  return null;
end $$`.execute(db);
  await sql`create trigger live_events_notify after insert on live_events
for each statement execute function pesa_live_notify()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
