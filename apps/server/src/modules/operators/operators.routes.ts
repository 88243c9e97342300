import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorFeeBody,
  operatorLoginBody,
  operatorOrderDecisionBody,
  operatorPayeeDecisionBody,
  operatorRateBody,
  operatorReviewListBody,
  operatorThresholdBody,
} from '@pesa/contract';
import type { Config } from '../../config.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { OperatorsService } from './operators.service.ts';

/**
 * /api/ops/*: the operator API. These routes skip customer sessions (`public`) and require an
 * operator token instead; their screens come with the back-office issue.
 */
export const operatorsRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService;
  config: Pick<Config, 'LOGIN_IP_MAX_PER_MINUTE'>;
}> = async (app, { operators, config: settings }) => {
  const op = (request: FastifyRequest) => operators.resolve(bearerToken(request));
  const config = { public: true };
  // The customers' per-address sign-in limit, on top of the per-operator lockout.
  const loginLimit = { rateLimit: { max: settings.LOGIN_IP_MAX_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/ops/login',
    { config: { ...config, ...loginLimit }, schema: { body: operatorLoginBody } },
    async (request) =>
      success(
        request,
        await operators.login(request.body.username, request.body.password, request.ip),
      ),
  );
  app.post(
    '/ops/review/list',
    { config, schema: { body: operatorReviewListBody } },
    async (request) => {
      await op(request);
      return success(
        request,
        await operators.reviewQueue(request.body.pageNum, request.body.pageSize),
      );
    },
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
    { config, schema: { body: operatorOrderDecisionBody } },
    async (request) =>
      success(
        request,
        await operators.rejectOrder(await op(request), request.body.orderId, request.body.reason),
      ),
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
