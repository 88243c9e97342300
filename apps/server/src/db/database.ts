import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { attachSqliteConnections } from './direct-sqlite.ts';
import { RowChangeFeed } from './row-change-feed.ts';
import { prepareNamedStatements } from './named-statements.ts';
import {
  PIPELINED_CONNECTIONS,
  PipelinedStatements,
  type SelfCommittingStatement,
} from './pipelined-statements.ts';
import {
  ANNOUNCE_SQL,
  PostgresCacheNotices,
  processCacheNotices,
  type CacheNotices,
} from '../cache/cache-notices.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** How the in-process caches of every instance on this database forget a change. */
  cacheNotices: CacheNotices;
  /** PostgreSQL only: the connection pool's use now (the metrics read it at scrape time). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: a statement that commits by itself, pipelined on connections shared by every
   * caller (db/pipelined-statements.ts); never a transaction's.
   */
  selfCommitting?: SelfCommittingStatement;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections this instance may hold at once (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** SQLite file name inside dataDir. */
  fileName?: string;
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file under the data directory. */
export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openSqlite(
    join(options.dataDir, options.fileName ?? 'pesabridge.sqlite'),
    options.dataDir,
  );
}

function openSqlite(file: string, dir: string): Db {
  mkdirSync(dir, { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Money needs every commit on disk before we acknowledge it.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Savepoint and statement journals in memory: a rollback inside a transaction never needs the
  // disk (the committed data is protected by the WAL, which stays on disk).
  sqlite.pragma('temp_store = MEMORY');
  const writer = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: writer }) });
  // A second connection for reads outside transactions (direct-sqlite.ts). Opened after the
  // writer has switched the file to WAL; query_only makes any write on it an error.
  const readerConnection = new SQLite(file);
  readerConnection.pragma('query_only = ON');
  readerConnection.pragma('busy_timeout = 5000');
  const reader = withStatementCache(readerConnection);
  attachSqliteConnections(kysely, { writer, reader, changes: new RowChangeFeed(sqlite) });
  return {
    kysely,
    engine: 'sqlite',
    cacheNotices: processCacheNotices(),
    close: async () => {
      await kysely.destroy();
      reader.close();
    },
  };
}

function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  prepareNamedStatements(pool);
  // An idle pooled connection can be closed by the server (restart, failover, admin command).
  // pg reports that as an 'error' event; unhandled, it would crash the process. The pool drops
  // the client and opens a new one on the next query, so a log line is all that is needed.
  // pool.end() resolves once it has asked each idle connection to end, not once the server has
  // seen that; a connection dropped by the server in between (the database being dropped, say)
  // is one we were discarding anyway, so it is not worth a line once closing has begun.
  let closing = false;
  pool.on('error', (error) => {
    if (closing) return;
    process.stderr.write(`database: idle connection closed (${error.message})\n`);
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const cacheNotices = new PostgresCacheNotices(url, async (topic, payload) => {
    await kysely.executeQuery(CompiledQuery.raw(ANNOUNCE_SQL, [topic, payload]));
  });
  const pipelined = new PipelinedStatements(url, Math.min(PIPELINED_CONNECTIONS, poolSize));
  const close = async () => {
    closing = true;
    await cacheNotices.close();
    await pipelined.close();
    await kysely.destroy();
  };
  const poolUse = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return {
    kysely,
    engine: 'postgres',
    cacheNotices,
    poolUse,
    selfCommitting: pipelined.run,
    close,
  };
}
