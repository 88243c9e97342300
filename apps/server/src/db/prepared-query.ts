import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { directStatements, isSqlite } from './direct-sqlite.ts';
import { nameStatement } from './named-statements.ts';
import type { Database } from './schema.ts';

const MARK = '\u0000param:';

/** Stands in for a value of the query; `param('id')` marks where the call's `id` goes. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

interface Template {
  sql: string;
  /** Per parameter position: the call's value name, or null for a constant built into the query. */
  names: Array<string | null>;
  constants: readonly unknown[];
  /** A SELECT: outside a transaction it may run on SQLite's read connection. */
  reads: boolean;
}

interface Outcome<R> {
  rows: R[];
  /** The new row's id of an INSERT without RETURNING (SQLite). */
  insertId?: number | bigint;
  /** Rows an INSERT, UPDATE or DELETE without RETURNING changed. */
  changes?: number;
}

/**
 * A query whose shape is fixed and whose values change per call. Building and compiling a Kysely
 * query costs more CPU than running a small one on SQLite, and a send runs about a dozen, so the
 * hot paths build each query once per dialect and afterwards only bind the values (the SQLite
 * driver also reuses the prepared statement, see statement-cache.ts). On SQLite the statement
 * runs directly on better-sqlite3 where that is safe (direct-sqlite.ts). Every value must come in
 * through `param`: a value written into the builder is fixed at the first call.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, param: Param<P>) => Compilable<R>,
) {
  const statement = preparedStatement(build);
  return async function run(db: Kysely<Database>, values: P): Promise<R[]> {
    return (await statement.execute(db, values)).rows;
  };
}

/** Like preparedQuery, for an UPDATE or DELETE without RETURNING: returns how many rows it changed. */
export function preparedWrite<P extends Record<string, unknown>>(
  build: (db: Kysely<Database>, param: Param<P>) => Compilable<unknown>,
) {
  const statement = preparedStatement(build);
  return async function run(db: Kysely<Database>, values: P): Promise<number> {
    return (await statement.execute(db, values)).changes ?? 0;
  };
}

function preparedStatement<P extends Record<string, unknown>, R>(
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
      found = {
        sql: compiled.sql,
        names,
        constants: compiled.parameters,
        reads: compiled.query.kind === 'SelectQueryNode',
      };
      templates.set(adapter, found);
      if (!isSqlite(db)) nameStatement(found.sql);
    }
    return found;
  }

  async function executeBound(
    db: Kysely<Database>,
    { sql, reads }: Template,
    parameters: unknown[],
  ): Promise<Outcome<R>> {
    const direct = directStatements(db, reads);
    if (direct) {
      const statement = direct.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) as R[] };
      const { lastInsertRowid, changes } = statement.run(parameters);
      return { rows: [], insertId: lastInsertRowid, changes };
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return { ...result, changes: Number(result.numAffectedRows ?? 0) };
  }

  return {
    template,
    /** Binds each parameter by its name. */
    execute(db: Kysely<Database>, values: P): Promise<Outcome<R>> {
      const found = template(db);
      const { names, constants } = found;
      const parameters = names.map((name, i) => (name === null ? constants[i] : values[name]));
      return executeBound(db, found, parameters);
    },
    /** Takes the parameters already in the template's order. */
    executeBound(db: Kysely<Database>, parameters: unknown[]): Promise<Outcome<R>> {
      return executeBound(db, template(db), parameters);
    },
  };
}

interface InsertShape {
  columns: string[];
  statement: ReturnType<typeof preparedStatement<Record<string, unknown>, unknown>>;
}

/**
 * An insert of one row into `table`, prepared once per list of columns: rows built by the same
 * code carry the same keys in the same order, so the row's values are already the statement's
 * parameters in order (binding twenty-five values by name cost more than running the insert).
 * Returns the new row's id: PostgreSQL's from RETURNING, SQLite's from the connection's last row
 * id, which costs less than a RETURNING clause.
 */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  const shapes: InsertShape[] = [];

  function shapeOf(row: Record<string, unknown>): InsertShape {
    const columns = Object.keys(row);
    const known = shapes.find(
      (shape) =>
        shape.columns.length === columns.length && shape.columns.every((c, i) => c === columns[i]),
    );
    if (known) return known;
    const statement = preparedStatement<Record<string, unknown>, unknown>((kysely, param) => {
      const insert = kysely
        .insertInto(table)
        .values(Object.fromEntries(columns.map((c) => [c, param(c)])) as never);
      return isSqlite(kysely) ? insert : insert.returning(sql<number>`id`.as('id') as never);
    });
    const shape = { columns, statement };
    shapes.push(shape);
    return shape;
  }

  return async function insert(
    db: Kysely<Database>,
    row: Record<string, unknown>,
  ): Promise<number> {
    const { columns, statement } = shapeOf(row);
    // The values go in column order when the compiled statement takes them in that order (it
    // does for one row); otherwise they are bound by name.
    const { names } = statement.template(db);
    const inOrder = names.length === columns.length && names.every((n, i) => n === columns[i]);
    const { rows, insertId } = inOrder
      ? await statement.executeBound(db, Object.values(row))
      : await statement.execute(db, row);
    const returned = rows[0] as { id: number | bigint | string } | undefined;
    return Number(returned?.id ?? insertId);
  };
}

/**
 * An insert of several rows with the same columns in one statement (one statement costs less
 * than one per row), prepared once per number of rows. Returns nothing: use it where no row id
 * is needed.
 */
export function preparedInsertRows<T extends keyof Database & string>(
  table: T,
  columns: readonly string[],
) {
  const byCount = new Map<
    number,
    ReturnType<typeof preparedStatement<Record<string, unknown>, unknown>>
  >();

  function statementFor(count: number) {
    let statement = byCount.get(count);
    if (!statement) {
      statement = preparedStatement<Record<string, unknown>, unknown>((kysely, param) =>
        kysely
          .insertInto(table)
          .values(
            Array.from(
              { length: count },
              (_, i) => Object.fromEntries(columns.map((c) => [c, param(`${c}.${i}`)])) as never,
            ),
          ),
      );
      byCount.set(count, statement);
    }
    return statement;
  }

  return async function insertRows(
    db: Kysely<Database>,
    rows: ReadonlyArray<Record<string, unknown>>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const c of columns) values[`${c}.${i}`] = row[c];
    });
    await statementFor(rows.length).execute(db, values);
  };
}
