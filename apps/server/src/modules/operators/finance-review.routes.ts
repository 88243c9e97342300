import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorReviewDetailBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import type { FinanceReviewService } from './finance-review.service.ts';

/**
 * The finance queues' reads beyond the list (OPERATOR_CALL_ACCESS: support and finance): one
 * order's whole picture, and the signed URL of a top-up's proof. Finance opens a customer's file
 * only through an order that names it, never by path.
 */
export const financeReviewRoutes: FastifyPluginAsyncZod<{ finance: FinanceReviewService }> = async (
  app,
  { finance },
) => {
  const config = { public: true };
  app.post(
    '/ops/review/detail',
    { config, schema: { body: operatorReviewDetailBody } },
    async (request) => success(request, await finance.detail(request.body.orderId)),
  );
  app.post(
    '/ops/review/proofUrl',
    { config, schema: { body: operatorReviewDetailBody } },
    async (request) => success(request, await finance.proofUrl(request.body.orderId)),
  );
};
