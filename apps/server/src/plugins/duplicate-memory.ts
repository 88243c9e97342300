import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import type { StatementRider } from '../db/statement-rider.ts';

/** How long an identical submission is refused (SPEC §7). */
export const DUPLICATE_WINDOW_MS = 300;

/**
 * Where the duplicate guard remembers recent submissions. `repeated` records a submission at
 * `now` and says whether the same key was submitted less than a window before; a refused repeat
 * counts as the latest submission too.
 */
export interface DuplicateMemory {
  repeated(key: string, now: number): Promise<boolean>;
  /**
   * The same decision as a rider of the statement that reads the caller's session, where the
   * memory is in the database (PostgreSQL): a signed-in submission then costs one round trip
   * for both.
   */
  rider?(key: string, now: number): StatementRider<boolean>;
}

/**
 * One process's memory: right for SQLite, which one process serves by design, and free of any
 * write (an autocommit on SQLite is an fsync). Two generations of keys, swapped once a window has
 * passed: a key leaves with its whole generation once it is at least a window old, so memory
 * holds one or two windows of traffic however heavy the load (a map swept every few seconds grew
 * to tens of thousands of keys).
 */
export function processDuplicateMemory(): DuplicateMemory {
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let generationStart = 0;
  return {
    async repeated(key, now) {
      const age = now - generationStart;
      if (age >= DUPLICATE_WINDOW_MS) {
        // After two quiet windows even the current generation is too old to matter.
        previous = age >= 2 * DUPLICATE_WINDOW_MS ? new Map() : current;
        current = new Map();
        generationStart = now;
      }
      const last = current.get(key) ?? previous.get(key);
      current.set(key, now);
      return last !== undefined && now - last < DUPLICATE_WINDOW_MS;
    },
  };
}

/** Rows are swept by each instance at most this often (a row is dead after one window). */
const SWEEP_EVERY_MS = 1_000;

/**
 * The memory in the database, shared by every app instance on it. One upsert decides and records
 * at once: of two identical submissions reaching two instances together, PostgreSQL makes the
 * second insert wait on the first's key and then take the update branch, which sees the first
 * and answers "repeated". SET expressions read the row as it was before the statement, on both
 * engines. The statement is written once per engine rather than built per call: it runs on every
 * guarded POST, and building it with the query builder cost about as much CPU as its round trip.
 */
export function databaseDuplicateMemory(db: Db): DuplicateMemory {
  const postgres = db.engine === 'postgres';
  const upsertText = (key: string, now: string, threshold: string) =>
    `INSERT INTO duplicate_submits (submit_key, last_at, repeated) VALUES (${key}, ${now}, 0)
             ON CONFLICT (submit_key) DO UPDATE SET
               repeated = CASE WHEN duplicate_submits.last_at > ${threshold} THEN 1 ELSE 0 END,
               last_at = ${now}
             RETURNING repeated`;
  const upsert = postgres
    ? (key: string, now: number) =>
        CompiledQuery.raw(upsertText('$1', '$2', '$3'), [key, now, now - DUPLICATE_WINDOW_MS])
    : (key: string, now: number) =>
        // SQLite's parameters are positional: `now` comes twice.
        CompiledQuery.raw(upsertText('?', '?', '?'), [key, now, now - DUPLICATE_WINDOW_MS, now]);
  let lastSweep = 0;
  const sweepIfDue = async (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Small by construction (a second or so of submissions), so a scan is cheaper than keeping
    // an index up to date on every submission.
    await db.kysely
      .deleteFrom('duplicate_submits')
      .where('last_at', '<=', now - DUPLICATE_WINDOW_MS)
      .execute();
  };
  const verdict = async (repeated: unknown, now: number) => {
    await sweepIfDue(now);
    return Number(repeated) === 1;
  };
  return {
    async repeated(key, now) {
      const { rows } = await db.kysely.executeQuery<{ repeated: number | string }>(
        upsert(key, now),
      );
      return verdict(rows[0]!.repeated, now);
    },
    rider: postgres
      ? (key, now) => ({
          sql: (first) => ({
            ctes: `duplicate_submit AS (${upsertText(`$${first}`, `$${first + 1}`, `$${first + 2}`)})`,
            result: '(SELECT repeated FROM duplicate_submit)',
          }),
          values: [key, now, now - DUPLICATE_WINDOW_MS],
          read: (repeated) => verdict(repeated, now),
        })
      : undefined,
  };
}
