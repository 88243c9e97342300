import { UserType } from '@pesa/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, KycApplicationTable } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export type KycRow = Selectable<KycApplicationTable>;

/** KYC applications, one per main account; status changes are conditional on the old status. */
export class KycRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byMainUser(mainUserId: number) {
    return this.db
      .selectFrom('kyc_applications')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  async insert(row: Insertable<KycApplicationTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('kyc_applications')
      .values(row)
      .onConflict((oc) => oc.column('main_user_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : 0;
  }

  /**
   * Moves the application and the account's users.audit_status together, only from one of
   * `from`; false when another request changed it first.
   */
  async move(
    mainUserId: number,
    from: string[],
    changes: Updateable<KycApplicationTable> & { status: string; update_time: string },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('kyc_applications')
        .set(changes)
        .where('main_user_id', '=', mainUserId)
        .where('status', 'in', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ audit_status: changes.status, update_time: changes.update_time })
        .where('user_id', '=', mainUserId)
        .execute();
      return true;
    });
  }

  /** Applications in the given statuses, oldest submission first (the operators' queue). */
  async queue(statuses: string[], pageNum: number, pageSize: number, userType?: number) {
    // Qualified: the page joins the operators, who have a status too.
    let query = this.db
      .selectFrom('kyc_applications')
      .where('kyc_applications.status', 'in', statuses);
    // Companies are type 1; every other account is an individual's.
    if (userType !== undefined)
      // The KYB queue (1) holds every business: companies and agents.
      query = query.where('kyc_applications.user_type', userType === 1 ? 'in' : 'not in', [
        UserType.COMPANY,
        UserType.AGENT,
      ]);
    // The first reviewer's name, so the console can say who gave a company's first approval.
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q
        .leftJoin('operators', 'operators.id', 'kyc_applications.first_reviewer_id')
        .selectAll('kyc_applications')
        .select('operators.username as first_reviewer_name')
        .orderBy('kyc_applications.submit_time')
        .orderBy('kyc_applications.id'),
    );
  }
}
