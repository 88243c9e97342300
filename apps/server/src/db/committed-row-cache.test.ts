import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { committedRowCache } from './committed-row-cache.ts';
import type { Db } from './database.ts';
import { preparedQuery, type Param } from './prepared-query.ts';
import { jobRow, openTestDatabase } from './test-database.ts';

interface JobState {
  id: number;
  status: string;
}

let dir: string;
let db: Db;
let reads: number;
const cache = committedRowCache<JobState>({ table: 'jobs', keyColumn: 'id', maxRows: 100 });

// A prepared read, as the app's hot paths use: outside a transaction it never waits for the
// writer (db/direct-sqlite.ts).
const jobById = preparedQuery((kysely, p: Param<{ id: number }>) =>
  kysely.selectFrom('jobs').select(['id', 'status']).where('id', '=', p('id')),
);
async function readJob(id: number): Promise<JobState | undefined> {
  reads += 1;
  const [row] = await jobById(db.kysely, { id });
  return row && { id: Number(row.id), status: row.status };
}
const load = (id: number) => cache(db.kysely, id, () => readJob(id));
const setStatus = (status: string) =>
  db.kysely.updateTable('jobs').set({ status }).where('id', '=', 1).execute();
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, dir, close } = await openTestDatabase());
  await db.kysely.insertInto('jobs').values(jobRow('test')).execute();
  reads = 0;
});
afterEach(() => close());

describe('committedRowCache on SQLite', () => {
  it('reads a row once while it stays unchanged, and hands out copies', async () => {
    const first = await load(1);
    first!.status = 'changed by the caller';
    expect(await load(1)).toEqual({ id: 1, status: 'pending' });
    expect(reads).toBe(1);
  });

  it('reads again after the row is updated or deleted, whatever query changed it', async () => {
    await load(1);
    await setStatus('done');
    expect(await load(1)).toEqual({ id: 1, status: 'done' });
    await db.kysely.deleteFrom('jobs').where('id', '=', 1).execute();
    expect(await load(1)).toBeUndefined();
    expect(reads).toBe(3);
  });

  it('never keeps what a transaction wrote before it commits', async () => {
    await load(1);
    await db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('jobs').set({ status: 'done' }).where('id', '=', 1).execute();
      // Outside the transaction only the committed row is visible, and it must not be kept:
      // the transaction is about to change it.
      expect(await load(1)).toEqual({ id: 1, status: 'pending' });
    });
    expect(await load(1)).toEqual({ id: 1, status: 'done' });
  });

  it('drops a row changed in a transaction that rolled back, and reads the committed one', async () => {
    await load(1);
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable('jobs').set({ status: 'done' }).where('id', '=', 1).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await load(1)).toEqual({ id: 1, status: 'pending' });
    expect(reads).toBe(2);
  });

  it('sees a change committed by another connection, such as another process', async () => {
    await load(1);
    const other = new SQLite(join(dir, 'pesabridge.sqlite'));
    other.prepare(`update jobs set status = 'done' where id = 1`).run();
    other.close();
    await nextTurn();
    expect(await load(1)).toEqual({ id: 1, status: 'done' });
  });
});
