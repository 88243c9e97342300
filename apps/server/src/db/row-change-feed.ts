import type SQLite from 'better-sqlite3';

const FUNCTION_NAME = 'pesa_row_changed';
const IDENTIFIER = /^[a-z_]+$/;

type Listener = (key: unknown) => void;

/**
 * Tells in-memory caches when a row they may hold has changed (committed-row-cache.ts).
 *
 * Writes by this process: every UPDATE and DELETE of a watched table on the writer connection
 * fires a TEMP trigger, which calls back into JavaScript with the row's key. A temp trigger
 * belongs to this connection only and is never written to the database file, so other programs
 * opening the file are unaffected, and no code path of the app can change a watched row without
 * it firing, whichever query builder or raw SQL it uses.
 *
 * Writes by anything else (another process, another connection): SQLite's data_version changes
 * whenever another connection has committed, and `sync()` then tells every listener to forget
 * all it holds.
 */
export class RowChangeFeed {
  private readonly listeners = new Map<string, Listener[]>();
  private readonly resetListeners: Array<() => void> = [];
  private readonly triggered = new Set<string>();
  private readonly dataVersion: SQLite.Statement<[], number>;
  private lastDataVersion: number;
  private syncedThisTurn = false;

  constructor(private readonly connection: SQLite.Database) {
    connection.function(FUNCTION_NAME, { deterministic: false }, (table, key) => {
      for (const listener of this.listeners.get(String(table)) ?? []) listener(key);
      return null;
    });
    this.dataVersion = connection.prepare<[], number>('pragma data_version').pluck();
    this.lastDataVersion = this.dataVersion.get()!;
  }

  /**
   * Calls `onChange(key)` after every UPDATE or DELETE of a row of `table` (once `watching` has
   * put its triggers in place), and `onReset()` when all may have changed.
   */
  listen(table: string, onChange: Listener, onReset: () => void): void {
    this.listeners.set(table, [...(this.listeners.get(table) ?? []), onChange]);
    this.resetListeners.push(onReset);
  }

  /**
   * True once the triggers of `table` are in place, creating them when needed. They can only be
   * created while no transaction is open on the writer: inside one, a rollback would take them
   * away again unnoticed. Until then the caller must not cache.
   */
  watching(table: string, keyColumn: string): boolean {
    const id = `${table}.${keyColumn}`;
    if (this.triggered.has(id)) return true;
    if (!IDENTIFIER.test(table) || !IDENTIFIER.test(keyColumn)) {
      throw new Error(`not a plain identifier: ${table}.${keyColumn}`);
    }
    if (this.connection.inTransaction) return false;
    for (const event of ['update', 'delete'] as const) {
      this.connection
        .prepare(
          `create temp trigger if not exists pesa_cache_${table}_${keyColumn}_${event} ` +
            `after ${event} on main.${table} ` +
            `begin select ${FUNCTION_NAME}('${table}', old.${keyColumn}); end`,
        )
        .run();
    }
    this.triggered.add(id);
    return true;
  }

  /**
   * Tells every listener to forget everything when another connection has committed. Asked at
   * most once per turn of the event loop (the question costs as much as a small query): a commit
   * by another process is seen by every read that starts in a later turn.
   */
  sync(): void {
    if (this.syncedThisTurn) return;
    this.syncedThisTurn = true;
    setImmediate(() => (this.syncedThisTurn = false));
    const version = this.dataVersion.get()!;
    if (version === this.lastDataVersion) return;
    this.lastDataVersion = version;
    for (const reset of this.resetListeners) reset();
  }

  /** True while a transaction is open on the writer: what it reads may not be committed yet. */
  get inTransaction(): boolean {
    return this.connection.inTransaction;
  }
}
