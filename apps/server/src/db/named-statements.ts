import type pg from 'pg';

/** Statements named so far, by SQL text; bounded by the number of hot-path statements in the code. */
const names = new Map<string, string>();

/**
 * Marks a statement text as one the app runs again and again (db/prepared-query.ts, the ledger's
 * entry). On PostgreSQL each connection then parses and plans it once, under its name, and later
 * only binds and executes it; a text built from data must never come here (each name stays
 * prepared on every connection for the connection's life).
 */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `pesa_${names.size + 1}`);
}

/**
 * Makes each new connection of `pool` run the named texts as prepared statements. Kysely passes
 * every query to pg as `query(text, values)`; a text named above goes as `{ name, text, values }`
 * instead, which pg prepares on the first use per connection.
 */
export function prepareNamedStatements(pool: pg.Pool): void {
  pool.on('connect', nameQueries);
}

/** Makes `client` send the named texts as prepared statements (prepareNamedStatements). */
export function nameQueries(client: pg.Client | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    if (name && Array.isArray(rest[0]))
      return query({ name, text: config, values: rest[0] }, ...rest.slice(1));
    return query(config, ...rest);
  };
}
