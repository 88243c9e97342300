import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ContractWorkerTable, Database, ExchangeAccountTable } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

/** Exchange accounts and contract workers; every read and write by a user names its main account. */
export class OrgAccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertExchange(row: Insertable<ExchangeAccountTable>): Promise<number> {
    const r = await this.db
      .insertInto('exchange_accounts')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async insertWorker(row: Insertable<ContractWorkerTable>): Promise<number> {
    const r = await this.db
      .insertInto('contract_workers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  exchange(id: number, mainUserId?: number) {
    let q = this.db.selectFrom('exchange_accounts').selectAll().where('id', '=', id);
    if (mainUserId !== undefined) q = q.where('main_user_id', '=', mainUserId);
    return q.executeTakeFirst();
  }

  worker(id: number, mainUserId: number) {
    return this.db
      .selectFrom('contract_workers')
      .selectAll()
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  async updateExchange(id: number, changes: Updateable<ExchangeAccountTable>, mainUserId?: number) {
    let q = this.db.updateTable('exchange_accounts').set(changes).where('id', '=', id);
    if (mainUserId !== undefined) q = q.where('main_user_id', '=', mainUserId);
    await q.execute();
  }

  /**
   * An operator's decision on an account, only while it still has the statuses the operator saw:
   * false when another decision came first (nothing changed).
   */
  async decideExchange(
    id: number,
    from: { exchangeStatus: number; paymentStatus: number },
    changes: Updateable<ExchangeAccountTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('exchange_accounts')
      .set(changes)
      .where('id', '=', id)
      .where('exchange_status', '=', from.exchangeStatus)
      .where('payment_status', '=', from.paymentStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Decides the pending payee change submitted at `submitted`: false when it is no longer
   * pending or was replaced by a later one (nothing changed).
   */
  async decidePayeeChange(
    id: number,
    submitted: string,
    changes: Updateable<ExchangeAccountTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('exchange_accounts')
      .set(changes)
      .where('id', '=', id)
      .where('payee_change_status', '=', 0)
      .where('payee_change_time', '=', submitted)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async updateWorker(id: number, mainUserId: number, changes: Updateable<ContractWorkerTable>) {
    await this.db
      .updateTable('contract_workers')
      .set(changes)
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .execute();
  }

  /**
   * An operator's decision on a contract worker, only while it is still pending with the details
   * the operator saw (`updateTime`): false when another decision or an edit came first.
   */
  async decideWorker(
    id: number,
    updateTime: string,
    changes: Updateable<ContractWorkerTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('contract_workers')
      .set(changes)
      .where('id', '=', id)
      .where('audit_status', '=', 0)
      .where('update_time', '=', updateTime)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Any account's worker, with the deciding operator's name (the operators' view). */
  workerForReview(id: number) {
    return this.db
      .selectFrom('contract_workers')
      .leftJoin('operators', 'operators.id', 'contract_workers.audit_user_id')
      .selectAll('contract_workers')
      .select('operators.username as auditor_name')
      .where('contract_workers.id', '=', id)
      .executeTakeFirst();
  }

  /** Every account's contract workers for the operators, oldest first, by review status. */
  async pageAllWorkers(pageNum: number, pageSize: number, auditStatus?: number) {
    let query = this.db.selectFrom('contract_workers');
    if (auditStatus !== undefined)
      query = query.where('contract_workers.audit_status', '=', auditStatus);
    return paginate(query, { pageNum, pageSize }, (q) =>
      q
        .leftJoin('operators', 'operators.id', 'contract_workers.audit_user_id')
        .selectAll('contract_workers')
        .select('operators.username as auditor_name')
        .orderBy('contract_workers.id', 'asc'),
    );
  }

  async pageExchange(mainUserId: number, pageNum: number, pageSize: number) {
    const query = this.db.selectFrom('exchange_accounts').where('main_user_id', '=', mainUserId);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('id', 'desc'),
    );
  }

  async pageWorkers(mainUserId: number, pageNum: number, pageSize: number, name?: string) {
    let query = this.db.selectFrom('contract_workers').where('main_user_id', '=', mainUserId);
    if (name) {
      // lower() on both sides: LIKE is case-sensitive on PostgreSQL and not on SQLite.
      const needle = `%${name.toLowerCase()}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', needle));
    }
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('id', 'desc'),
    );
  }

  /** Every account's exchange accounts for the operators, oldest first, filtered by status. */
  async pageAllExchange(
    pageNum: number,
    pageSize: number,
    filter: { exchangeStatus?: number; paymentStatus?: number },
  ) {
    let query = this.db.selectFrom('exchange_accounts');
    // Waiting for an operator: a new account's review, or an approved account's payee change.
    if (filter.exchangeStatus === 0)
      query = query.where((eb) =>
        eb.or([eb('exchange_status', '=', 0), eb('payee_change_status', '=', 0)]),
      );
    else if (filter.exchangeStatus !== undefined)
      query = query.where('exchange_status', '=', filter.exchangeStatus);
    if (filter.paymentStatus !== undefined)
      query = query.where('payment_status', '=', filter.paymentStatus);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('id', 'asc'),
    );
  }
}
