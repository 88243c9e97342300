import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './database.ts';
import type { Database } from './schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 256;

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for the disk, so money writes
 * that arrive together share one transaction, and all are acknowledged after the single durable
 * COMMIT. A failing unit must not take the others down with it: the batch first runs without
 * savepoints (they cost more than the work when every unit succeeds, the usual case); if any unit
 * throws, the whole transaction rolls back, so nothing of it happened, and the batch runs again
 * with each unit inside its own savepoint, where a failure rolls back only that unit's work. A
 * unit's work is database work only, so running it again is safe. PostgreSQL handles concurrent
 * transactions itself, so there each unit gets its own transaction.
 */
export class TransactionBatcher {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    if (this.engine === 'postgres') return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        work: work as Work<unknown>,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      if (!this.flushing) setImmediate(() => void this.flush());
    });
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

  private async commitBatch(batch: Pending[]): Promise<void> {
    let values: unknown[];
    try {
      values = await this.db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const item of batch) done.push(await item.work(trx));
        return done;
      });
    } catch (error) {
      // A single unit's failure is its own answer; in a larger batch, find out whose it was.
      if (batch.length === 1) batch[0]!.reject(error);
      else await this.commitWithSavepoints(batch);
      return;
    }
    batch.forEach((item, i) => item.resolve(values[i]));
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
