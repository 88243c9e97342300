import { formatMinor } from '@pesa/domain';
import { toBigInt } from '../../db/bigint.ts';
import {
  channelReference,
  orderIdFromReference,
  type ChannelResultsService,
  type ResultOutcome,
} from '../../modules/orders/channel-results.service.ts';
import type { OrderRow, OrdersRepository } from '../../modules/orders/orders.repository.ts';
import type { PayoutStatusQueries } from '../payout-status-queries.ts';
import { b2cEventKey } from './daraja-format.ts';
import type { PayoutStatusReport } from './daraja-status-format.ts';

/** channel_events source of a payout result learnt from Transaction Status. */
export const STATUS_RESULT_SOURCE = 'daraja-status';

export type StatusOutcome = ResultOutcome | 'not_final';
export type TimeoutOutcome = 'queued' | 'all_queries_made' | 'not_pending' | 'unknown_order';

/** One row of the operators' list of payouts still pending after every status query. */
export interface StalledPayoutView {
  sn: string;
  /** Major units of the order's currency. */
  amount: string;
  currencyCode: string;
  payType: number;
  /** Daraja's ConversationID of the B2C request. */
  thirdOrderNo: string | null;
  createTime: string;
  /** When the last check found the payout still pending. */
  lastCheckTime: string;
}

/**
 * B2C payouts whose Result has not come. A queue timeout queues a Transaction Status query, and
 * a final answer settles or fails the payout under the B2C Result's own key (the payout's
 * ConversationID), so whichever of the two comes second changes nothing.
 */
export class DarajaPayoutStatus {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      results: ChannelResultsService;
      queries: PayoutStatusQueries;
    },
  ) {}

  /** A pending payout named by our reference, or undefined. */
  private async pendingPayout(reference: string | null): Promise<OrderRow | null | undefined> {
    const id = reference === null ? null : orderIdFromReference(reference);
    const order = id === null ? undefined : await this.deps.orders.findById(id);
    if (!order || order.kind !== 0) return undefined;
    return order.status === 0 && order.third_order_no ? order : null;
  }

  /** The B2C request timed out in Daraja's queue: ask how it ended, after the usual delay. */
  async timedOut(reference: string | null): Promise<TimeoutOutcome> {
    const order = await this.pendingPayout(reference);
    if (order === undefined) return 'unknown_order';
    if (order === null) return 'not_pending';
    return (await this.deps.queries.afterTimeout(order.id)) ? 'queued' : 'all_queries_made';
  }

  /**
   * Completed settles the payout with the receipt, Failed or Reversed releases the hold, and
   * anything else waits for the next query. The amount is checked against the order, as for the
   * B2C Result; a failure that names no amount is matched to the order's own.
   */
  async applyResult(report: PayoutStatusReport, rawBody: string): Promise<StatusOutcome> {
    if (report.state === 'unknown') return 'not_final';
    const order = await this.pendingPayout(report.reference);
    if (order === undefined) return 'unknown_order';
    if (order === null) return 'late';
    const success = report.state === 'completed';
    return this.deps.results.apply(
      {
        // The payout's ConversationID (its third_order_no while pending) keys its B2C Result too.
        eventKey: b2cEventKey(order.third_order_no!),
        reference: channelReference(order.id),
        kind: 'payout',
        success,
        // The order's reason reads "Failed per M-Pesa Transaction Status".
        resultCode: success ? '0' : (report.transactionStatus ?? report.resultCode),
        resultDesc: `${success ? 'Completed ' : ''}per M-Pesa Transaction Status`,
        amount: report.amount ?? (success ? -1n : toBigInt(order.amount)),
        transactionId: report.receipt,
      },
      STATUS_RESULT_SOURCE,
      rawBody,
    );
  }

  /**
   * Payouts that every Transaction Status query left pending: the hold stays until an operator
   * has learnt from Safaricom how each ended.
   */
  async stalled(
    pageNum: number,
    pageSize: number,
  ): Promise<{ rows: StalledPayoutView[]; total: number }> {
    const { rows, total } = await this.deps.queries.stalledPage(pageNum, pageSize);
    return {
      rows: rows.map((row) => ({
        sn: row.sn,
        amount: formatMinor(toBigInt(row.amount), Number(row.decimals)),
        currencyCode: row.currency_code,
        payType: row.pay_type,
        thirdOrderNo: row.third_order_no,
        createTime: row.create_time,
        lastCheckTime: row.last_check_time,
      })),
      total,
    };
  }
}
