import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/database.ts';
import { preparedInsert } from '../db/prepared-query.ts';
import { isLockConflict } from '../db/transaction-batcher.ts';

// A send due for payout enqueues a job in its transaction: prepared once.
export const insertJob = preparedInsert('jobs');

/** A job due `delayMs` after `now`, not yet tried. */
export function pendingJob(type: string, payload: unknown, now: Date, delayMs = 0) {
  return {
    type,
    payload: JSON.stringify(payload),
    status: 'pending',
    run_at: new Date(now.getTime() + delayMs).toISOString(),
    attempts: 0,
    locked_until: null,
    last_error: null,
    create_time: now.toISOString(),
  };
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
}

/** How long a claimed job stays reserved by default; a crashed worker's jobs are retried after it. */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * This process's name in `jobs.locked_by`: host and process id, so that an operator (or a test)
 * can tell which instance holds a job, and a random tag, so that two queues never share a name.
 */
export function workerName(): string {
  return `${hostname().slice(0, 80)}/${process.pid}/${randomBytes(4).toString('hex')}`;
}

/**
 * The database-backed job table. Jobs are written in the same transaction as the change that
 * needs them (the outbox pattern), so a crash can never lose or invent background work.
 *
 * A claimed job is leased to this queue (`locked_by`, `locked_until`). The worker renews the
 * lease of the jobs it runs (`renew`) while they run, and only the holder records how a job
 * ended, so a job passes to another instance only when its holder stopped renewing: it died or
 * lost the database for a whole lease.
 */
export class JobQueue {
  /** Jobs ended and waiting to be marked done (`complete`), and whether a statement is running. */
  private completions: Array<{
    job: ClaimedJob;
    resolve: () => void;
    reject: (error: unknown) => void;
  }> = [];
  private completing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly clock: Clock,
    readonly leaseMs = DEFAULT_LEASE_MS,
    readonly owner = workerName(),
  ) {}

  async enqueue(
    type: string,
    payload: unknown,
    options: { delayMs?: number; db?: Executor } = {},
  ): Promise<void> {
    await insertJob(
      options.db ?? this.db,
      pendingJob(type, payload, this.clock.now(), options.delayMs),
    );
  }

  /**
   * Reserves up to `limit` due jobs. On PostgreSQL several instances share the table through
   * FOR UPDATE SKIP LOCKED; SQLite has one writer, so a plain update in a transaction suffices.
   */
  async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.clock.now().toISOString();
    const lease = new Date(this.clock.now().getTime() + this.leaseMs).toISOString();
    return this.db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(limit);
      if (this.engine === 'postgres') due = due.modifyEnd(sql`for update skip locked`);
      const ids = (await due.execute()).map((r) => Number(r.id));
      if (ids.length === 0) return [];
      const rows = await trx
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_until: lease,
          locked_by: this.owner,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', ids)
        .returning(['id', 'type', 'payload', 'attempts'])
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        payload: JSON.parse(r.payload),
        attempts: r.attempts,
      }));
    });
  }

  /**
   * Extends the lease of jobs this queue still holds; a job another worker has taken over since
   * (this process stalled for a whole lease) stays with it.
   */
  async renew(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const lease = new Date(this.clock.now().getTime() + this.leaseMs).toISOString();
    await this.db
      .updateTable('jobs')
      .set({ locked_until: lease })
      .where('id', 'in', ids)
      .where('status', '=', 'running')
      .where('locked_by', '=', this.owner)
      .execute();
  }

  /**
   * Marks a job done, if this claim of it still holds (else the job's new holder decides). A
   * claim is the job's id with its attempt count, which every claim moves on. Jobs that end
   * together are marked by one statement (a worker runs up to 50 at once, and each statement is
   * a round trip and a commit); the promise settles once that statement has committed.
   */
  complete(job: ClaimedJob): Promise<void> {
    return new Promise((resolve, reject) => {
      this.completions.push({ job, resolve, reject });
      if (this.completions.length === 1 && !this.completing)
        setImmediate(() => void this.markDone());
    });
  }

  /** Marks every completion waiting, in one statement; those arriving meanwhile go next. */
  private async markDone(): Promise<void> {
    this.completing = true;
    try {
      while (this.completions.length > 0) {
        const done = this.completions.splice(0, 500);
        try {
          await this.markAll(done.map((c) => c.job));
          done.forEach((c) => c.resolve());
        } catch (error) {
          done.forEach((c) => c.reject(error));
        }
      }
    } finally {
      this.completing = false;
    }
  }

  /**
   * One statement for many rows: it may meet a lease renewal of some of the same rows taking
   * them in another order, and PostgreSQL then aborts one of the two (nothing of it happened).
   */
  private async markAll(jobs: ClaimedJob[], attempt = 1): Promise<void> {
    try {
      await this.db
        .updateTable('jobs')
        .set({ status: 'done', locked_until: null })
        .where((eb) =>
          eb.or(
            jobs.map((job) => eb.and([eb('id', '=', job.id), eb('attempts', '=', job.attempts)])),
          ),
        )
        .where('locked_by', '=', this.owner)
        .execute();
    } catch (error) {
      if (isLockConflict(error) && attempt < 3) return this.markAll(jobs, attempt + 1);
      throw error;
    }
  }

  /**
   * Retries with exponential backoff (5 s, 10 s, 20 s … capped at 1 h); gives up after
   * `maxAttempts`. Only while this claim of the job still holds, as for `complete`.
   */
  async fail(job: ClaimedJob, error: unknown, maxAttempts = 12): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const delay = Math.min(3_600_000, 5_000 * 2 ** (job.attempts - 1));
    await this.db
      .updateTable('jobs')
      .set({
        status: job.attempts >= maxAttempts ? 'failed' : 'pending',
        run_at: new Date(this.clock.now().getTime() + delay).toISOString(),
        locked_until: null,
        last_error: message,
      })
      .where('id', '=', job.id)
      .where('attempts', '=', job.attempts)
      .where('locked_by', '=', this.owner)
      .execute();
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
