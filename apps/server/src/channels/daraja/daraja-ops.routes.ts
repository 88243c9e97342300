import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  operatorDarajaResolvePayoutBody,
  operatorDarajaReverseBody,
  operatorDarajaStalledBody,
  operatorDarajaUnmatchedBody,
} from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { DarajaPayoutStatus } from './daraja-payout-status.ts';
import type { DarajaReversals } from './daraja-reversals.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';

/**
 * /api/ops/daraja/*: Paybill payments that matched no waiting top-up, and their reversal; B2C
 * payouts still pending after every Transaction Status query, and their settlement by an
 * operator. They need an operator token. Without MPESA_MODE=daraja they exist but answer -1007
 * "M-Pesa Daraja is not switched on", so a back-office screen can say why the list is empty.
 */
export const darajaOpsRoutes: FastifyPluginAsyncZod<{
  reversals: DarajaReversals | null;
  payoutStatus: DarajaPayoutStatus;
}> = async (app, { reversals, payoutStatus }) => {
  const config = { public: true };
  // The two lists are reads: a console that reloads one twice within 300 ms (after a reversal,
  // and again as the operator returns to the page) is no double submission.
  const readConfig = { public: true, duplicateGuard: false };

  async function authorised(request: FastifyRequest) {
    const operator = operatorOf(request);
    if (!reversals) throw new AppError(ErrorCode.DATA_NOT_FOUND, { messageKey: 'darajaOff' });
    return { operator, reversals };
  }

  app.post(
    '/ops/daraja/unmatched',
    { config: readConfig, schema: { body: operatorDarajaUnmatchedBody } },
    async (request) => {
      const { reversals } = await authorised(request);
      const { rows, total } = await reversals.unmatched(
        request.body.pageNum,
        request.body.pageSize,
      );
      return paged(request, rows, total);
    },
  );

  app.post(
    '/ops/daraja/reverse',
    { config, schema: { body: operatorDarajaReverseBody } },
    async (request) => {
      const { operator, reversals } = await authorised(request);
      return success(
        request,
        await reversals.reverse(operator.id, request.body.transId, request.body.reason),
      );
    },
  );

  app.post(
    '/ops/daraja/stalledPayouts',
    { config: readConfig, schema: { body: operatorDarajaStalledBody } },
    async (request) => {
      await authorised(request);
      const { rows, total } = await payoutStatus.stalled(
        request.body.pageNum,
        request.body.pageSize,
      );
      return paged(request, rows, total);
    },
  );

  app.post(
    '/ops/daraja/resolvePayout',
    { config, schema: { body: operatorDarajaResolvePayoutBody } },
    async (request) => {
      const { operator } = await authorised(request);
      return success(request, await payoutStatus.resolve(operator.id, request.body));
    },
  );
};
