import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  preparedInsert,
  preparedInsertRows,
  preparedQuery,
  preparedWrite,
  type Param,
} from './prepared-query.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

function openMemory() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    "create table currencies (currency_id integer primary key, code text, decimals integer); insert into currencies values (404, 'KES', 2), (834, 'TZS', 2), (800, 'UGX', 0);",
  );
  sqlite.exec('create table jobs (id integer primary key autoincrement, type text, payload text)');
  const prepares: string[] = [];
  const counting = {
    prepare: (text: string) => (prepares.push(text), sqlite.prepare(text)),
    close: () => sqlite.close(),
  } as unknown as SQLite.Database;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(counting) }),
  });
  return { db, prepares };
}

const open: Array<Kysely<Database>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

const centCurrencyById = preparedQuery((db, p: Param<{ id: number }>) =>
  db
    .selectFrom('currencies')
    .select(['currency_id', 'code'])
    .where('currency_id', '=', p('id'))
    .where('decimals', '=', 2),
);

describe('preparedQuery', () => {
  it('binds each call’s values and keeps the constants written into the query', async () => {
    const { db } = openMemory();
    open.push(db);
    expect(await centCurrencyById(db, { id: 404 })).toEqual([{ currency_id: 404, code: 'KES' }]);
    expect(await centCurrencyById(db, { id: 834 })).toEqual([{ currency_id: 834, code: 'TZS' }]);
    // UGX exists but has no cents: the constant 2 still filters it out.
    expect(await centCurrencyById(db, { id: 800 })).toEqual([]);
  });

  it('prepares the statement once however often it runs, on each database', async () => {
    const first = openMemory();
    const second = openMemory();
    open.push(first.db, second.db);
    for (const id of [404, 834, 800]) await centCurrencyById(first.db, { id });
    await centCurrencyById(second.db, { id: 404 });
    expect(first.prepares.filter((s) => s.includes('currencies'))).toHaveLength(1);
    expect(second.prepares.filter((s) => s.includes('currencies'))).toHaveLength(1);
  });
});

describe('preparedInsert', () => {
  it('inserts the row and returns its new id', async () => {
    const { db } = openMemory();
    open.push(db);
    const insertJob = preparedInsert('jobs');
    const first = await insertJob(db, { type: 'a', payload: '{}' });
    const second = await insertJob(db, { type: 'b', payload: '[1]' });
    expect(second).toBe(first + 1);
    const rows = await db.selectFrom('jobs').select(['id', 'type', 'payload']).execute();
    expect(rows).toEqual([
      { id: first, type: 'a', payload: '{}' },
      { id: second, type: 'b', payload: '[1]' },
    ]);
  });

  it('puts each value in its own column whatever order a row lists its keys in', async () => {
    const { db } = openMemory();
    open.push(db);
    const insertJob = preparedInsert('jobs');
    const first = await insertJob(db, { type: 't1', payload: 'p1' });
    const second = await insertJob(db, { payload: 'p2', type: 't2' });
    const third = await insertJob(db, { type: 't3', payload: 'p3' });
    const rows = await db.selectFrom('jobs').select(['id', 'type', 'payload']).execute();
    expect(rows).toEqual([
      { id: first, type: 't1', payload: 'p1' },
      { id: second, type: 't2', payload: 'p2' },
      { id: third, type: 't3', payload: 'p3' },
    ]);
  });
});

describe('preparedInsertRows', () => {
  it('inserts any number of rows in one statement, each value in its own column', async () => {
    const { db, prepares } = openMemory();
    open.push(db);
    const insertJobs = preparedInsertRows('jobs', ['type', 'payload']);
    await insertJobs(db, [{ type: 'a', payload: '1' }]);
    await insertJobs(db, [
      { payload: '2', type: 'b' },
      { type: 'c', payload: '3' },
    ]);
    await insertJobs(db, [
      { type: 'd', payload: '4' },
      { type: 'e', payload: '5' },
    ]);
    await insertJobs(db, []);
    const rows = await db.selectFrom('jobs').select(['type', 'payload']).orderBy('id').execute();
    expect(rows).toEqual(
      ['a1', 'b2', 'c3', 'd4', 'e5'].map(([type, payload]) => ({ type, payload })),
    );
    // One statement per number of rows.
    expect(prepares.filter((s) => s.startsWith('insert into "jobs"'))).toHaveLength(2);
  });
});

describe('preparedWrite', () => {
  it('returns how many rows the statement changed', async () => {
    const { db } = openMemory();
    open.push(db);
    const renameCurrency = preparedWrite((kysely, p: Param<{ id: number; code: string }>) =>
      kysely
        .updateTable('currencies')
        .set({ code: p('code') })
        .where('currency_id', '=', p('id')),
    );
    expect(await renameCurrency(db, { id: 404, code: 'KSH' })).toBe(1);
    expect(await renameCurrency(db, { id: 1, code: 'XXX' })).toBe(0);
    expect(await centCurrencyById(db, { id: 404 })).toEqual([{ currency_id: 404, code: 'KSH' }]);
  });
});
