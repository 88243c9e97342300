import type { openCollectBody } from '@pesa/contract';
import { apiAccountKey } from '@pesa/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { ORDER_KIND } from '../../orders/orders.service.ts';
import {
  actorOf,
  amountOf,
  requireChannelCurrency,
  requireLiveRail,
  viewOf,
  type ApiMoneyDeps,
} from './api-money.ts';
import { apiOrderRow, newApiSn, type ApiCaller } from './api-order-request.ts';

/**
 * POST /open/v1/c2b/collect: asks the customer's phone to pay (STK push) through the rail of the
 * pay type, or the sandbox in test mode. The order waits in PAY_PENDING; nothing moves until the
 * rail confirms, and then ChannelResultsService's PASS credits the merchant's C2B account of that
 * channel (OrderTransitions, `creditTopUp` into the order's account_key). Collections are free:
 * the fee schedules of pay types 2..7 price sends, so none applies to a collection (as customer
 * top-ups are free), docs/api-service.md.
 */
export class ApiCollectService {
  constructor(
    private readonly deps: ApiMoneyDeps & {
      /** Queues the collection job (COLLECTION_JOB) in the order's transaction. */
      startCollection: (trx: Transaction<Database>, orderId: number) => Promise<void>;
    },
  ) {}

  async collect(caller: ApiCaller, body: z.infer<typeof openCollectBody>) {
    requireChannelCurrency(body.payType, body.currencyId);
    requireLiveRail(this.deps, caller, body.payType, body.currencyId);
    const amount = await amountOf(this.deps.pricing, body.currencyId, body.amount);
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const row = apiOrderRow(
      caller,
      {
        sn: newApiSn(now),
        kind: ORDER_KIND.RECHARGE,
        pay_type: body.payType,
        currency_id: body.currencyId,
        amount,
        status: -1,
        api_kind: 'collect',
        account_key: apiAccountKey(caller.userId, body.payType, body.currencyId),
        details: JSON.stringify({ phone: body.phone, narrative: body.narrative }),
      },
      at,
    );
    const order = await this.deps.placer.place(caller, 'collect', body, row, async (trx, o) => {
      await this.deps.transitions.open(trx, o, actorOf(caller), at);
      await this.deps.startCollection(trx, o.id);
    });
    return viewOf(this.deps, order);
  }
}
