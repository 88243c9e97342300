import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, operatorOrderDetailBody, operatorOrderSearchBody } from '@pesa/contract';
import { paged, success } from '../../plugins/envelope.ts';
import type { OpsOrdersService } from './ops-orders.service.ts';

/**
 * /api/ops/order/search, detail and channels: the console's order lookups across every
 * customer. The operator guard checks the session and role (OPERATOR_CALL_ACCESS).
 */
export const opsOrdersRoutes: FastifyPluginAsyncZod<{ orders: OpsOrdersService }> = async (
  app,
  { orders },
) => {
  const config = { public: true };
  app.post(
    '/ops/order/search',
    { config, schema: { body: operatorOrderSearchBody } },
    async (request) => {
      const { rows, total } = await orders.search(request.body);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/order/detail',
    { config, schema: { body: operatorOrderDetailBody } },
    async (request) => success(request, await orders.detail(request.body.orderId)),
  );
  app.post('/ops/order/channels', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await orders.channels(request.lang)),
  );
};
