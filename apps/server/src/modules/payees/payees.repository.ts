import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PayeeTable } from '../../db/schema.ts';
import { committedRowCache } from '../../db/committed-row-cache.ts';
import { preparedQuery, type Param } from '../../db/prepared-query.ts';
import { paginate } from '../../db/paginate.ts';

export type PayeeRow = Selectable<PayeeTable>;
export type NewPayee = Insertable<PayeeTable>;
export type PayeeChanges = Updateable<PayeeTable>;

export interface PayeeFilter {
  name?: string;
  payType?: number;
  countryId?: number;
  currencyId?: number;
  scope?: number;
}

const ACTIVE = 0;
const CROSS_BORDER = 1;
const DELETED = 1;
/** Orders not yet final (SPEC §4: MANUAL_PENDING, PAY_PENDING, PENDING) still pay their recipient. */
const UNFINISHED_ORDER = [-2, -1, 0];
/** Bulk files that may still pay a row: checked, waiting for approval, or being paid. */
const UNFINISHED_BATCH = ['checked', 'awaiting', 'processing'];
/** Rows of such a file that will never be paid. */
const LEFT_OUT_ROW = ['deleted', 'invalid'];

const activePayeeById = preparedQuery((db, p: Param<{ id: number }>) =>
  db.selectFrom('payees').selectAll().where('id', '=', p('id')).where('status', '=', ACTIVE),
);

/**
 * Every send and quote looks its recipient up, so this is prepared once and reads only what an
 * order keeps of the recipient: a row's cost grows with its columns, and payees have forty.
 */
const activePayeeForOrder = preparedQuery((db, p: Param<{ id: number; mainUserId: number }>) =>
  db
    .selectFrom('payees')
    .select([
      'id',
      'main_user_id',
      'scope',
      'country_id',
      'currency_id',
      'pay_type',
      'audit_status',
      'name',
      'bank_user',
      'account_name',
      'bank_no',
      'phone',
      'user_account_no',
      'account_id',
    ])
    .where('id', '=', p('id'))
    .where('main_user_id', '=', p('mainUserId'))
    .where('status', '=', ACTIVE),
);

type PayeeForOrderRow = Awaited<ReturnType<typeof activePayeeForOrder>>[number];
// A client sending again and again to the same recipient reads it once while it is unchanged.
const cachedPayeeForOrder = committedRowCache<PayeeForOrderRow>({
  table: 'payees',
  keyColumn: 'id',
  maxRows: 20_000,
});

/** Recipients; every read and write by a user names the main account it belongs to. */
export class PayeesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewPayee): Promise<number> {
    const inserted = await this.db
      .insertInto('payees')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** An active recipient of the main account, or undefined (foreign, deleted or unknown). */
  owned(mainUserId: number, id: number) {
    return this.db
      .selectFrom('payees')
      .selectAll()
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .where('status', '=', ACTIVE)
      .executeTakeFirst();
  }

  /** Any active recipient, for operators, who act across accounts. */
  async byId(id: number) {
    const [payee] = await activePayeeById(this.db, { id });
    return payee;
  }

  /** What an order needs of one of the main account's own active recipients. */
  async forOrder(mainUserId: number, id: number) {
    const payee = await cachedPayeeForOrder(this.db, id, async () => {
      const [row] = await activePayeeForOrder(this.db, { id, mainUserId });
      return row;
    });
    // Kept by id: a recipient kept for one account is never another account's.
    return payee && Number(payee.main_user_id) === mainUserId ? payee : undefined;
  }

  async update(mainUserId: number, id: number, changes: PayeeChanges): Promise<void> {
    await this.db
      .updateTable('payees')
      .set(changes)
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .where('status', '=', ACTIVE)
      .execute();
  }

  /**
   * Soft delete (past orders keep pointing at the row), only while no unfinished order and no
   * unfinished bulk file row names the recipient. The check and the change are one statement, so
   * an order or file that committed first always keeps its recipient. False when nothing changed.
   */
  async softDeleteUnused(mainUserId: number, id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payees')
      .set({ status: DELETED, update_time: now })
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .where('status', '=', ACTIVE)
      .where((eb) =>
        eb.not(
          eb.or([
            eb.exists(
              eb
                .selectFrom('orders')
                .select('orders.id')
                .where('orders.main_user_id', '=', mainUserId)
                .whereRef('orders.payee_id', '=', 'payees.id')
                .where('orders.status', 'in', UNFINISHED_ORDER),
            ),
            eb.exists(
              eb
                .selectFrom('batch_rows')
                .innerJoin('batches', 'batches.id', 'batch_rows.batch_id')
                .select('batch_rows.id')
                .where('batches.main_user_id', '=', mainUserId)
                .where('batches.status', 'in', UNFINISHED_BATCH)
                .whereRef('batch_rows.payee_id', '=', 'payees.id')
                .where('batch_rows.status', 'not in', LEFT_OUT_ROW),
            ),
          ]),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves a pending recipient to a decision; false when it was no longer pending. */
  async decide(
    id: number,
    changes: {
      audit_status: number;
      audit_user_id: number;
      audit_time: string;
      audit_remark: string | null;
    },
    pendingStatus: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('payees')
      .set({ ...changes, update_time: changes.audit_time })
      .where('id', '=', id)
      .where('status', '=', ACTIVE)
      .where('audit_status', '=', pendingStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The operators' queue: every account's active cross-border recipients in one review status,
   * oldest change first (the longest waiting on top), with the deciding operator's name.
   */
  async reviewPage(pageNum: number, pageSize: number, auditStatus: number) {
    const query = this.db
      .selectFrom('payees')
      .where('payees.status', '=', ACTIVE)
      .where('payees.scope', '=', CROSS_BORDER)
      .where('payees.audit_status', '=', auditStatus);
    return paginate(query, { pageNum, pageSize }, (q) =>
      q
        .leftJoin('operators', 'operators.id', 'payees.audit_user_id')
        .selectAll('payees')
        .select('operators.username as auditor_name')
        .orderBy('payees.update_time')
        .orderBy('payees.id'),
    );
  }

  async page(mainUserId: number, pageNum: number, pageSize: number, filter: PayeeFilter) {
    let query = this.db
      .selectFrom('payees')
      .where('main_user_id', '=', mainUserId)
      .where('status', '=', ACTIVE);
    if (filter.name) {
      // lower() on both sides: LIKE is case-sensitive on PostgreSQL and not on SQLite.
      const needle = `%${filter.name.toLowerCase()}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', needle));
    }
    if (filter.payType !== undefined) query = query.where('pay_type', '=', filter.payType);
    if (filter.countryId !== undefined) query = query.where('country_id', '=', filter.countryId);
    if (filter.currencyId !== undefined) query = query.where('currency_id', '=', filter.currencyId);
    if (filter.scope !== undefined) query = query.where('scope', '=', filter.scope);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('id', 'desc'),
    );
  }
}
