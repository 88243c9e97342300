import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { RowChangeFeed } from './row-change-feed.ts';
import type { Database } from './schema.ts';

/** Prepared statements of one better-sqlite3 connection, kept by SQL text (statement-cache.ts). */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  /** True while a transaction is open on the connection. */
  readonly inTransaction: boolean;
}

/**
 * The two SQLite connections of the app. `writer` is the one Kysely runs on; every write and
 * every transaction goes through it. `reader` is a second, read-only connection: in WAL mode it
 * sees exactly what has been committed, and never waits for the writer. Its page cache is
 * dropped whenever the writer has committed since its last read, so a read there costs more.
 */
export interface SqliteConnections {
  writer: StatementSource;
  reader: StatementSource;
  /** Row changes on the writer, for the caches of committed-row-cache.ts. */
  changes: RowChangeFeed;
}

// Keyed by the dialect adapter, which a Kysely instance shares with all its transactions.
const connectionsByAdapter = new WeakMap<object, SqliteConnections>();

export function attachSqliteConnections(db: Kysely<Database>, connections: SqliteConnections) {
  connectionsByAdapter.set(db.getExecutor().adapter, connections);
}

/**
 * Where a hot-path query may run directly on better-sqlite3, skipping Kysely's executor (a
 * chain of promises and a connection lock per query, more CPU than the query itself):
 * - inside a transaction, on the writer: Kysely holds the writer's lock for the whole
 *   transaction, so nothing else runs on it in between;
 * - a read outside any transaction: on the writer when no transaction is open there (then all
 *   it holds is committed, and its page cache is warm), otherwise on the reader, which never
 *   sees the half-done work of the transaction that is open on the writer.
 * A write outside a transaction returns undefined and goes through Kysely, which waits for the
 * writer's lock; run directly, it would land inside whatever transaction is open.
 * PostgreSQL always returns undefined.
 */
export function directStatements(
  db: Kysely<Database>,
  reads: boolean,
): StatementSource | undefined {
  const connections = connectionsByAdapter.get(db.getExecutor().adapter);
  if (!connections) return undefined;
  if (db.isTransaction) return connections.writer;
  if (!reads) return undefined;
  return connections.writer.inTransaction ? connections.reader : connections.writer;
}

/** The writer's row-change feed on SQLite; undefined on PostgreSQL. */
export function rowChangeFeed(db: Kysely<Database>): RowChangeFeed | undefined {
  return connectionsByAdapter.get(db.getExecutor().adapter)?.changes;
}

/** True when the database is the embedded SQLite file (not PostgreSQL). */
export function isSqlite(db: Kysely<Database>): boolean {
  return connectionsByAdapter.has(db.getExecutor().adapter);
}
