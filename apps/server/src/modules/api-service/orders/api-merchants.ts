import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Which accounts may move API money: main accounts whose API access is approved. */
export class ApiMerchants {
  constructor(private readonly db: Kysely<Database>) {}

  async approved(mainUserId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('api_access')
      .select('user_id')
      .where('user_id', '=', mainUserId)
      .where('audit_status', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The approved merchant (a main account) with this account number, for Paybill payments. */
  async byAccountNo(accountNo: string): Promise<{ userId: number } | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('api_access as a', 'a.user_id', 'u.user_id')
      .select('u.user_id')
      .where('u.account_no', '=', accountNo)
      .where('u.parent_id', '=', 0)
      .where('a.audit_status', '=', 1)
      .executeTakeFirst();
    return row ? { userId: row.user_id } : undefined;
  }
}
