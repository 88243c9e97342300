import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 1000;

/**
 * Kysely's SQLite driver prepares every query it runs, and preparing costs more than running a
 * small query. This keeps each prepared statement by its SQL text, so a query the app runs again
 * is only bound and stepped. Safe because better-sqlite3 runs a statement to completion
 * synchronously and the app never streams (a streaming statement would be busy while cached).
 * Values are always bound parameters, so the number of distinct texts stays small; the cap only
 * guards against a caller that builds SQL text from data.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase & {
  prepare(sql: string): SQLite.Statement & SqliteStatement;
  readonly inTransaction: boolean;
} {
  type Statement = SQLite.Statement & SqliteStatement;
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = database.prepare(sql) as Statement;
        statements.set(sql, statement);
      }
      return statement;
    },
    get inTransaction() {
      return database.inTransaction;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
