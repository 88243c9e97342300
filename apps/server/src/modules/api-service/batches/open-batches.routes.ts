import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openBatchBody, openBatchQueryBody } from '@pesa/contract';
import { success } from '../../../plugins/envelope.ts';
import { merchantOf } from '../open/open-auth.plugin.ts';
import type { ApiCaller } from '../orders/api-order-request.ts';
import type { BatchIntakeService } from './batch-intake.service.ts';
import type { BatchQueryService } from './batch-query.service.ts';

function callerOf(request: FastifyRequest): ApiCaller {
  const merchant = merchantOf(request);
  return {
    userId: merchant.userId,
    mode: merchant.mode,
    actorId: merchant.userId,
    nonce: merchant.nonce,
  };
}

/** Batch payouts of the merchant API (docs/api-service.md, "Batch payouts"). */
export async function openBatchesRoutes(
  app: FastifyInstance,
  deps: { intake: BatchIntakeService; query: BatchQueryService },
) {
  const open = app.withTypeProvider<ZodTypeProvider>();
  open.post(
    '/b2c/batch',
    {
      // The batch claims its nonce in its own transaction, as the money calls do.
      config: { nonceInTransaction: true },
      schema: {
        operationId: 'payoutBatch',
        summary: 'Pay up to 1,000 payouts in one call',
        body: openBatchBody,
      },
    },
    async (request) =>
      success(request, await deps.intake.submit(callerOf(request), request.body, request.lang)),
  );
  open.post(
    '/batch/query',
    {
      schema: {
        operationId: 'queryBatch',
        summary: 'A batch: its counts and a page of its items',
        body: openBatchQueryBody,
      },
    },
    async (request) =>
      success(request, await deps.query.query(callerOf(request), request.body, request.lang)),
  );
}
