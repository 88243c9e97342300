import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** For unit tests next to the code: a migrated SQLite file in a fresh folder, removed on close. */
export async function openTestDatabase(): Promise<{ db: Db; dir: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-unit-'));
  const db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  return {
    db,
    dir,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A pending job row, the simplest row to write in a test of the database layer. */
export function jobRow(type: string) {
  return {
    type,
    payload: '{}',
    status: 'pending',
    run_at: '2026-01-01T00:00:00.000Z',
    attempts: 0,
    locked_until: null,
    last_error: null,
    create_time: '2026-01-01T00:00:00.000Z',
  };
}
