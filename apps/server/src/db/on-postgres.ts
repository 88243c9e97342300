import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** True when `db` runs on PostgreSQL (its dialect's adapter, shared by every transaction). */
export function onPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
