import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PostgresCacheNotices, processCacheNotices, type CacheNotices } from './cache-notices.ts';

/** Polls until `check` holds (it only waits: no time is asserted). */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('cache notices in one process (SQLite)', () => {
  it('tells the listeners of a topic at once, and only them', async () => {
    const notices = processCacheNotices();
    const told: string[] = [];
    notices.on('pricing', () => told.push('pricing'));
    notices.on('risk', () => told.push('risk'));
    await notices.announce('pricing');
    expect(told).toEqual(['pricing']);
    expect(notices.heard).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('cache notices over PostgreSQL', () => {
  const name = `pesa_notices_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let one: Db;
  let other: Db;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ databaseUrl: url.toString(), dataDir: '.' });
    [one, other] = [open(), open()];
    await migrateToLatest(one);
  });

  afterAll(async () => {
    await one?.close();
    await other?.close();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  /** Counts each topic's forgets on one instance's notices. */
  function counting(notices: CacheNotices) {
    const counts = { pricing: 0, risk: 0 };
    notices.on('pricing', () => counts.pricing++);
    notices.on('risk', () => counts.risk++);
    return counts;
  }

  it('reads through until listening, then tells every instance of a change', async () => {
    const here = counting(one.cacheNotices);
    const there = counting(other.cacheNotices);
    await until(() => one.cacheNotices.heard && other.cacheNotices.heard);
    const before = { ...there };
    await one.cacheNotices.announce('pricing');
    // Forgotten here before the announcement returns; there as soon as the notice arrives.
    expect(here.pricing).toBeGreaterThan(0);
    await until(() => there.pricing > before.pricing);
    expect(there.risk).toBe(before.risk);
  });

  it('forgets everything and reads through when the listening connection is lost', async () => {
    const there = counting(other.cacheNotices);
    await until(() => other.cacheNotices.heard);
    const before = { ...there };
    const client = admin();
    await client.connect();
    try {
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        [name],
      );
    } finally {
      await client.end();
    }
    await until(() => !other.cacheNotices.heard || there.risk > before.risk);
    expect(there.risk).toBeGreaterThan(before.risk);
    // Listening again after its retry, having forgotten once more what it may have missed.
    await until(() => other.cacheNotices.heard);
    await until(() => one.cacheNotices.heard);
    const again = there.pricing;
    await one.cacheNotices.announce('pricing');
    await until(() => there.pricing > again);
  });

  it('forgets a topic raised elsewhere when a session read carries its generation, with no notice heard', async () => {
    // An instance whose listening connection never comes up: no notice ever reaches it.
    const deaf = new PostgresCacheNotices('postgres://127.0.0.1:1/none', async () => {});
    const forgets = { payees: 0, risk: 0 };
    deaf.on('payees', () => forgets.payees++);
    deaf.on('risk', () => forgets.risk++);
    const rider = deaf.generationsRider;
    const read = async () => {
      const { result } = rider.sql(1);
      const { rows } = await sql
        .raw<{ value: unknown }>(`SELECT ${result} AS value`)
        .execute(one.kysely);
      await rider.read(rows[0]!.value);
    };
    try {
      await read();
      const before = { ...forgets };
      await read();
      expect(forgets).toEqual(before);
      await one.cacheNotices.announce('payees');
      await read();
      expect(forgets).toEqual({ payees: before.payees + 1, risk: before.risk });
      // Read again with nothing raised since: nothing more is forgotten.
      await read();
      expect(forgets).toEqual({ payees: before.payees + 1, risk: before.risk });
      expect(deaf.heard).toBe(false);
    } finally {
      await deaf.close();
    }
  });
});
