import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { preparedInsert, preparedQuery, type Param } from './prepared-query.ts';
import { jobRow, openTestDatabase } from './test-database.ts';
import { TransactionBatcher } from './transaction-batcher.ts';

const insertJob = preparedInsert('jobs');
const jobsOfType = preparedQuery((db, p: Param<{ type: string }>) =>
  db.selectFrom('jobs').select(['id', 'type']).where('type', '=', p('type')),
);
const job = jobRow;

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

describe('TransactionBatcher on SQLite', () => {
  it('commits every unit of a batch once, and a failing unit leaves none of its own work', async () => {
    const batcher = new TransactionBatcher(db.kysely, 'sqlite');
    let attemptsOfSecond = 0;
    // Queued in the same tick, so they share one batch.
    const outcomes = await Promise.allSettled([
      batcher.run((trx) => insertJob(trx, job('first'))),
      batcher.run(async (trx) => {
        attemptsOfSecond += 1;
        return insertJob(trx, job('second'));
      }),
      batcher.run(async (trx) => {
        await insertJob(trx, job('failing'));
        throw new Error('refused after writing');
      }),
      batcher.run((trx) => insertJob(trx, job('last'))),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // The batch ran twice (without, then with savepoints); the first run left nothing behind.
    expect(attemptsOfSecond).toBe(2);
    for (const type of ['first', 'second', 'last'])
      expect(await jobsOfType(db.kysely, { type })).toHaveLength(1);
    expect(await jobsOfType(db.kysely, { type: 'failing' })).toEqual([]);
    const ids = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const stored = await db.kysely.selectFrom('jobs').select('id').orderBy('id').execute();
    expect(stored.map((r) => Number(r.id))).toEqual(ids);
  });

  it('answers a lone failing unit with its own error', async () => {
    const batcher = new TransactionBatcher(db.kysely, 'sqlite');
    await expect(
      batcher.run(async (trx) => {
        await insertJob(trx, job('alone'));
        throw new Error('its own reason');
      }),
    ).rejects.toThrow('its own reason');
    expect(await jobsOfType(db.kysely, { type: 'alone' })).toEqual([]);
  });
});

describe('prepared queries on SQLite', () => {
  it('never show a read the uncommitted work of an open transaction, and show it inside', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    let seenInside: unknown[] = [];
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await insertJob(trx, job('pending-commit'));
      seenInside = await jobsOfType(trx, { type: 'pending-commit' });
      written();
      await held;
    });
    // The row is written, and the transaction stays open until release().
    await wrote;
    expect(await jobsOfType(db.kysely, { type: 'pending-commit' })).toEqual([]);
    release();
    await transaction;
    expect(seenInside).toHaveLength(1);
    expect(await jobsOfType(db.kysely, { type: 'pending-commit' })).toHaveLength(1);
  });
});
