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
  return {
    userId: merchant.userId,
    mode: merchant.mode,
    actorId: merchant.userId,
    nonce: merchant.nonce,
  };
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
  // The money calls claim their nonce in their own transaction (call-nonce.ts).
  const money = { nonceInTransaction: true };
  open.post(
    '/c2b/collect',
    {
      config: money,
      schema: {
        operationId: 'collect',
        summary: "Ask a customer's phone for a payment into a C2B account",
        body: openCollectBody,
      },
    },
    async (request) =>
      success(request, await deps.collect.collect(callerOf(request), request.body)),
  );
  open.post(
    '/b2c/payout',
    {
      config: money,
      schema: {
        operationId: 'payout',
        summary: 'Pay a phone or bank account from the B2C account',
        body: openPayoutBody,
      },
    },
    async (request) => success(request, await deps.payout.payout(callerOf(request), request.body)),
  );
  open.post(
    '/transfer',
    {
      config: money,
      schema: {
        operationId: 'transfer',
        summary: "Move money between the merchant's own API accounts",
        body: openTransferBody,
      },
    },
    async (request) => success(request, await deps.transfer.open(callerOf(request), request.body)),
  );
  open.post(
    '/order/query',
    {
      schema: {
        operationId: 'queryOrder',
        summary: 'One order, by merchantOrderNo or sn',
        body: openOrderQueryBody,
      },
    },
    async (request) => success(request, await deps.query.query(callerOf(request), request.body)),
  );
}
