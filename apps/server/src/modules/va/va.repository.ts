import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, VaAccountTable } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export type VaRow = Selectable<VaAccountTable>;

/** Virtual accounts; reads by a user name the main account, status changes are conditional. */
export class VaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<VaAccountTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('va_accounts')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  byId(id: number) {
    return this.db.selectFrom('va_accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byAccountId(accountId: string) {
    return this.db
      .selectFrom('va_accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** The account's application for a country and currency, if any. */
  existing(mainUserId: number, countryId: number, currencyId: number) {
    return this.db
      .selectFrom('va_accounts')
      .select('id')
      .where('main_user_id', '=', mainUserId)
      .where('country_id', '=', countryId)
      .where('currency_id', '=', currencyId)
      .executeTakeFirst();
  }

  /** Moves a VA from one status to the next; false when it was not in `from`. */
  async move(id: number, from: string, changes: Updateable<VaAccountTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('va_accounts')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async page(mainUserId: number, pageNum: number, pageSize: number, status?: string) {
    let query = this.db.selectFrom('va_accounts').where('main_user_id', '=', mainUserId);
    if (status) query = query.where('status', '=', status);
    return paginate(query, { pageNum, pageSize }, (q) => q.selectAll().orderBy('id', 'desc'));
  }

  /** Every account's VAs for the operators, oldest first (a work queue), optionally by status. */
  async pageAll(pageNum: number, pageSize: number, status?: string) {
    let query = this.db.selectFrom('va_accounts');
    if (status) query = query.where('status', '=', status);
    return paginate(query, { pageNum, pageSize }, (q) => q.selectAll().orderBy('id', 'asc'));
  }
}
