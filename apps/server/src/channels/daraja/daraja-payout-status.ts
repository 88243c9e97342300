import {
  ErrorCode,
  type operatorDarajaResolvePayoutBody,
  type OperatorAuditAction,
} from '@pesa/contract';
import { formatMinor } from '@pesa/domain';
import type { z } from 'zod';
import { toBigInt } from '../../db/bigint.ts';
import {
  channelReference,
  orderIdFromReference,
  type ChannelResultsService,
  type ResultOutcome,
} from '../../modules/orders/channel-results.service.ts';
import type { OrderRow, OrdersRepository } from '../../modules/orders/orders.repository.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PayoutStatusQueries } from '../payout-status-queries.ts';
import { b2cEventKey } from './daraja-format.ts';
import type { PayoutStatusReport } from './daraja-status-format.ts';

/** channel_events source of a payout result learnt from Transaction Status. */
export const STATUS_RESULT_SOURCE = 'daraja-status';
/** channel_events source of a payout result an operator learnt from Safaricom. */
export const OPERATOR_RESULT_SOURCE = 'daraja-operator';

export type ResolvePayoutRequest = z.infer<typeof operatorDarajaResolvePayoutBody>;

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

/** A payout as an operator left it: PASS with M-Pesa's receipt, or REJECT with the hold released. */
export interface ResolvedPayoutView {
  sn: string;
  status: number;
  thirdOrderNo: string | null;
  failReason: string | null;
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
      audit: (
        operatorId: number,
        action: OperatorAuditAction,
        target: string,
        detail: string,
      ) => Promise<void>;
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
   * Settles or fails a stalled payout as Safaricom told an operator it ended. It goes through the
   * same exactly-once path as a B2C Result, under that Result's key, so a Result that still comes
   * later changes nothing, and one that came first leaves nothing to resolve. The order's history
   * names the operator; the operator's reason goes to the audit trail.
   */
  async resolve(operatorId: number, request: ResolvePayoutRequest): Promise<ResolvedPayoutView> {
    const notStalled = () =>
      new AppError(ErrorCode.DATA_NOT_FOUND, { messageKey: 'stalledPayoutNotFound' });
    const found = await this.deps.orders.findByThirdOrderNo(request.thirdOrderNo);
    const order = found && (await this.pendingPayout(channelReference(found.id)));
    // Only after the last status query: before it, the rail may still answer on its own.
    if (!order || !(await this.deps.queries.lastCheckMade(order.id))) throw notStalled();
    const success = request.outcome === 'completed';
    const outcome = await this.deps.results.apply(
      {
        eventKey: b2cEventKey(request.thirdOrderNo),
        reference: channelReference(order.id),
        kind: 'payout',
        success,
        resultCode: success ? '0' : 'Failed',
        resultDesc: 'per Safaricom, confirmed by an operator',
        amount: toBigInt(order.amount),
        transactionId: success ? request.receipt : null,
      },
      OPERATOR_RESULT_SOURCE,
      JSON.stringify({ operatorId, ...request }),
      { type: 'operator', id: operatorId },
    );
    // A Result that arrived between the check above and the write settled it first.
    if (outcome !== 'applied') throw notStalled();
    const receipt = success ? ` ${request.receipt}` : '';
    await this.deps.audit(
      operatorId,
      'darajaResolvePayout',
      `order:${order.id}`,
      `${request.outcome}${receipt}: ${request.reason}`,
    );
    const resolved = (await this.deps.orders.findById(order.id))!;
    return {
      sn: resolved.sn,
      status: resolved.status,
      thirdOrderNo: resolved.third_order_no,
      failReason: resolved.fail_reason,
    };
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
