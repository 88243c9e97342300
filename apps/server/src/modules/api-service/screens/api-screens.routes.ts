import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiModeBody, apiOrderExportBody, apiOrderListBody } from '@pesa/contract';
import { authOf } from '../../../plugins/auth.ts';
import { paged, success } from '../../../plugins/envelope.ts';
import type { ApiScreens } from './api-screens-wiring.ts';
import { HOME_API_NAMES } from './screen-gate.ts';

/**
 * The /homeApi screens' reads: the dashboard, the order lists and their CSV export. Any HomeApi
 * name opens them before the payload is read; which orders a list shows then depends on the kinds
 * the caller may read (screen-gate.ts).
 */
export const apiScreensRoutes: FastifyPluginAsyncZod<{ screens: ApiScreens }> = async (
  app,
  { screens },
) => {
  const anyApiName = {
    preValidation: async (request: FastifyRequest) =>
      screens.gate.require(authOf(request), HOME_API_NAMES),
  };

  app.post(
    '/user/userApi/dashboard',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...anyApiName,
      schema: { summary: 'API balances, recent orders and 30 days of volume', body: apiModeBody },
    },
    async (request) => {
      const auth = authOf(request);
      const kinds = await screens.gate.readableKinds(auth);
      return success(
        request,
        await screens.dashboard.dashboard(auth.mainUserId, request.body.mode, kinds),
      );
    },
  );
  app.post(
    '/user/userApi/orders/list',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...anyApiName,
      schema: { summary: 'API orders, paged', body: apiOrderListBody },
    },
    async (request) => {
      const { rows, total } = await screens.list.page(authOf(request), request.body);
      return paged(request, rows, total);
    },
  );
  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  app.post(
    '/user/userApi/orders/export',
    { ...anyApiName, schema: { summary: 'API orders as CSV', body: apiOrderExportBody } },
    async (request, reply) => {
      const csv = await screens.list.csv(authOf(request), request.body, request.lang);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="api-orders.csv"')
        .send(csv);
    },
  );
};
