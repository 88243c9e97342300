import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BatchRowTable, BatchTable, Database } from '../../db/schema.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { toNumber } from '../../db/bigint.ts';

export type BatchRow = Selectable<BatchTable>;
export type BatchLine = Selectable<BatchRowTable>;
export type NewBatchLine = Omit<Insertable<BatchRowTable>, 'batch_id'>;
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * What a row shows: its own state until it became an order, then its order's (PASS paid;
 * REJECT or CANCEL failed; anything else pending).
 */
const shown = sql<string>`case when r.status = 'ordered' then case when o.status = 1 then 'paid' when o.status in (2, 3) then 'failed' else 'pending' end else r.status end`;

const INSERT_CHUNK = 200;

/** A file's new state, told in the transaction that moved it. */
export type BatchMovedListener = (
  db: Kysely<Database> | Transaction<Database>,
  moved: { id: number; mainUserId: number; status: string },
) => Promise<void>;

export class BatchesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told, in the same transaction, of every state a file moves to (live status). */
    private readonly onMoved: BatchMovedListener = async () => {},
  ) {}

  async insert(batch: Insertable<BatchTable>, lines: readonly NewBatchLine[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('batches')
        .values(batch)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < lines.length; i += INSERT_CHUNK)
        await trx
          .insertInto('batch_rows')
          .values(lines.slice(i, i + INSERT_CHUNK).map((line) => ({ ...line, batch_id: id })))
          .execute();
      return Number(id);
    });
  }

  find(mainUserId: number, id: number, db: Executor = this.db) {
    return db
      .selectFrom('batches')
      .selectAll()
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  findById(id: number, db: Executor = this.db) {
    return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  page(mainUserId: number, page: PageRequest, scope?: number) {
    let files = this.db.selectFrom('batches').where('main_user_id', '=', mainUserId);
    if (scope !== undefined) files = files.where('scope', '=', scope);
    return paginate(files, page, (q) => q.selectAll().orderBy('id', 'desc'));
  }

  /** The rows of a batch, each with the state it shows and its order's number and reason. */
  private shownRows(batch: BatchRow) {
    return this.db
      .selectFrom('batch_rows as r')
      .leftJoin('orders as o', (join) =>
        join.onRef('o.sn', '=', 'r.order_sn').on('o.main_user_id', '=', batch.main_user_id),
      )
      .where('r.batch_id', '=', batch.id);
  }

  rowsPage(batch: BatchRow, page: PageRequest, status?: string) {
    const filtered = status
      ? this.shownRows(batch).where(shown, '=', status)
      : this.shownRows(batch);
    return paginate(filtered, page, (q) =>
      q
        .selectAll('r')
        .select([shown.as('shown'), 'o.fail_reason as order_fail_reason'])
        .orderBy('r.row_no'),
    );
  }

  /** Every row with its state, in file order (exports and retries). */
  allRows(batch: BatchRow) {
    return this.shownRows(batch)
      .selectAll('r')
      .select([shown.as('shown'), 'o.fail_reason as order_fail_reason'])
      .orderBy('r.row_no')
      .execute();
  }

  async counts(batch: BatchRow): Promise<Map<string, number>> {
    const rows = await this.shownRows(batch)
      .select([shown.as('shown'), sql<number | string>`count(*)`.as('n')])
      .groupBy(shown)
      .execute();
    return new Map(rows.map((r) => [r.shown, toNumber(r.n)]));
  }

  async warnedCount(batchId: number): Promise<number> {
    const row = await this.db
      .selectFrom('batch_rows')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('batch_id', '=', batchId)
      .where('status', '!=', 'deleted')
      .where('warnings', '!=', '[]')
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  line(batchId: number, rowNo: number, db: Executor = this.db) {
    return db
      .selectFrom('batch_rows')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('row_no', '=', rowNo)
      .executeTakeFirst();
  }

  /** The file a row's send belongs to, if the order is one. */
  async batchOfOrder(db: Executor, orderSn: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('batch_rows')
      .select('batch_id')
      .where('order_sn', '=', orderSn)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.batch_id);
  }

  lineById(id: number, db: Executor = this.db) {
    return db.selectFrom('batch_rows').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Rows in one of the states, in file order. */
  linesIn(batchId: number, statuses: string[], db: Executor = this.db) {
    return db
      .selectFrom('batch_rows')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('status', 'in', statuses)
      .orderBy('row_no')
      .execute();
  }

  updateLine(id: number, changes: Partial<Omit<BatchLine, 'id' | 'batch_id' | 'row_no'>>) {
    return this.db.updateTable('batch_rows').set(changes).where('id', '=', id).execute();
  }

  /**
   * Moves rows from one state to another only if they are still in it, and returns those it
   * moved: two instances, or a cancel racing the worker, each get a row at most once.
   */
  moveLines(
    db: Executor,
    where: { batchId: number; ids?: number[]; from: string },
    changes: Partial<Omit<BatchLine, 'id' | 'batch_id' | 'row_no'>>,
  ) {
    let query = db
      .updateTable('batch_rows')
      .set(changes)
      .where('batch_id', '=', where.batchId)
      .where('status', '=', where.from);
    if (where.ids) query = query.where('id', 'in', where.ids);
    return query.returningAll().execute();
  }

  /** Moves a batch from one status to another only if it is still in it; true when it moved. */
  async moveBatch(db: Executor, id: number, from: string, changes: Partial<BatchRow>) {
    const moved = await db
      .updateTable('batches')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from)
      .returning(['main_user_id', 'status'])
      .executeTakeFirst();
    if (!moved) return false;
    await this.onMoved(db, { id, mainUserId: Number(moved.main_user_id), status: moved.status });
    return true;
  }

  /** The balance of a ledger account, 0 when it has none yet. */
  async balance(accountKey: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    return BigInt(row?.balance ?? 0);
  }

  /**
   * What this account usually pays each payee: the average of its last paid sends, by pay type,
   * account and currency (the payee keys of batch-check.ts).
   */
  async usualAmounts(mainUserId: number): Promise<Map<string, bigint>> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['pay_type', 'currency_id', 'payee_snapshot', 'amount'])
      .where('main_user_id', '=', mainUserId)
      .where('kind', '=', 0)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(5000)
      .execute();
    const sums = new Map<string, { total: bigint; n: bigint }>();
    for (const row of rows) {
      const account = (JSON.parse(row.payee_snapshot ?? '{}') as { account?: string }).account;
      if (!account) continue;
      const key = `${row.pay_type}:${account}|${row.currency_id}`;
      const sum = sums.get(key) ?? { total: 0n, n: 0n };
      sum.total += BigInt(row.amount);
      sum.n += 1n;
      sums.set(key, sum);
    }
    return new Map([...sums].map(([key, s]) => [key, s.total / s.n]));
  }
}
