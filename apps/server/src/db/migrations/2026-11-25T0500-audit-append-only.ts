import { sql, type Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * The operator audit trail is append-only, in the database itself: an UPDATE or DELETE of an
 * operator_audit row fails on both engines, whatever code (or a person at a SQL prompt with the
 * application's role) attempts it. The application only ever inserts rows. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'operator_audit rows cannot be changed or deleted';
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER operator_audit_no_update_delete
      BEFORE UPDATE OR DELETE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`.execute(db);
    // TRUNCATE skips row triggers: refuse it with a statement trigger.
    await sql`
      CREATE TRIGGER operator_audit_no_truncate
      BEFORE TRUNCATE ON operator_audit
      FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only()`.execute(db);
    return;
  }
  await sql`
    CREATE TRIGGER operator_audit_no_update
    BEFORE UPDATE ON operator_audit
    BEGIN
      SELECT RAISE(ABORT, 'operator_audit rows cannot be changed or deleted');
    END`.execute(db);
  await sql`
    CREATE TRIGGER operator_audit_no_delete
    BEFORE DELETE ON operator_audit
    BEGIN
      SELECT RAISE(ABORT, 'operator_audit rows cannot be changed or deleted');
    END`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
