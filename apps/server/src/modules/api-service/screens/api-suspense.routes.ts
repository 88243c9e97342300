import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCashOutBody,
  apiCashOutQuoteBody,
  apiOrderCancelBody,
  apiRechargeBody,
  apiRechargeInstructionsBody,
  apiSandboxTopUpBody,
} from '@pesa/contract';
import { authOf } from '../../../plugins/auth.ts';
import { success } from '../../../plugins/envelope.ts';
import type { ApiScreens } from './api-screens-wiring.ts';
import { CANCELLABLE } from './api-order-cancel.service.ts';
import { HOME_API_NAMES } from './screen-gate.ts';

/**
 * The money calls of the /homeApi screens: suspense top-up and cash-out (reviewed by an
 * operator), cancelling them while they wait, and play money for the sandbox. Each is gated by
 * its SPEC §6 name and approved API access before the payload is read.
 */
export const apiSuspenseRoutes: FastifyPluginAsyncZod<{ screens: ApiScreens }> = async (
  app,
  { screens },
) => {
  const needs = (...names: string[]) => ({
    preValidation: async (request: FastifyRequest) => screens.gate.require(authOf(request), names),
  });

  app.post(
    '/user/userApi/recharge/instructions',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...needs('HomeApiSuspenseTopUp'),
      schema: { summary: 'Where to pay a suspense top-up', body: apiRechargeInstructionsBody },
    },
    async (request) =>
      success(
        request,
        await screens.recharge.instructions(authOf(request), request.body.currencyId, request.lang),
      ),
  );
  app.post(
    '/user/userApi/recharge',
    {
      ...needs('HomeApiSuspenseTopUp'),
      schema: { summary: 'Top up the suspense account (reviewed)', body: apiRechargeBody },
    },
    async (request) =>
      success(
        request,
        await screens.recharge.create(authOf(request), request.ip, request.body, request.lang),
      ),
  );
  app.post(
    '/user/userApi/cashOut/quote',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...needs('HomeApiSuspenseCashOut'),
      schema: { summary: 'The fee of a suspense cash-out', body: apiCashOutQuoteBody },
    },
    async (request) => success(request, await screens.cashOut.quote(request.body)),
  );
  app.post(
    '/user/userApi/cashOut',
    {
      ...needs('HomeApiSuspenseCashOut'),
      schema: { summary: 'Withdraw from suspense to a settlement account', body: apiCashOutBody },
    },
    async (request) =>
      success(request, await screens.cashOut.create(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/user/userApi/orders/cancel',
    {
      // The order's own screen name is checked once the order is found.
      ...needs(...Object.values(CANCELLABLE)),
      schema: {
        summary: 'Cancel a pending top-up, cash-out or transfer',
        body: apiOrderCancelBody,
      },
    },
    async (request) =>
      success(request, await screens.cancel.cancel(authOf(request), request.ip, request.body.sn)),
  );
  app.post(
    '/user/userApi/sandbox/topUp',
    {
      ...needs(...HOME_API_NAMES),
      schema: { summary: 'Play money into a sandbox API account', body: apiSandboxTopUpBody },
    },
    async (request) =>
      success(request, await screens.sandbox.topUp(authOf(request), request.ip, request.body)),
  );
};
