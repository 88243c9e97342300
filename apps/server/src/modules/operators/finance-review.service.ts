import { ErrorCode } from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import {
  awaitsReview,
  type FinanceReviewRepository,
  type ReviewQueue,
} from './finance-review.repository.ts';

type OrderRow = NonNullable<Awaited<ReturnType<FinanceReviewRepository['order']>>>;
type OrderView = Awaited<ReturnType<OrdersService['view']>>;

/** How many of the customer's other orders the detail shows. */
const RECENT_ORDERS = 10;

/**
 * The console's finance queues: held sends and top-ups waiting for an operator, one order's
 * whole picture (its customer, their recent orders, its events), and the top-up's proof. The
 * decisions themselves stay with the orders service (OperatorsService.approveOrder/rejectOrder).
 */
export class FinanceReviewService {
  constructor(
    private readonly repo: FinanceReviewRepository,
    private readonly deps: {
      view: (order: OrderRow) => Promise<OrderView>;
      events: (orderId: number) => Promise<
        Array<{
          from_status: number | null;
          to_status: number;
          actor_type: string;
          reason: string;
          create_time: string;
        }>
      >;
      /** A short-lived signed URL for a file the account owns (the customers' own kind). */
      fileUrl: (mainUserId: number, filePath: string) => Promise<string>;
    },
  ) {}

  async counts(): Promise<{ manualPending: number; offlineTopUps: number }> {
    const [manualPending, offlineTopUps] = await Promise.all([
      this.repo.count('orders'),
      this.repo.count('topUps'),
    ]);
    return { manualPending, offlineTopUps };
  }

  private async row(order: OrderRow) {
    return {
      orderId: Number(order.id),
      mainUserId: order.main_user_id,
      // API orders (a merchant's suspense top-up or cash-out) say so; null for a customer's.
      apiKind: order.api_kind ?? null,
      apiMode: order.api_mode ?? null,
      ...(await this.deps.view(order)),
    };
  }

  async list(queue: ReviewQueue | undefined, pageNum: number, pageSize: number) {
    const rows = await this.repo.list(queue, pageNum, pageSize);
    return Promise.all(rows.map((r) => this.row(r)));
  }

  private async requireOrder(orderId: number): Promise<OrderRow> {
    const order = await this.repo.order(orderId);
    if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return order;
  }

  async detail(orderId: number) {
    const order = await this.requireOrder(orderId);
    const [user, verifiedName, recent, events] = await Promise.all([
      this.repo.customer(order.main_user_id),
      this.repo.verifiedName(order.main_user_id),
      this.repo.recentOrders(order.main_user_id, order.id, RECENT_ORDERS),
      this.deps.events(order.id),
    ]);
    return {
      order: { ...(await this.row(order)), awaitingReview: awaitsReview(order) },
      customer: user
        ? {
            userId: user.user_id,
            accountNo: user.account_no,
            userType: user.user_type,
            countryId: user.country_id,
            phone: user.phone,
            email: user.email,
            nickName: user.nick_name ?? user.user_name,
            verifiedName,
            kycStatus: user.audit_status,
            // The language the customer reads: a rejection reason reaches them as written.
            language: user.language,
            createTime: user.create_time,
          }
        : null,
      recentOrders: await Promise.all(recent.map((r) => this.row(r))),
      timeline: events.map((e) => ({
        fromStatus: e.from_status,
        status: e.to_status,
        actorType: e.actor_type,
        reason: e.reason,
        time: e.create_time,
      })),
    };
  }

  /** The proof of an offline top-up, signed for a short while; only the order's own file. */
  async proofUrl(orderId: number): Promise<string> {
    const order = await this.requireOrder(orderId);
    const proof = (JSON.parse(order.details) as { proofFile?: unknown }).proofFile;
    if (typeof proof !== 'string' || !proof) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return this.deps.fileUrl(order.main_user_id, proof);
  }

  /**
   * Runs a decision; when the order no longer waits for one (another operator, or the customer
   * cancelling, came first) the refusal says so in the operator's language, with the status the
   * order has now, instead of the generic "status cannot be operated".
   */
  async decide<T>(orderId: number, decision: () => Promise<T>): Promise<T> {
    try {
      return await decision();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.ORDER_STATUS) throw error;
      const now = await this.repo.order(orderId);
      if (!now || awaitsReview(now)) throw error;
      throw new AppError(ErrorCode.ORDER_STATUS, {
        messageKey: 'orderAlreadyDecided',
        data: { orderId, status: now.status },
      });
    }
  }
}
