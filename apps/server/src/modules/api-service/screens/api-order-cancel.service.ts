import { ErrorCode, OrderEventReason, type ApiMode } from '@pesa/contract';
import { OrderStatus } from '@pesa/domain';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import type { TeamService } from '../../team/team.service.ts';
import { apiOrderRow } from '../orders/api-order-view.ts';
import type { ApiOrdersRepository } from '../orders/api-orders.repository.ts';

/** What may be cancelled, and the SPEC §6 name of the screen that makes it. */
export const CANCELLABLE: Readonly<Record<string, string>> = {
  recharge: 'HomeApiSuspenseTopUp',
  cashOut: 'HomeApiSuspenseCashOut',
  transfer: 'HomeApiSuspenseTransfer',
};
const MODES: readonly ApiMode[] = ['live', 'test'];

/**
 * Cancelling a suspense top-up, cash-out or held transfer while it waits for review (SPEC §4:
 * irreversible). The order goes to CANCEL and a cash-out's or transfer's hold returns in the same
 * transaction (OrderTransitions). Anything else, or an order no longer waiting, is -1019.
 */
export class ApiOrderCancelService {
  constructor(
    private readonly deps: {
      repo: ApiOrdersRepository;
      orders: OrdersService;
      team: TeamService;
      reference: ReferenceService;
      oplog: OplogService;
    },
  ) {}

  async cancel(auth: AuthContext, ip: string, sn: string) {
    const order = await this.find(auth.mainUserId, sn);
    if (!order) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const screen = CANCELLABLE[order.api_kind ?? ''];
    if (!screen) throw new AppError(ErrorCode.ORDER_STATUS);
    await this.deps.team.require(auth, screen);
    if (order.status !== OrderStatus.MANUAL_PENDING) throw new AppError(ErrorCode.ORDER_STATUS);
    // Re-read and moved inside one transaction; an operator's decision in between makes it -1019.
    await this.deps.orders.move(
      order,
      OrderStatus.CANCEL,
      { type: 'user', id: auth.user.user_id },
      OrderEventReason.CANCELLED_BY_CUSTOMER,
    );
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'apiOrderCancel',
      { sn: order.sn, kind: order.api_kind ?? '' },
    );
    const cancelled = (await this.find(auth.mainUserId, sn))!;
    return apiOrderRow(cancelled, await this.deps.reference.currencyMap());
  }

  /** The order numbers of one main account are unique across modes (orders_sn_uq). */
  private async find(mainUserId: number, sn: string) {
    for (const mode of MODES) {
      const order = await this.deps.repo.findBySn(mainUserId, mode, sn);
      if (order) return order;
    }
    return undefined;
  }
}
