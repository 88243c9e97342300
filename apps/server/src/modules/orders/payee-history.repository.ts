import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What an approver sees of the account's history with a payee (docs/permissions.md). */
export class PayeeHistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The waiting sends by their numbers, for the approvals queue. */
  sends(mainUserId: number, sns: string[]) {
    if (sns.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('sn', 'in', sns)
      .where('api_mode', 'is', null)
      .execute();
  }

  /**
   * Per payee: when the account last paid it successfully and how many times (sends that reached
   * PASS).
   */
  async lastPaid(
    mainUserId: number,
    payeeIds: number[],
  ): Promise<Map<number, { last: string; count: number }>> {
    if (payeeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('orders')
      .select(({ fn }) => [
        'payee_id',
        fn.max('payout_time').as('last'),
        fn.countAll<number | string | bigint>().as('paid'),
      ])
      .where('main_user_id', '=', mainUserId)
      .where('kind', '=', 0)
      .where('status', '=', 1)
      .where('payee_id', 'in', payeeIds)
      .groupBy('payee_id')
      .execute();
    return new Map(
      rows
        .filter((r) => r.last !== null)
        .map((r) => [Number(r.payee_id), { last: String(r.last), count: Number(r.paid) }]),
    );
  }
}
