import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsCustomerActionBody,
  opsCustomerDetailBody,
  opsCustomerPageBody,
  opsCustomerSearchBody,
} from '@pesa/contract';
import { paged, success } from '../../plugins/envelope.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';
import type { CustomerActionsService } from './customer-actions.service.ts';
import type { CustomersOpsService } from './customers-ops.service.ts';

/**
 * /ops/customer/*: the console's Customers section. Who may call each is in
 * OPERATOR_CALL_ACCESS (everyone reads; compliance suspends and reactivates; support and
 * compliance lift lockouts); the operator guard checks it before these run.
 */
export const customersOpsRoutes: FastifyPluginAsyncZod<{
  customers: CustomersOpsService;
  actions: CustomerActionsService;
}> = async (app, { customers, actions }) => {
  const config = { public: true };

  app.post(
    '/ops/customer/search',
    { config, schema: { body: opsCustomerSearchBody } },
    async (request) => {
      const { keyword, pageNum, pageSize } = request.body;
      const { rows, total } = await customers.search(keyword, { pageNum, pageSize });
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/customer/detail',
    { config, schema: { body: opsCustomerDetailBody } },
    async (request) => success(request, await customers.detail(request.body.userId)),
  );
  app.post(
    '/ops/customer/orders',
    { config, schema: { body: opsCustomerPageBody } },
    async (request) => {
      const { userId, pageNum, pageSize } = request.body;
      const { rows, total } = await customers.orders(userId, { pageNum, pageSize });
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/customer/postings',
    { config, schema: { body: opsCustomerPageBody } },
    async (request) => {
      const { userId, pageNum, pageSize } = request.body;
      const { rows, total } = await customers.postings(userId, { pageNum, pageSize });
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/customer/oplog',
    { config, schema: { body: opsCustomerPageBody } },
    async (request) => {
      const { userId, pageNum, pageSize } = request.body;
      const { rows, total } = await customers.oplog(userId, { pageNum, pageSize }, request.lang);
      return paged(request, rows, total);
    },
  );

  const action = (
    path: string,
    run: (op: ReturnType<typeof operatorOf>, userId: number, reason: string) => Promise<void>,
  ) =>
    app.post(path, { config, schema: { body: opsCustomerActionBody } }, async (request) => {
      await run(operatorOf(request), request.body.userId, request.body.reason);
      return success(request, await customers.detail(request.body.userId));
    });
  action('/ops/customer/suspend', (op, id, reason) => actions.suspend(op, id, reason));
  action('/ops/customer/reactivate', (op, id, reason) => actions.reactivate(op, id, reason));
  action('/ops/customer/unlockLogin', (op, id, reason) => actions.unlockLogin(op, id, reason));
  action('/ops/customer/unlockFundPassword', (op, id, reason) =>
    actions.unlockFundPassword(op, id, reason),
  );
};
