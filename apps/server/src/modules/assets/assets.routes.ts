import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyBody,
  rechargeHistoryBody,
  transactionsBody,
  transactionsExportBody,
} from '@pesa/contract';
import { visibleBalances } from '@pesa/domain';
import { authOf } from '../../plugins/auth.ts';
import { sendCsv } from '../../plugins/csv-file.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { AssetsService } from './assets.service.ts';

/** /account/assets: one row per currency; empty until the user's first wallet movement. */
export const assetsRoutes: FastifyPluginAsyncZod<{
  assets: AssetsService;
  transactions: TransactionsService;
  orders: OrdersService;
  team: TeamService;
}> = async (app, { assets, transactions, orders, team }) => {
  const history = ['AssetsOrder', 'Assets'];
  app.post('/account/transactions', { schema: { body: transactionsBody } }, async (request) => {
    const auth = authOf(request);
    await team.requireAny(auth, history);
    const { pageNum, pageSize, view, ...filter } = request.body;
    const scoped = { ...filter, mainUserId: auth.mainUserId };
    const { rows, total } =
      view === 'payments'
        ? await transactions.paymentsPage(scoped, pageNum, pageSize)
        : await transactions.page(scoped, pageNum, pageSize);
    return paged(request, rows, total);
  });
  // SPEC §7 downloads post form-encoded and receive the file; errors come back as JSON.
  app.post(
    '/account/transactions/export',
    { schema: { body: transactionsExportBody } },
    async (request, reply) => {
      const auth = authOf(request);
      await team.requireAny(auth, history);
      const filter = { ...request.body, mainUserId: auth.mainUserId };
      return sendCsv(reply, 'transactions', await transactions.csv(filter, request.lang));
    },
  );
  app.post(
    '/account/rechargeHistory/list',
    { schema: { body: rechargeHistoryBody } },
    async (request) => {
      const auth = authOf(request);
      await team.requireAny(auth, ['PspRecharge', 'MrpRecharge', 'AssetsOrder']);
      const { rows, total } = await orders.list(auth, { ...request.body, type: 'receive' });
      return paged(request, rows, total);
    },
  );
  // Open to every signed-in user (the dashboard shows it), but a member gets only the balances
  // of the wallets their role pays from or manages (docs/permissions.md, "Balances").
  app.post('/account/assets', { schema: { body: emptyBody } }, async (request) => {
    const auth = authOf(request);
    const names = await team.permissionNames(auth.user);
    const visible = visibleBalances(auth.user.parent_id === 0, names);
    return success(request, await assets.assets(auth.mainUserId, visible));
  });
};
