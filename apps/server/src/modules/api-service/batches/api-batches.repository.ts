import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ApiBatchCounts, ApiMode } from '@pesa/contract';
import type { ApiBatchItemTable, ApiBatchTable, Database } from '../../../db/schema.ts';
import type { OrderRow } from '../../orders/orders.service.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type ApiBatch = Selectable<ApiBatchTable>;
export type ApiBatchItem = Selectable<ApiBatchItemTable>;
export type NewApiBatchItem = Omit<Insertable<ApiBatchItemTable>, 'batch_id'>;

// Rows per multi-row insert: well under either engine's limit of bound parameters.
const CHUNK = 100;

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** How an item counts: by its own state, or by its order's status once it has one. */
function outcomeOf(itemStatus: string, orderStatus: number | null): keyof ApiBatchCounts {
  if (
    itemStatus === 'rejected' ||
    itemStatus === 'queued' ||
    itemStatus === 'failed' ||
    itemStatus === 'cancelled'
  )
    return itemStatus;
  if (orderStatus === 1) return 'succeeded';
  if (orderStatus === 2) return 'failed';
  if (orderStatus === 3) return 'cancelled';
  return 'processing';
}

/**
 * Merchant API batches and their items, always read within one merchant and one key mode (the
 * jobs read by id). Item updates are conditional on the item's state, so a job that runs twice,
 * or on two instances, changes an item once.
 */
export class ApiBatchesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the batch and its items; returns the batch's id and the accepted items' ids. */
  async insert(
    trx: Transaction<Database>,
    batch: Insertable<ApiBatchTable>,
    items: NewApiBatchItem[],
  ): Promise<{ batchId: number; queuedIds: number[] }> {
    const { id } = await trx
      .insertInto('api_batches')
      .values(batch)
      .returning('id')
      .executeTakeFirstOrThrow();
    const batchId = Number(id);
    const queuedIds: number[] = [];
    for (const part of chunks(items)) {
      const rows = await trx
        .insertInto('api_batch_items')
        .values(part.map((item) => ({ ...item, batch_id: batchId })))
        .returning(['id', 'status'])
        .execute();
      for (const row of rows) if (row.status === 'queued') queuedIds.push(Number(row.id));
    }
    return { batchId, queuedIds };
  }

  find(
    merchant: { userId: number; mode: ApiMode },
    key: { merchantBatchNo?: string; batchSn?: string },
    db: Executor = this.db,
  ): Promise<ApiBatch | undefined> {
    let query = db
      .selectFrom('api_batches')
      .selectAll()
      .where('main_user_id', '=', merchant.userId)
      .where('api_mode', '=', merchant.mode);
    if (key.merchantBatchNo !== undefined)
      query = query.where('merchant_batch_no', '=', key.merchantBatchNo);
    if (key.batchSn !== undefined) query = query.where('batch_sn', '=', key.batchSn);
    return query.executeTakeFirst();
  }

  /** A batch of the merchant by its batchSn, in either key mode (the approvals' id). */
  bySn(mainUserId: number, batchSn: string, db: Executor = this.db) {
    return db
      .selectFrom('api_batches')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('batch_sn', '=', batchSn)
      .executeTakeFirst();
  }

  /** Moves a batch's approval status from `from`; false when it was not there (row locked). */
  async moveApproval(trx: Executor, batchId: number, from: string, to: string): Promise<boolean> {
    const moved = await trx
      .updateTable('api_batches')
      .set({ approval_status: to })
      .where('id', '=', batchId)
      .where('approval_status', '=', from)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** The batch's queued items (all of them: ids and held shares). */
  queuedOf(batchId: number, db: Executor = this.db): Promise<ApiBatchItem[]> {
    return db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
  }

  /** The items that had a share of the batch's hold (its accepted items, when it was held). */
  heldItems(batchId: number): Promise<ApiBatchItem[]> {
    return this.db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('held_amount', 'is not', null)
      .execute();
  }

  /** Cancels the batch's queued items; returns those it cancelled. */
  cancelQueued(trx: Executor, batchId: number, now: string): Promise<ApiBatchItem[]> {
    return trx
      .updateTable('api_batch_items')
      .set({ status: 'cancelled', update_time: now })
      .where('batch_id', '=', batchId)
      .where('status', '=', 'queued')
      .returningAll()
      .execute();
  }

  byId(id: number, db: Executor = this.db): Promise<ApiBatch | undefined> {
    return db.selectFrom('api_batches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  item(id: number): Promise<ApiBatchItem | undefined> {
    return this.db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The still queued items of these ids, in order. */
  queuedItems(ids: number[]): Promise<ApiBatchItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('id', 'in', ids)
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
  }

  rejected(batchId: number): Promise<ApiBatchItem[]> {
    return this.db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('status', '=', 'rejected')
      .orderBy('item_index')
      .execute();
  }

  /** Existing orders of these merchantOrderNos (request hashes, to tell repeats from conflicts). */
  async orderHashes(
    merchant: { userId: number; mode: ApiMode },
    merchantOrderNos: string[],
  ): Promise<Map<string, string | null>> {
    const found = new Map<string, string | null>();
    for (const part of chunks(merchantOrderNos, 500)) {
      const rows = await this.db
        .selectFrom('orders')
        .select(['merchant_order_no', 'request_hash'])
        .where('main_user_id', '=', merchant.userId)
        .where('api_mode', '=', merchant.mode)
        .where('merchant_order_no', 'in', part)
        .execute();
      for (const row of rows) found.set(row.merchant_order_no!, row.request_hash ?? null);
    }
    return found;
  }

  /** Links a queued item to its order; false when the item was no longer queued. */
  async markPlaced(trx: Executor, itemId: number, orderId: number, now: string): Promise<boolean> {
    const moved = await trx
      .updateTable('api_batch_items')
      .set({ status: 'placed', order_id: orderId, update_time: now })
      .where('id', '=', itemId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** A queued item that could not become an order (e.g. -1014); false when no longer queued. */
  async markFailed(trx: Executor, itemId: number, error: string, now: string): Promise<boolean> {
    const moved = await trx
      .updateTable('api_batch_items')
      .set({ status: 'failed', error, update_time: now })
      .where('id', '=', itemId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** The batch of a placed item's order, if the order is a batch item's. */
  async batchOfOrder(trx: Executor, orderId: number): Promise<number | undefined> {
    const row = await trx
      .selectFrom('api_batch_items')
      .select('batch_id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.batch_id;
  }

  async counts(batchId: number, db: Executor = this.db): Promise<ApiBatchCounts> {
    const rows = await db
      .selectFrom('api_batch_items as i')
      .leftJoin('orders as o', 'o.id', 'i.order_id')
      .select((eb) => ['i.status', 'o.status as order_status', eb.fn.countAll().as('n')])
      .where('i.batch_id', '=', batchId)
      .groupBy(['i.status', 'o.status'])
      .execute();
    const counts: ApiBatchCounts = {
      rejected: 0,
      queued: 0,
      processing: 0,
      succeeded: 0,
      failed: 0,
      cancelled: 0,
    };
    for (const row of rows) counts[outcomeOf(row.status, row.order_status)] += Number(row.n);
    return counts;
  }

  /** Whether an accepted item is still open: queued, or placed with an order not final yet. */
  async hasOpen(batchId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('api_batch_items as i')
      .leftJoin('orders as o', 'o.id', 'i.order_id')
      .select('i.id')
      .where('i.batch_id', '=', batchId)
      .where((eb) =>
        eb.or([
          eb('i.status', '=', 'queued'),
          eb.and([eb('i.status', '=', 'placed'), eb('o.status', 'not in', [1, 2, 3])]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the batch complete once; true only for the call that did. */
  async markCompleted(trx: Executor, batchId: number, now: string): Promise<boolean> {
    const moved = await trx
      .updateTable('api_batches')
      .set({ completed_time: now })
      .where('id', '=', batchId)
      .where('completed_time', 'is', null)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  page(batchId: number, pageNum: number, pageSize: number): Promise<ApiBatchItem[]> {
    return this.db
      .selectFrom('api_batch_items')
      .selectAll()
      .where('batch_id', '=', batchId)
      .orderBy('item_index')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
  }

  orders(ids: number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('orders').selectAll().where('id', 'in', ids).execute();
  }
}
