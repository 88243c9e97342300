import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { databaseDuplicateMemory } from '../src/plugins/duplicate-memory.ts';
import { createPostgresDatabase, engines } from './harness.ts';

/** The duplicate guard's memory in the database, which every instance on it shares. */
describe.each(engines)('the duplicate guard memory in the database on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-dup-'));
  let db: Db;
  let drop = async () => {};

  beforeAll(async () => {
    const pgDb = engine === 'postgres' ? await createPostgresDatabase() : null;
    if (pgDb) drop = pgDb.drop;
    db = openDatabase({ databaseUrl: pgDb?.url, dataDir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a repeat within 300 ms, counts a refused repeat as the last, and forgets after', async () => {
    const memory = databaseDuplicateMemory(db);
    expect(await memory.repeated('a', 1000)).toBe(false);
    expect(await memory.repeated('b', 1100)).toBe(false);
    expect(await memory.repeated('a', 1299)).toBe(true);
    expect(await memory.repeated('a', 1598)).toBe(true);
    expect(await memory.repeated('b', 1400)).toBe(false);
    expect(await memory.repeated('a', 1898)).toBe(false);
    expect(await memory.repeated('a', 2600)).toBe(false);
  });

  it('lets exactly one of many simultaneous identical submissions through, from any instance', async () => {
    // Two memories on one database stand for two instances; each has its own pool of calls.
    const instances = [databaseDuplicateMemory(db), databaseDuplicateMemory(db)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.repeated('same', 10_000)),
    );
    expect(answers.filter((repeated) => !repeated)).toHaveLength(1);
  });

  it('sweeps rows older than the window', async () => {
    const memory = databaseDuplicateMemory(db);
    await memory.repeated('old', 50_000);
    await memory.repeated('new', 52_000);
    const keys = await db.kysely.selectFrom('duplicate_submits').select('submit_key').execute();
    expect(keys.map((k) => k.submit_key)).toEqual(['new']);
  });
});
