import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

const MARK = '\u0000param:';

/** Stands in for a value of the query; `param('id')` marks where the call's `id` goes. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

interface Template {
  sql: string;
  /** Per parameter position: the call's value name, or null for a constant built into the query. */
  names: Array<string | null>;
  constants: readonly unknown[];
}

/**
 * A query whose shape is fixed and whose values change per call. Building and compiling a Kysely
 * query costs more CPU than running a small one on SQLite, and a send runs about a dozen, so the
 * hot paths build each query once per dialect and afterwards only bind the values (the SQLite
 * driver also reuses the prepared statement, see statement-cache.ts). Every value must come in
 * through `param`: a value written into the builder is fixed at the first call.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, param: Param<P>) => Compilable<R>,
) {
  // Keyed by the dialect adapter: SQLite and PostgreSQL compile to different SQL text.
  const templates = new WeakMap<object, Template>();
  const param = ((name: string) => `${MARK}${name}`) as unknown as Param<P>;

  function template(db: Kysely<Database>): Template {
    const adapter = db.getExecutor().adapter;
    let found = templates.get(adapter);
    if (!found) {
      const compiled = build(db, param).compile();
      const names = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? value.slice(MARK.length) : null,
      );
      found = { sql: compiled.sql, names, constants: compiled.parameters };
      templates.set(adapter, found);
    }
    return found;
  }

  return async function run(db: Kysely<Database>, values: P): Promise<R[]> {
    const { sql, names, constants } = template(db);
    const parameters = names.map((name, i) => (name === null ? constants[i] : values[name]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  };
}

/**
 * An insert of one row into `table`, prepared once per set of columns (rows built by the same
 * code always carry the same keys). Returns the new row's id.
 */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  const byColumns = new Map<string, ReturnType<typeof preparedQuery>>();
  return async function insert(
    db: Kysely<Database>,
    row: Record<string, unknown>,
  ): Promise<number> {
    const columns = Object.keys(row);
    const key = columns.join(',');
    let query = byColumns.get(key);
    if (!query) {
      query = preparedQuery<Record<string, unknown>, unknown>((kysely, param) =>
        kysely
          .insertInto(table)
          .values(Object.fromEntries(columns.map((c) => [c, param(c)])) as never)
          .returning(sql<number>`id`.as('id') as never),
      );
      byColumns.set(key, query);
    }
    const [inserted] = (await query(db, row)) as Array<{ id: number | bigint | string }>;
    return Number(inserted!.id);
  };
}
