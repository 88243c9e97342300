import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { markRunning } from '../src/backup/running-mark.ts';
import { backupSqlite, DATABASE_FILE, restoreSqlite } from '../src/backup/sqlite-backup.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { ManualClock } from '../src/clock.ts';
import { createPostgresDatabase, registerByPhone, startHarness, type Harness } from './harness.ts';
import { ledgerReconciles, MONEY_ENV, topUp } from './money-helpers.ts';

const SECRETS = [
  'api-secret-key',
  'channel-callback-secret',
  'cobo-address-seed',
  'file-url-secret',
];

/** What customers hold, in minor units, summed over their ledger accounts. */
async function customerMoney(h: Harness): Promise<bigint> {
  const rows = await h.app.db.kysely
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_user_id', '<>', 0)
    .execute();
  return rows.map((row) => BigInt(row.balance)).reduce((a, b) => a + b, 0n);
}

/** An app on a data directory (SQLite) or a database (PostgreSQL) a backup was restored into. */
async function openRestored(env: Record<string, string>): Promise<Harness> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...MONEY_ENV, ...env });
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, db, clock: new ManualClock(Date.now()), logger: false });
  return { app, close: () => app.server.close() } as unknown as Harness;
}

/**
 * Issue 34, "Back up and restore": a SQLite installation backed up while the app runs and writes,
 * restored into another data directory, holds the same money, a reconciling ledger, the
 * installation secrets (merchants' API secrets stay readable) and the uploads; a restore under a
 * running server is refused. On PostgreSQL, the documented pg_dump / pg_restore round trip gives
 * a database whose ledger reconciles and whose balances are the same.
 */
describe('backup and restore on SQLite', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pesa-backup-'));
  let h: Harness | undefined;
  let restored: Harness | undefined;
  afterAll(async () => {
    await restored?.close();
    await h?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies a running installation whole and brings it back elsewhere', async () => {
    h = await startHarness('sqlite', MONEY_ENV);
    const dataDir = h.config.DATA_DIR;
    const { token } = await registerByPhone(h);
    await topUp(h, token, '2500');
    const before = await customerMoney(h);
    expect(before).toBeGreaterThan(0n);
    mkdirSync(join(dataDir, 'uploads', 'kyc'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'kyc', 'passport.png'), 'a passport scan');

    // The app keeps writing while the backup runs: the copy is a snapshot either way.
    const target = join(scratch, 'pesabridge.backup');
    const [summary] = await Promise.all([
      backupSqlite({ dataDir, target }),
      topUp(h, token, '100'),
    ]);
    expect(summary).toMatchObject({ secrets: 4, uploads: 1 });
    await expect(backupSqlite({ dataDir, target })).rejects.toThrow('exists already');

    const elsewhere = join(scratch, 'restored');
    restoreSqlite({ dataDir: elsewhere, source: target });
    for (const secret of SECRETS) {
      expect(readFileSync(join(elsewhere, secret), 'utf8')).toBe(
        readFileSync(join(dataDir, secret), 'utf8'),
      );
    }
    expect(readFileSync(join(elsewhere, 'uploads', 'kyc', 'passport.png'), 'utf8')).toBe(
      'a passport scan',
    );
    restored = await openRestored({ DATA_DIR: elsewhere });
    expect(await ledgerReconciles(restored)).toBe(true);
    // The top-up before is there; the one racing the backup is there whole or not at all.
    expect([before, await customerMoney(h)]).toContain(await customerMoney(restored));
  });

  it('refuses to restore under a running server, and changes nothing', async () => {
    const dataDir = join(scratch, 'running');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, DATABASE_FILE), 'the live database');
    const unmark = markRunning(dataDir); // this test's own process: alive
    try {
      expect(() => restoreSqlite({ dataDir, source: join(scratch, 'pesabridge.backup') })).toThrow(
        `The server (process ${process.pid}) is running`,
      );
      expect(readFileSync(join(dataDir, DATABASE_FILE), 'utf8')).toBe('the live database');
    } finally {
      unmark();
    }
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });

  it('refuses a file that is not a backup', async () => {
    const dataDir = join(scratch, 'other');
    const source = join(scratch, 'not-a-backup.sqlite');
    await openDatabase({ dataDir: scratch, fileName: 'not-a-backup.sqlite' }).close();
    expect(existsSync(source)).toBe(true);
    expect(() => restoreSqlite({ dataDir, source })).toThrow('is not a PesaBridge backup');
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pesa-pg-backup-'));
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('restores a pg_dump into a new database with the same money and a reconciling ledger', async () => {
    const h = await startHarness('postgres', MONEY_ENV);
    cleanups.push(() => h.close());
    const { token } = await registerByPhone(h);
    await topUp(h, token, '1800');
    const dump = join(scratch, 'pesabridge.dump');
    // The commands docs/operations.md gives.
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, h.config.DATABASE_URL!]);
    const target = await createPostgresDatabase();
    cleanups.push(target.drop);
    execFileSync(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', `--dbname=${target.url}`, dump],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const restored = await openRestored({ DATABASE_URL: target.url, DATA_DIR: h.config.DATA_DIR });
    cleanups.push(() => restored.close());
    expect(await ledgerReconciles(restored)).toBe(true);
    const balances = async (app: Harness) =>
      (
        await app.app.db.kysely
          .selectFrom('ledger_accounts')
          .select(['account_key', 'balance'])
          .orderBy('account_key')
          .execute()
      ).map((row) => `${row.account_key}=${row.balance}`);
    expect(await balances(restored)).toEqual(await balances(h));
  });
});
