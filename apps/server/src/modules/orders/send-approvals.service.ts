import type { Transaction } from 'kysely';
import { ErrorCode, OrderEventReason } from '@pesa/contract';
import {
  ApprovalStatus,
  AWAITING_APPROVAL_ORDER_STATUS,
  OrderStatus,
  type ApprovalStatus as ApprovalStatusValue,
} from '@pesa/domain';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Actor, OrderTransitions } from './order-transitions.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import { orderView } from './order-view.ts';
import type { PayeeHistoryRepository } from './payee-history.repository.ts';

/**
 * What the send path needs of the account's approvals (modules/approvals), named here so that
 * orders never import that module: it is told of sends that wait, and of those that stop waiting
 * other than by a decision (the maker cancels, an operator rejects).
 */
export interface SendApprovals {
  /** How many approvals a send of this amount needs under the account's policy; 0: none. */
  required(mainUserId: number, currencyId: number, amountMinor: bigint): Promise<number>;
  /** A send written in this transaction now waits; `thenStatus` is where approval sends it. */
  open(
    trx: Transaction<Database>,
    order: OrderRow,
    approvalsRequired: number,
    thenStatus: number,
    now: string,
  ): Promise<void>;
  closed(
    trx: Transaction<Database>,
    order: OrderRow,
    status: ApprovalStatusValue,
    now: string,
  ): Promise<void>;
}

/** Whether an order waits for the account's approvers (money held, nothing sent). */
export const awaitsApproval = (order: Pick<OrderRow, 'status' | 'approval_status'>) =>
  order.status === AWAITING_APPROVAL_ORDER_STATUS &&
  order.approval_status === ApprovalStatus.AWAITING;

/**
 * Moves a send once its approval is decided, inside the decision's transaction. An approved send
 * goes exactly where it would have gone without the policy (operators' review, the rail, or, for
 * a wallet send, paid at once); a rejected or expired one is released.
 */
export class ApprovedSends {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      transitions: OrderTransitions;
      enqueuePayout: (trx: Transaction<Database>, orderId: number) => Promise<void>;
      history: PayeeHistoryRepository;
    },
  ) {}

  /**
   * The waiting order, re-read and locked in the transaction: a conditional touch of its row, so
   * an approval, a rejection, an expiry and a cancellation of the same order queue behind one
   * another (PostgreSQL) and only one finds it still waiting; the others get -1019.
   */
  async lock(trx: Transaction<Database>, mainUserId: number, sn: string, now: string) {
    const order = await this.deps.repo.findBySn(mainUserId, sn, trx);
    if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const touched = await trx
      .updateTable('orders')
      .set({ update_time: now })
      .where('id', '=', order.id)
      .where('status', '=', AWAITING_APPROVAL_ORDER_STATUS)
      .where('approval_status', '=', ApprovalStatus.AWAITING)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) throw new AppError(ErrorCode.ORDER_STATUS);
    return (await this.deps.repo.findById(order.id, trx))!;
  }

  async approve(
    trx: Transaction<Database>,
    order: OrderRow,
    thenStatus: number,
    actor: Actor,
    now: string,
  ) {
    const reason = OrderEventReason.APPROVED_BY_ACCOUNT;
    const decided = { approval_status: ApprovalStatus.APPROVED, approval_date: now };
    const { transitions } = this.deps;
    if (thenStatus === OrderStatus.MANUAL_PENDING) {
      await transitions.move(trx, order, OrderStatus.MANUAL_PENDING, actor, reason, now, decided);
      return;
    }
    await transitions.move(trx, order, OrderStatus.PENDING, actor, reason, now, decided);
    // A wallet send has no rail: approved, it is paid from its hold at once (wallet-send.ts).
    if (order.counter_account_key)
      await transitions.move(trx, { ...order, status: 0 }, OrderStatus.PASS, actor, reason, now, {
        payout_time: now,
      });
    else await this.deps.enqueuePayout(trx, order.id);
  }

  /** Rejected (the reason is shown to the maker) or expired: the hold goes back to the wallet. */
  async release(
    trx: Transaction<Database>,
    order: OrderRow,
    status: typeof ApprovalStatus.REJECTED | typeof ApprovalStatus.EXPIRED,
    actor: Actor,
    reason: string,
    now: string,
  ) {
    const to = status === ApprovalStatus.REJECTED ? OrderStatus.REJECT : OrderStatus.CANCEL;
    await this.deps.transitions.move(trx, order, to, actor, reason, now, {
      approval_status: status,
      approval_date: now,
      // The approver's words are shown to the maker; an expiry speaks through approvalStatus.
      ...(status === ApprovalStatus.REJECTED ? { fail_reason: reason } : {}),
    });
  }

  /**
   * Orders in the approvals queue: what was asked, the payee's name check and its history with
   * the account.
   */
  async describe(
    currencies: Map<number, { code: string; decimals: number }>,
    mainUserId: number,
    sns: string[],
  ) {
    const { history } = this.deps;
    const orders = await history.sends(mainUserId, sns);
    const payeeIds = [...new Set(orders.flatMap((o) => (o.payee_id === null ? [] : [o.payee_id])))];
    const lastPaid = await history.lastPaid(mainUserId, payeeIds);
    return new Map(
      orders.map((order) => {
        const view = orderView(order, currencies);
        const last = order.payee_id === null ? undefined : lastPaid.get(order.payee_id);
        return [
          order.sn,
          {
            currencyId: order.currency_id,
            currencyCode: view.currencyCode,
            amount: view.amount ?? '0',
            fee: view.netFeeAmount ?? '0',
            payeeName: view.payeeName,
            payeeAccount: view.payeeAccount,
            firstPayment: last === undefined,
            lastPaidTime: last?.last ?? null,
            paidCount: last?.count ?? 0,
            // The grade kept when the send was made (what its maker saw), not asked again.
            nameCheck: order.name_check ?? null,
            nameCheckName: order.name_check_name ?? null,
            file: null,
          },
        ] as const;
      }),
    );
  }
}
