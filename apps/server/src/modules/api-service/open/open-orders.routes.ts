import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  openCollectBody,
  openOrderQueryBody,
  openPayoutBody,
  openTransferBody,
} from '@pesa/contract';
import { success } from '../../../plugins/envelope.ts';
import type { ApiCollectService } from '../orders/collect.service.ts';
import type { ApiCaller } from '../orders/api-order-request.ts';
import type { ApiOrderQueryService } from '../orders/order-query.service.ts';
import type { ApiPayoutService } from '../orders/payout.service.ts';
import type { ApiTransferService } from '../orders/transfer.service.ts';
import { merchantOf } from './open-auth.plugin.ts';

/** The merchant a signed call acts for: its own main account, in its key's mode. */
function callerOf(request: FastifyRequest): ApiCaller {
  const merchant = merchantOf(request);
  return { userId: merchant.userId, mode: merchant.mode, actorId: merchant.userId };
}

/**
 * The money calls of the merchant API: collect (C2B), payout (B2C), transfer between the
 * merchant's own accounts, and the order query. Each reply is the contract's OpenOrderView.
 */
export async function openOrdersRoutes(
  app: FastifyInstance,
  deps: {
    collect: ApiCollectService;
    payout: ApiPayoutService;
    transfer: ApiTransferService;
    query: ApiOrderQueryService;
  },
) {
  const open = app.withTypeProvider<ZodTypeProvider>();
  open.post('/c2b/collect', { schema: { body: openCollectBody } }, async (request) =>
    success(request, await deps.collect.collect(callerOf(request), request.body)),
  );
  open.post('/b2c/payout', { schema: { body: openPayoutBody } }, async (request) =>
    success(request, await deps.payout.payout(callerOf(request), request.body)),
  );
  open.post('/transfer', { schema: { body: openTransferBody } }, async (request) =>
    success(request, await deps.transfer.open(callerOf(request), request.body)),
  );
  open.post('/order/query', { schema: { body: openOrderQueryBody } }, async (request) =>
    success(request, await deps.query.query(callerOf(request), request.body)),
  );
}
