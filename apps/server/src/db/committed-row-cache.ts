import type { Kysely } from 'kysely';
import { rowChangeFeed } from './direct-sqlite.ts';
import type { RowChangeFeed } from './row-change-feed.ts';
import type { Database } from './schema.ts';

interface State<V> {
  feed: RowChangeFeed;
  rows: Map<unknown, V>;
  /** Goes up on every change of the table, so a read that a change overtook is not kept. */
  version: number;
}

/**
 * Committed rows of one table, kept in memory by key on SQLite, where every authenticated call
 * reads the same session and user again (and every send the same recipient): a cached row costs
 * no query. PostgreSQL always reads.
 *
 * A row is kept only while it is certainly the committed one:
 * - every UPDATE or DELETE of the table drops the row (through the temp triggers of
 *   row-change-feed.ts), even if its transaction later rolls back;
 * - a commit by any other connection or process drops everything;
 * - a row read while a transaction is open on the writer is not kept (it could be that
 *   transaction's uncommitted work), and neither is one that a change of the table overtook
 *   between the read and the keeping.
 * Callers get a copy, so changing what they were given never changes the cache.
 */
export function committedRowCache<V extends object>(options: {
  table: keyof Database & string;
  keyColumn: string;
  maxRows: number;
}) {
  const states = new WeakMap<object, State<V> | null>();

  function stateOf(db: Kysely<Database>): State<V> | null {
    const adapter = db.getExecutor().adapter;
    let state = states.get(adapter);
    if (state === undefined) {
      const feed = rowChangeFeed(db);
      state = feed ? { feed, rows: new Map(), version: 0 } : null;
      if (state) {
        const own = state;
        feed!.listen(
          options.table,
          (key) => {
            own.version++;
            own.rows.delete(key);
          },
          () => {
            own.version++;
            own.rows.clear();
          },
        );
      }
      states.set(adapter, state);
    }
    return state;
  }

  return async function load(
    db: Kysely<Database>,
    key: string | number,
    read: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const state = stateOf(db);
    if (!state) return read();
    state.feed.sync();
    const cached = state.rows.get(key);
    if (cached) return { ...cached };
    const keepable =
      !state.feed.inTransaction && state.feed.watching(options.table, options.keyColumn);
    const version = state.version;
    const row = await read();
    if (!row || !keepable || version !== state.version) return row;
    if (state.rows.size >= options.maxRows) state.rows.delete(state.rows.keys().next().value);
    state.rows.set(key, { ...row });
    return row;
  };
}
