import type { Kysely, Selectable, Transaction } from 'kysely';
import { ApprovalStatus } from '@pesa/domain';
import type { ApprovalTable, Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export type ApprovalRow = Selectable<ApprovalTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Policies, approvals and the people who approved (migration 2026-11-28T1840-approvals). */
export class ApprovalsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  policy(mainUserId: number) {
    return this.db
      .selectFrom('approval_policies')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  async savePolicy(row: Selectable<Database['approval_policies']>) {
    const { main_user_id: _key, ...changes } = row;
    await this.db
      .insertInto('approval_policies')
      .values(row)
      .onConflict((oc) => oc.column('main_user_id').doUpdateSet(changes))
      .execute();
  }

  async insert(trx: Executor, row: Omit<ApprovalRow, 'id' | 'approvals'>) {
    await trx.insertInto('approvals').values(row).execute();
  }

  find(mainUserId: number, kind: string, subject: string, db: Executor = this.db) {
    return db
      .selectFrom('approvals')
      .selectAll()
      .where('main_user_id', '=', mainUserId)
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  findById(id: number, db: Executor = this.db) {
    return db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * One person's approval: the vote's primary key refuses the same person twice (a unique
   * violation), and the count moves only while the approval waits; returns the new count, or
   * null when it no longer waits.
   */
  async vote(trx: Transaction<Database>, approvalId: number, userId: number, now: string) {
    await trx
      .insertInto('approval_votes')
      .values({ approval_id: approvalId, user_id: userId, create_time: now })
      .execute();
    const counted = await trx
      .updateTable('approvals')
      .set((eb) => ({ approvals: eb('approvals', '+', 1) }))
      .where('id', '=', approvalId)
      .where('status', '=', ApprovalStatus.AWAITING)
      .returning('approvals')
      .executeTakeFirst();
    return counted ? Number(counted.approvals) : null;
  }

  /** Decides a waiting approval once; false when someone else decided it first. */
  async decide(
    trx: Transaction<Database>,
    approvalId: number,
    change: { status: string; decided_by: number | null; reason: string | null; now: string },
  ): Promise<boolean> {
    const done = await trx
      .updateTable('approvals')
      .set({
        status: change.status,
        decided_by: change.decided_by,
        reason: change.reason,
        decide_time: change.now,
      })
      .where('id', '=', approvalId)
      .where('status', '=', ApprovalStatus.AWAITING)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  votes(approvalIds: number[]) {
    if (approvalIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('approval_votes')
      .selectAll()
      .where('approval_id', 'in', approvalIds)
      .orderBy('create_time')
      .execute();
  }

  /**
   * `mine`: what waits for this person: not their own, not yet approved by them; `all`: every
   * approval of the account, newest first.
   */
  page(
    mainUserId: number,
    filter: { scope: 'mine' | 'all'; userId: number },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = this.db.selectFrom('approvals').where('main_user_id', '=', mainUserId);
    if (filter.scope === 'mine')
      query = query
        .where('status', '=', ApprovalStatus.AWAITING)
        .where('maker_user_id', '!=', filter.userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('approval_votes')
                .select('approval_votes.user_id')
                .whereRef('approval_votes.approval_id', '=', 'approvals.id')
                .where('approval_votes.user_id', '=', filter.userId),
            ),
          ),
        );
    return paginate(query, page, (q) => q.selectAll().orderBy('id', 'desc'));
  }
}
