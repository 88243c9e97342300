import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './database.ts';
import type { Database } from './schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
/**
 * The same work for when it is alone in its batch on PostgreSQL: it runs outside a transaction,
 * so every statement it sends commits by itself, and it must be written so that is safe (a send's
 * single statement, orders.service.ts). It may still open a transaction of its own.
 */
export type AloneWork<T> = (db: Kysely<Database>) => Promise<T>;
interface Pending {
  work: Work<unknown>;
  alone?: AloneWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 256;
/** Tries of a batch that PostgreSQL aborted to break a deadlock. */
const MAX_ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
export const isLockConflict = (error: unknown) =>
  ['40P01', '40001'].includes((error as { code?: string })?.code ?? '');

/** The batching key of work that locks only the accounts of one main account (its wallets). */
export const walletOwnerKey = (mainUserId: number) => `user:${mainUserId}`;

/**
 * Group commit. With synchronous=FULL every SQLite commit waits for the disk, so money writes
 * that arrive together share one transaction, and all are acknowledged after the single durable
 * COMMIT. A failing unit must not take the others down with it: the batch first runs without
 * savepoints (they cost more than the work when every unit succeeds, the usual case); if any unit
 * throws, the whole transaction rolls back, so nothing of it happened, and the batch runs again
 * with each unit inside its own savepoint, where a failure rolls back only that unit's work. A
 * unit's work is database work only, so running it again is safe.
 *
 * PostgreSQL handles concurrent transactions itself, so there a unit gets its own transaction,
 * unless it names the wallet owner it locks (`key`): the units of one key then queue and share a
 * transaction in the same way (docs/scaling.md). A busy wallet's sends would otherwise each wait
 * for its row lock inside PostgreSQL, every waiter woken at every commit, and each pay for its
 * own BEGIN, COMMIT and WAL flush; batched, the instance holds the lock once per batch and the
 * next batch gathers while one commits. A unit alone in its batch runs its `alone` form, if it
 * has one, outside a transaction (a send is then one statement that commits by itself). Units of
 * different keys still run side by side. Two
 * instances batching the same owner's accounts of several currencies can lock them in opposite
 * orders: PostgreSQL then aborts one batch as a deadlock, and it runs again.
 */
export class TransactionBatcher {
  private queue: Pending[] = [];
  private flushing = false;
  /** PostgreSQL: the units waiting per key; a key is present while its batches run. */
  private readonly keyed = new Map<string, Pending[]>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /**
   * `key` (PostgreSQL only): the owner whose accounts the work locks, e.g. `user:42`. `alone`
   * (PostgreSQL only): what runs instead of `work` when no other unit of the key joins its batch,
   * without the BEGIN and COMMIT round trips a transaction of one statement would cost.
   */
  run<T>(work: Work<T>, key?: string, alone?: AloneWork<T>): Promise<T> {
    if (this.engine === 'postgres' && key === undefined) return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      const item: Pending = {
        work: work as Work<unknown>,
        alone: alone as AloneWork<unknown> | undefined,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      if (this.engine === 'postgres') return this.enqueueKeyed(key!, item);
      this.queue.push(item);
      if (!this.flushing) setImmediate(() => void this.flush());
    });
  }

  private enqueueKeyed(key: string, item: Pending): void {
    const waiting = this.keyed.get(key);
    if (waiting) {
      waiting.push(item);
      return;
    }
    this.keyed.set(key, [item]);
    // Units of the same tick join the first batch; later ones gather while it commits.
    setImmediate(() => void this.flushKeyed(key));
  }

  private async flushKeyed(key: string): Promise<void> {
    const waiting = this.keyed.get(key)!;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, MAX_BATCH);
        if (batch.length === 1 && batch[0]!.alone) await this.runAlone(batch[0]!);
        else await this.commitBatch(batch);
      }
    } finally {
      this.keyed.delete(key);
    }
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.commitBatch(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commitBatch(batch: Pending[], attempt = 1): Promise<void> {
    let values: unknown[];
    try {
      values = await this.db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const item of batch) done.push(await item.work(trx));
        return done;
      });
    } catch (error) {
      // PostgreSQL aborted the batch to break a deadlock: nothing of it happened, so it runs again.
      if (isLockConflict(error) && attempt < MAX_ATTEMPTS)
        return this.commitBatch(batch, attempt + 1);
      // A single unit's failure is its own answer; in a larger batch, find out whose it was.
      if (batch.length === 1) batch[0]!.reject(error);
      else await this.commitWithSavepoints(batch);
      return;
    }
    batch.forEach((item, i) => item.resolve(values[i]));
  }

  /** A unit alone in its batch, outside a transaction; a deadlock victim runs again, as a batch. */
  private async runAlone(item: Pending, attempt = 1): Promise<void> {
    try {
      item.resolve(await item.alone!(this.db));
    } catch (error) {
      if (isLockConflict(error) && attempt < MAX_ATTEMPTS) return this.runAlone(item, attempt + 1);
      item.reject(error);
    }
  }

  private async commitWithSavepoints(batch: Pending[]): Promise<void> {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint unit`.execute(trx);
          try {
            const value = await item.work(trx);
            await sql`release savepoint unit`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint unit`.execute(trx);
            await sql`release savepoint unit`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing in the batch happened.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
