import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { createPostgresDatabase, engines } from './harness.ts';

const ROLES_TOTP = '2026-11-24T2100-operator-roles-totp';

/** Operators of an existing install become admins, and their open sessions must enrol first. */
describe.each(engines)('operator roles and TOTP migration on %s', (engine) => {
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

  it('makes existing operators admins without a second factor, and their sessions enrol-only', async () => {
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name !== ROLES_TOTP),
    );
    const earlier = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => before },
      allowUnorderedMigrations: true,
    });
    expect((await earlier.migrateToLatest()).error).toBeUndefined();
    const k = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const now = new Date().toISOString();
    await k
      .insertInto('operators')
      .values({ username: 'ops.old', password_hash: 'x', status: 0, create_time: now })
      .execute();
    const { id } = (await k
      .selectFrom('operators')
      .select('id')
      .where('username', '=', 'ops.old')
      .executeTakeFirstOrThrow()) as { id: number };
    await k
      .insertInto('operator_sessions')
      .values({ token_hash: 'h', operator_id: id, created_at: now, expires_at: now })
      .execute();

    await migrateToLatest(db);

    expect(
      await db.kysely
        .selectFrom('operators')
        .select(['role', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])
        .where('username', '=', 'ops.old')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      role: 'admin',
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
    });
    expect(
      await db.kysely
        .selectFrom('operator_sessions')
        .select(['stage', 'last_seen_at'])
        .where('token_hash', '=', 'h')
        .executeTakeFirstOrThrow(),
    ).toEqual({ stage: 'enrol', last_seen_at: null });
  });
});
