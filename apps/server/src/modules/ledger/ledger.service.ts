import { sql, type Kysely, type Transaction } from 'kysely';
import {
  assertBalanced,
  netChanges,
  parseAccountKey,
  storedAccountKind,
  type JournalEntry,
} from '@pesa/domain';
import {
  preparedInsert,
  preparedInsertRows,
  preparedQuery,
  preparedWrite,
  type Param,
} from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { onPostgres } from '../../db/on-postgres.ts';
import type { SelfCommittingStatement } from '../../db/pipelined-statements.ts';
import { postEntry, type EntryRider } from './postgres-entry.ts';

export { RIDER_FIRST_PARAM, type EntryRider } from './postgres-entry.ts';

// Every send posts through these, so they are prepared once (db/prepared-query.ts). The amount is
// a bound parameter, not a literal, so the statement text is the same for every amount.
const addToBalance = preparedQuery((db, p: Param<{ key: string; delta: string }>) =>
  db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${p('delta')}` })
    .where('account_key', '=', p('key'))
    .where((eb) => eb.or([eb('owner_user_id', '=', 0), eb(sql`balance + ${p('delta')}`, '>=', 0)]))
    .returning('id'),
);
// The same change by the account's id, which the service remembers per key: a lookup by integer
// primary key without RETURNING costs less than one through the key's index returning the id.
// The key is checked too, so a remembered id that is wrong (from a rolled-back transaction, say)
// only changes nothing and sends the caller back to the lookup by key.
const addToBalanceById = preparedWrite((db, p: Param<{ id: number; key: string; delta: string }>) =>
  db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${p('delta')}` })
    .where('id', '=', p('id'))
    .where('account_key', '=', p('key'))
    .where((eb) => eb.or([eb('owner_user_id', '=', 0), eb(sql`balance + ${p('delta')}`, '>=', 0)])),
);
const insertEntry = preparedInsert('ledger_entries');
const insertPostings = preparedInsertRows('ledger_postings', [
  'entry_id',
  'account_id',
  'currency_id',
  'amount',
  'create_time',
]);
/** Account ids remembered by key; ids never change, and the cap only bounds memory. */
const MAX_REMEMBERED_ACCOUNTS = 50_000;

/** Thrown when an entry would take a user-owned account below zero; nothing is written. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountKey: string) {
    super(`insufficient funds in ${accountKey}`);
  }
}

/**
 * Writes journal entries. Must run inside the caller's transaction, together with the order
 * change that caused the movement. Balances change only by a conditional UPDATE, taken in account
 * key order so concurrent entries lock rows in the same order and cannot deadlock; a user-owned
 * account that would go negative makes the UPDATE match nothing, and the CHECK constraint backs
 * that up on both engines.
 */
export class LedgerService {
  private readonly accountIds = new Map<string, number>();

  /** PostgreSQL: how an entry alone in its batch is sent (db/pipelined-statements.ts). */
  constructor(private readonly selfCommitting?: SelfCommittingStatement) {}

  async apply(
    trx: Transaction<Database>,
    entry: JournalEntry,
    createdBy: number,
    now: string,
  ): Promise<number> {
    assertBalanced(entry);
    if (onPostgres(trx))
      return (await this.applyInOneStatement(trx, entry, createdBy, now)).entryId;
    const changes = [...netChanges(entry)]
      .filter(([, delta]) => delta !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const accountIds = new Map<string, number>();
    for (const [key, delta] of changes) {
      accountIds.set(key, await this.adjust(trx, key, delta, now));
    }
    const entryId = await insertEntry(trx, {
      entry_type: entry.type,
      reference: entry.reference,
      description: entry.description.slice(0, 200),
      created_by: createdBy,
      create_time: now,
    });
    await insertPostings(
      trx,
      entry.postings.map((posting) => ({
        entry_id: entryId,
        account_id: accountIds.get(posting.accountKey) ?? 0,
        currency_id: posting.currencyId,
        amount: posting.amount.toString(),
        create_time: now,
      })),
    );
    return entryId;
  }

  /**
   * PostgreSQL: an entry and a write that rides on it (postgres-entry.ts, EntryRider), in one
   * statement; returns the rider's result. As `apply`, it refuses with InsufficientFundsError.
   * `alone`: `db` is no transaction, and the statement commits by itself (a send alone in its
   * wallet's batch, db/transaction-batcher.ts); a missing account is then created at zero in a
   * statement of its own (an empty account changes no balance), and a refusal writes nothing,
   * the rider included.
   */
  async applyWithRider(
    db: Kysely<Database>,
    entry: JournalEntry,
    createdBy: number,
    now: string,
    rider: EntryRider,
    alone = false,
  ): Promise<unknown> {
    assertBalanced(entry);
    return (await this.applyInOneStatement(db, entry, createdBy, now, rider, alone)).rider;
  }

  /**
   * PostgreSQL: the entry in one statement (postgres-entry.ts). An account the entry needs that
   * does not exist yet is created at zero and the statement runs again, which then decides.
   */
  private async applyInOneStatement(
    db: Kysely<Database>,
    entry: JournalEntry,
    createdBy: number,
    now: string,
    rider?: EntryRider,
    alone = false,
  ): Promise<{ entryId: number; rider: unknown }> {
    const changes = [...netChanges(entry)].sort(([a], [b]) => (a < b ? -1 : 1));
    const toPost = {
      changes,
      postings: entry.postings,
      type: entry.type,
      reference: entry.reference,
      description: entry.description.slice(0, 200),
      createdBy,
      now,
    };
    let outcome = await postEntry(db, toPost, rider, alone, this.selfCommitting);
    if (!outcome.posted && outcome.missing.length > 0) {
      for (const key of outcome.missing) await this.createAccount(db, key, now);
      outcome = await postEntry(db, toPost, rider, alone, this.selfCommitting);
    }
    if (outcome.posted) return outcome;
    throw new InsufficientFundsError(outcome.short ?? outcome.missing[0] ?? '');
  }

  /** A new account at zero; one a concurrent transaction created first is left as it is. */
  private async createAccount(db: Kysely<Database>, key: string, now: string) {
    const account = parseAccountKey(key);
    return db
      .insertInto('ledger_accounts')
      .values({
        account_key: key,
        owner_user_id: account.ownerUserId,
        kind: storedAccountKind(account),
        currency_id: account.currencyId,
        channel: account.channel,
        balance: '0',
        create_time: now,
      })
      .onConflict((oc) => oc.column('account_key').doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  private async adjust(
    trx: Transaction<Database>,
    key: string,
    delta: bigint,
    now: string,
  ): Promise<number> {
    const known = this.accountIds.get(key);
    if (
      known !== undefined &&
      (await addToBalanceById(trx, { id: known, key, delta: delta.toString() })) === 1
    ) {
      return known;
    }
    const updated = await this.conditionalUpdate(trx, key, delta);
    if (updated !== null) {
      if (this.accountIds.size >= MAX_REMEMBERED_ACCOUNTS) this.accountIds.clear();
      this.accountIds.set(key, updated);
      return updated;
    }
    // Either the account does not exist yet or the balance is short. A new account starts at 0.
    const account = parseAccountKey(key);
    const created = await this.createAccount(trx, key, now);
    // A concurrent transaction may have created it first: then the update decides again.
    const retried = created ? null : await this.conditionalUpdate(trx, key, delta);
    if (retried !== null) return retried;
    if (!created || (account.ownerUserId !== 0 && delta < 0n))
      throw new InsufficientFundsError(key);
    await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${delta.toString()}` })
      .where('id', '=', created.id)
      .execute();
    return Number(created.id);
  }

  /** balance += delta unless that takes a user-owned account below zero; the row id, or null. */
  private async conditionalUpdate(
    trx: Transaction<Database>,
    key: string,
    delta: bigint,
  ): Promise<number | null> {
    const [updated] = await addToBalance(trx, { key, delta: delta.toString() });
    return updated ? Number(updated.id) : null;
  }

  /** Sum of postings per account versus the cached balance; used by invariant tests and ops checks. */
  async reconcile(trx: Transaction<Database>) {
    return trx
      .selectFrom('ledger_accounts')
      .leftJoin('ledger_postings', 'ledger_postings.account_id', 'ledger_accounts.id')
      .select(['ledger_accounts.account_key', 'ledger_accounts.balance'])
      .select((eb) =>
        eb.fn
          .coalesce(eb.fn.sum<string | number>('ledger_postings.amount'), sql<number>`0`)
          .as('posted'),
      )
      .groupBy(['ledger_accounts.id', 'ledger_accounts.account_key', 'ledger_accounts.balance'])
      .execute();
  }
}
