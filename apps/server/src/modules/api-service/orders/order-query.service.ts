import { ErrorCode, type openOrderQueryBody } from '@pesa/contract';
import type { z } from 'zod';
import { AppError } from '../../../plugins/app-error.ts';
import { openOrderView } from './api-order-view.ts';
import type { ApiOrdersRepository } from './api-orders.repository.ts';
import type { ApiCaller } from './api-order-request.ts';
import type { CurrencyMap } from './api-money.ts';

/**
 * POST /open/v1/order/query: one of the calling merchant's orders of the key's mode, by its
 * merchantOrderNo or its sn (both given: both must name it). Anything else, another merchant's
 * order or the other mode's included, is -1007, so an order's existence is not revealed.
 */
export class ApiOrderQueryService {
  constructor(
    private readonly deps: { repo: ApiOrdersRepository; currencies: () => Promise<CurrencyMap> },
  ) {}

  async query(caller: ApiCaller, body: z.infer<typeof openOrderQueryBody>) {
    const { repo } = this.deps;
    const order =
      body.merchantOrderNo !== undefined
        ? await repo.findByMerchantOrderNo(caller.userId, caller.mode, body.merchantOrderNo)
        : await repo.findBySn(caller.userId, caller.mode, body.sn!);
    if (!order || (body.sn !== undefined && order.sn !== body.sn))
      throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return openOrderView(order, await this.deps.currencies());
  }
}
