import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorFeeBody,
  operatorOrderDecisionBody,
  operatorOrderRejectBody,
  operatorPayeeDecisionBody,
  operatorPayeeListBody,
  operatorRateBody,
  operatorSpreadBody,
  operatorReviewListBody,
  operatorThresholdBody,
} from '@pesa/contract';
import type { Config } from '../../config.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { OperatorsService } from './operators.service.ts';
import { operatorAdminRoutes } from './operator-admin.routes.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import { operatorSignInRoutes } from './operator-sign-in.routes.ts';
import { financeReviewRoutes } from './finance-review.routes.ts';

/**
 * /api/ops/*: the operator API. These routes skip customer sessions (`public`); the operator
 * guard checks the operator's session and role for each one (OPERATOR_CALL_ACCESS).
 */
export const operatorsRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService;
  config: Pick<Config, 'LOGIN_IP_MAX_PER_MINUTE'>;
}> = async (app, { operators, config: settings }) => {
  const op = (request: FastifyRequest) => operatorOf(request);
  const config = { public: true };

  await app.register(operatorSignInRoutes, { operators, config: settings });
  await app.register(operatorAdminRoutes, { admin: operators.admin });
  await app.register(financeReviewRoutes, { finance: operators.finance });

  app.post(
    '/ops/review/list',
    { config, schema: { body: operatorReviewListBody } },
    async (request) =>
      success(
        request,
        await operators.finance.list(
          request.body.queue,
          request.body.pageNum,
          request.body.pageSize,
        ),
      ),
  );
  app.post(
    '/ops/order/approve',
    { config, schema: { body: operatorOrderDecisionBody } },
    async (request) =>
      success(
        request,
        await operators.approveOrder(await op(request), request.body.orderId, request.body.reason),
      ),
  );
  app.post(
    '/ops/order/reject',
    { config, schema: { body: operatorOrderRejectBody } },
    async (request) =>
      success(
        request,
        await operators.rejectOrder(await op(request), request.body.orderId, request.body.reason),
      ),
  );
  app.post(
    '/ops/payee/list',
    { config, schema: { body: operatorPayeeListBody } },
    async (request) => {
      const { pageNum, pageSize, auditStatus } = request.body;
      const { rows, total } = await operators.payeeQueue(pageNum, pageSize, auditStatus);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/payee/approve',
    { config, schema: { body: operatorPayeeDecisionBody } },
    async (request) => {
      await operators.decidePayee(await op(request), request.body.id, true, request.body.remark);
      return success(request, null);
    },
  );
  app.post(
    '/ops/payee/reject',
    { config, schema: { body: operatorPayeeDecisionBody } },
    async (request) => {
      await operators.decidePayee(await op(request), request.body.id, false, request.body.remark);
      return success(request, null);
    },
  );
  app.post('/ops/rate/set', { config, schema: { body: operatorRateBody } }, async (request) => {
    await operators.setRate(await op(request), request.body.pair, request.body.rate);
    return success(request, null);
  });
  app.post(
    '/ops/rate/spread',
    { config, schema: { body: operatorSpreadBody } },
    async (request) => {
      await operators.setSpread(await op(request), request.body.pair, request.body.spreadBps);
      return success(request, null);
    },
  );
  app.post('/ops/fee/set', { config, schema: { body: operatorFeeBody } }, async (request) => {
    await operators.setFee(await op(request), request.body);
    return success(request, null);
  });
  app.post(
    '/ops/risk/threshold',
    { config, schema: { body: operatorThresholdBody } },
    async (request) => {
      await operators.setThreshold(await op(request), request.body.currencyId, request.body.amount);
      return success(request, null);
    },
  );
};
