import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { createPostgresDatabase, engines } from './harness.ts';

const REVIEW = '2026-11-25T1500-contract-worker-review';

/** Workers saved before the review existed stay usable (approved); new ones wait (pending). */
describe.each(engines)('contract worker review migration on %s', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pesa-migration-'));
    const pg = engine === 'postgres' ? await createPostgresDatabase() : null;
    db = openDatabase({ databaseUrl: pg?.url, dataDir });
    cleanup = async () => {
      await db.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await cleanup();
  });

  it('approves the existing workers and leaves new ones pending', async () => {
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name !== REVIEW),
    );
    const earlier = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => before },
      allowUnorderedMigrations: true,
    });
    expect((await earlier.migrateToLatest()).error).toBeUndefined();
    const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const now = new Date().toISOString();
    const worker = (name: string) => ({
      main_user_id: 1,
      created_by: 1,
      name,
      payee_relation: 5,
      create_time: now,
      update_time: now,
    });
    await k.insertInto('contract_workers').values(worker('Old Worker')).execute();

    await migrateToLatest(db);
    await k.insertInto('contract_workers').values(worker('New Worker')).execute();

    const rows = await db.kysely
      .selectFrom('contract_workers')
      .select(['name', 'audit_status', 'audit_remark', 'audit_time', 'audit_user_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'Old Worker',
        audit_status: 1,
        audit_remark: null,
        audit_time: null,
        audit_user_id: null,
      },
      {
        name: 'New Worker',
        audit_status: 0,
        audit_remark: null,
        audit_time: null,
        audit_user_id: null,
      },
    ]);
  });
});
