import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

/** channel_events source of a Paybill payment that matched no waiting top-up. */
export const UNMATCHED_SOURCE = 'daraja-unmatched';
/** channel_events source of a reversal's Result, keyed by its ConversationID. */
export const REVERSAL_RESULT_SOURCE = 'daraja-reversal';

export const c2bEventKey = (transId: string) => `daraja:c2b:${transId}`;
export const reversalEventKey = (conversationId: string) => `daraja:reversal:${conversationId}`;

type Executor = Kysely<Database> | Transaction<Database>;

/** The SQL of unmatched Paybill payments and their reversals. */
export class DarajaReversalsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Unmatched payments, newest first. */
  async unmatchedPage(pageNum: number, pageSize: number) {
    const query = this.db.selectFrom('channel_events').where('source', '=', UNMATCHED_SOURCE);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.select(['event_key', 'body', 'create_time']).orderBy('id', 'desc'),
    );
  }

  /** The unmatched payment with this TransID; a matched one is not found. */
  findUnmatched(transId: string) {
    return this.db
      .selectFrom('channel_events')
      .select(['event_key', 'body', 'create_time'])
      .where('event_key', '=', c2bEventKey(transId))
      .where('source', '=', UNMATCHED_SOURCE)
      .executeTakeFirst();
  }

  reversalsOf(transIds: string[]) {
    if (transIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('daraja_reversals')
      .selectAll()
      .where('trans_id', 'in', transIds)
      .execute();
  }

  findByConversation(conversationId: string) {
    return this.db
      .selectFrom('daraja_reversals')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
  }

  /** A reversal still waiting for its result, found by the payment it reverses. */
  findRequested(transId: string) {
    return this.db
      .selectFrom('daraja_reversals')
      .selectAll()
      .where('trans_id', '=', transId)
      .where('status', '=', 'requested')
      .executeTakeFirst();
  }

  /**
   * Claims the payment for one reversal request: a new row, or a failed one tried again. Null
   * when a reversal is already requested or done; the unique TransID makes this race-free.
   */
  async claim(claim: {
    transId: string;
    amount: bigint;
    reason: string;
    operatorId: number;
    now: string;
  }): Promise<'new' | 'retry' | null> {
    const inserted = await this.db
      .insertInto('daraja_reversals')
      .values({
        trans_id: claim.transId,
        amount: claim.amount,
        status: 'requested',
        reason: claim.reason,
        operator_id: claim.operatorId,
        conversation_id: null,
        result_code: null,
        result_desc: null,
        create_time: claim.now,
        update_time: claim.now,
      })
      .onConflict((oc) => oc.column('trans_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return 'new';
    const retried = await this.db
      .updateTable('daraja_reversals')
      .set({
        status: 'requested',
        reason: claim.reason,
        operator_id: claim.operatorId,
        update_time: claim.now,
      })
      .where('trans_id', '=', claim.transId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(retried.numUpdatedRows) === 1 ? 'retry' : null;
  }

  /** Undoes a claim Daraja refused, so the payment can be tried again. */
  async release(transId: string, claim: 'new' | 'retry', now: string) {
    if (claim === 'retry')
      await this.db
        .updateTable('daraja_reversals')
        .set({ status: 'failed', update_time: now })
        .where('trans_id', '=', transId)
        .where('status', '=', 'requested')
        .execute();
    else
      await this.db
        .deleteFrom('daraja_reversals')
        .where('trans_id', '=', transId)
        .where('status', '=', 'requested')
        .execute();
  }

  async setConversation(transId: string, conversationId: string, now: string) {
    await this.db
      .updateTable('daraja_reversals')
      .set({ conversation_id: conversationId, update_time: now })
      .where('trans_id', '=', transId)
      .execute();
  }

  /** Records a Result once (by its key) and settles the reversal it names. */
  async recordResult(
    trx: Executor,
    result: {
      id: number;
      eventKey: string;
      rawBody: string;
      conversationId: string;
      success: boolean;
      resultCode: string;
      resultDesc: string;
      now: string;
    },
  ): Promise<'applied' | 'duplicate' | 'late'> {
    const recorded = await trx
      .insertInto('channel_events')
      .values({
        event_key: result.eventKey,
        source: REVERSAL_RESULT_SOURCE,
        body: result.rawBody.slice(0, 4000),
        create_time: result.now,
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    const settled = await trx
      .updateTable('daraja_reversals')
      .set({
        status: result.success ? 'reversed' : 'failed',
        conversation_id: result.conversationId,
        result_code: result.resultCode.slice(0, 20),
        result_desc: result.resultDesc.slice(0, 500),
        update_time: result.now,
      })
      .where('id', '=', result.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return Number(settled.numUpdatedRows) === 1 ? 'applied' : 'late';
  }
}
