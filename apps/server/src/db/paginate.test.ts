import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

interface Db {
  items: { id: number; colour: string };
}

const sqlite = new SQLite(':memory:');
sqlite.exec('create table items (id integer primary key, colour text)');
const insert = sqlite.prepare('insert into items (id, colour) values (?, ?)');
for (let id = 1; id <= 25; id++) insert.run(id, id % 5 === 0 ? 'red' : 'blue');
const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: sqlite }) });
afterAll(() => db.destroy());

describe('paginate', () => {
  it('counts every filtered row and reads one page in the given order', async () => {
    const page = await paginate(db.selectFrom('items'), { pageNum: 2, pageSize: 10 }, (q) =>
      q.select('id').orderBy('id', 'desc'),
    );
    expect(page.total).toBe(25);
    expect(page.rows.map((r) => r.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
  });

  it('applies the filter to the count and the page alike', async () => {
    const red = db.selectFrom('items').where('colour', '=', 'red');
    const page = await paginate(red, { pageNum: 1, pageSize: 3 }, (q) =>
      q.select('id').orderBy('id'),
    );
    expect(page).toEqual({ total: 5, rows: [{ id: 5 }, { id: 10 }, { id: 15 }] });
    const beyond = await paginate(red, { pageNum: 3, pageSize: 3 }, (q) => q.select('id'));
    expect(beyond).toEqual({ total: 5, rows: [] });
  });
});
